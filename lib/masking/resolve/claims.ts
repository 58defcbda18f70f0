// Stage 3, resolve overlaps. Takes the finders' candidate ranges as they come; gives the accepted ranges,
// none overlapping another: the first claim on a character wins, so the order the finders run is the precedence.
import { keyOf, type Text } from '../find/text';
import type { SubstituteRequest } from '../substitute/mapping-store';
import { AcceptedRanges } from './accepted-ranges';

/** What the claims ask of the session: whether a text is one it produced or was told to leave visible. */
export interface KnownTexts {
  isEmpty(): boolean;
  isIgnored(original: string, key?: string): boolean;
  isSubstitute(text: string, key?: string): boolean;
}

/**
 * Takes the finders' candidate ranges, in the order the finders run; gives the accepted ranges. Overlaps
 * are resolved as candidates arrive: the first claim on a character wins, so the finders' order is the
 * precedence (custom values, longest first; pattern rules by priority; keyword rules; other occurrences).
 */
export class Claims {
  /** 1 for every character of an accepted range. */
  readonly taken: Uint8Array;
  /** Accepted ranges in parallel arrays (no object per candidate: large inputs have tens of thousands). */
  private readonly accepted = new AcceptedRanges();
  private readonly checkKnown: boolean;

  constructor(
    private readonly text: Text,
    private readonly known: KnownTexts,
  ) {
    this.taken = new Uint8Array(text.input.length);
    this.checkKnown = !known.isEmpty();
  }

  /**
   * Accepts `[start, end)` unless a character of it is taken. A range that is a label (`[Masked …`), a
   * substitute of this session or an original the user un-masked is accepted but kept as it is (null request).
   */
  claim(start: number, end: number, request: SubstituteRequest, contextual = false): void {
    const taken = this.taken;
    for (let i = start; i < end; i++) if (taken[i] === 1) return;
    for (let i = start; i < end; i++) taken[i] = 1;
    const { input, lower } = this.text;
    let keep = input.charCodeAt(start) === 91 /* [ */ && keyOf(input, lower, start, Math.min(end, start + 8)) === '[masked ';
    if (!keep && this.checkKnown) {
      const key = keyOf(input, lower, start, end);
      keep = this.known.isIgnored('', key) || this.known.isSubstitute('', key);
    }
    this.accepted.push(start, end, keep ? null : request, contextual);
  }

  /** False when either end of the range is taken: a finder may skip validating it (its claim would fail). */
  isFree(start: number, end: number): boolean {
    return this.taken[start] === 0 && this.taken[end - 1] === 0;
  }

  /** The ranges accepted so far, in the order accepted. */
  resolved(): AcceptedRanges {
    return this.accepted;
  }
}
