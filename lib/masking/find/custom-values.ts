// Stage 2a, find custom values. Takes the text, the user's manual mappings and custom rules (as values with
// their requests); claims every whole-word occurrence of each, literally and case-insensitively, the longest first.
import type { Claims } from '../resolve/claims';
import { escapeRegExp, type SubstituteRequest } from '../substitute/mapping-store';
import type { CustomValue } from '../validate/validate-run';
import { CharClass } from './char-class';
import type { Text } from './text';

const ASCII_WORD = new CharClass('A-Za-z0-9_');
const UNICODE_WORD = /^[\p{L}\p{N}\p{M}_]$/u;

/** Whether the code point is a letter, digit or `_` (of any script); false for NaN (before or past the text). */
function isWordPoint(point: number | undefined): boolean {
  if (point === undefined || point < 128) return point !== undefined && ASCII_WORD.has(point);
  return UNICODE_WORD.test(String.fromCodePoint(point));
}

/** The code point that ends just before `at`. */
function pointBefore(text: string, at: number): number | undefined {
  if (at <= 0) return undefined;
  const code = text.charCodeAt(at - 1);
  return code >= 0xdc00 && code <= 0xdfff && at >= 2 ? text.codePointAt(at - 2) : code;
}

/**
 * Whether `value` found at `[start, end)` of `input` stands as a whole word: no letter, digit or `_` right
 * before it or right after it (`Ann` is not found in `Anna`, nor `Initech` in `initech_prod`). A side where
 * the value itself ends in another character needs no boundary (`-prod` is found in `web-prod`).
 */
function isWholeWord(input: string, value: string, start: number, end: number): boolean {
  if (isWordPoint(value.codePointAt(0)) && isWordPoint(pointBefore(input, start))) return false;
  return !(isWordPoint(pointBefore(value, value.length)) && isWordPoint(input.codePointAt(end)));
}

/**
 * Claims every whole-word occurrence of the manual mappings' originals and the custom rules' values (see
 * customValues), the longest first. A custom value is claimed before the rules run, so it wins a value it covers whole; one
 * that lies inside a larger value a later finder detects gives way to it (see Claims), so no part of that
 * value stays visible (`Initech` in `john.doe@initech.com`: the email is masked).
 */
export function findCustomValues(text: Text, values: readonly CustomValue[], claims: Claims): void {
  const { input, sameLength } = text;
  const literals: Array<{ start: number; end: number; request: SubstituteRequest }> = [];
  const addLiteral = (value: string, request: SubstituteRequest) => {
    if (!sameLength) {
      const search = new RegExp(escapeRegExp(value), 'gi');
      for (let found = search.exec(input); found; found = search.exec(input)) {
        const end = found.index + found[0].length;
        if (isWholeWord(input, value, found.index, end)) literals.push({ start: found.index, end, request });
        else search.lastIndex = found.index + 1;
      }
      return;
    }
    const needle = value.toLowerCase();
    const lower = text.lower;
    for (let at = lower.indexOf(needle); at !== -1; ) {
      const end = at + needle.length;
      if (isWholeWord(input, value, at, end)) {
        literals.push({ start: at, end, request });
        at = lower.indexOf(needle, end);
      } else {
        // An occurrence that is not a whole word may hide one that starts inside it.
        at = lower.indexOf(needle, at + 1);
      }
    }
  };
  for (const { value, request } of values) addLiteral(value, request);
  literals.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  for (const literal of literals) claims.claimCustom(literal.start, literal.end, literal.request);
}
