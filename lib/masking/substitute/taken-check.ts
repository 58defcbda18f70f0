import { keyOf, type Text } from '../find/text';
import type { AcceptedRanges } from '../resolve/accepted-ranges';
import type { Mode } from '../types';
import { gramSet, mayOccur } from './gram-filter';
import type { IsTaken } from './mapping-store';
import { TextRanges } from './text-ranges';

const LABEL_IN_TEXT = /\[Masked [^\]\n]{1,80}\]/g;

/** The checks the store makes before it uses a substitute, by the source of the value; undefined when nothing can be taken. */
export interface TakenChecks {
  byPattern: IsTaken | undefined;
  byOther: IsTaken | undefined;
}

/**
 * A substitute that already occurs in the input is never used. Labels: every label in the input is
 * known (`labelsPresent`: the keyword pass found the start of one). Fakes: a set of the input's
 * six-character sequences (built once, when first needed) rules most of them out; the rest are searched
 * for — except a pattern rule's derived fakes (a counter on a valid value of the class, any number of
 * them): one in the input was found by its rule and is among the accepted ranges. A pool's ten fixed
 * fakes are always searched for (`invalid`, a DC fake, is also a word). The accepted ranges' own texts
 * are read in place from the lowercase code units when its offsets match the input's.
 */
export function takenChecks(text: Text, mode: Mode, accepted: AcceptedRanges, labelsPresent: boolean, elsewhere?: (key: string) => boolean): TakenChecks {
  const { input, lowerUnits, sameLength } = text;
  const labelsInInput = new Set<string>();
  if (labelsPresent) for (const label of input.match(LABEL_IN_TEXT) ?? []) labelsInInput.add(label.toLowerCase());
  const count = accepted.count;
  const starts = accepted.starts;
  const ends = accepted.ends;
  const seen: { has(key: string): boolean } | null =
    mode !== 'replace' ? null : sameLength ? new TextRanges(lowerUnits, starts, ends, count) : new Set(Array.from(starts.subarray(0, count), (start, i) => keyOf(text, start, ends[i])));
  let grams: Uint32Array | null = null;
  const searched = new Map<string, boolean>();
  const search = (needle: string) => {
    let found = searched.get(needle);
    if (found === undefined) {
      found = text.includesLower(needle);
      searched.set(needle, found);
    }
    return found;
  };
  const isTaken = (key: string, derived: boolean, pattern: boolean) => {
    if (labelsInInput.has(key) || seen?.has(key)) return true;
    if (mode === 'mask' || (pattern && derived)) return false;
    // A rule's fixed fake found in another piece of the text (a stream read twice: FakesInText).
    if (!derived && elsewhere?.(key)) return true;
    grams ??= gramSet(lowerUnits);
    if (!mayOccur(grams, key)) return false;
    // Derived fakes end in a counter (`fakedomain12`): when their stem is absent, so are they all.
    if (derived) {
      const stem = key.replace(/\d+$/, '');
      if (stem.length >= 4 && stem !== key && !search(stem)) return false;
    }
    return search(key);
  };
  // A mask run whose input holds no label: no candidate label can already occur in it.
  const nothingTaken = mode === 'mask' && labelsInInput.size === 0;
  return {
    byPattern: nothingTaken ? undefined : (candidate: string, derived: boolean) => isTaken(candidate, derived, true),
    byOther: nothingTaken ? undefined : (candidate: string, derived: boolean) => isTaken(candidate, derived, false),
  };
}
