import { classEnd } from './regex-source';

/**
 * True when capture group `group` of a regex source always ends where the whole match ends: the group
 * closes at the top level of the pattern and nothing but lookaheads follow it. Then the group's range is
 * `[matchEnd - text.length, matchEnd]`, and the scan needs no `d` flag (whose index arrays cost an
 * allocation per match). A source this reading does not understand gets false, which is always safe.
 */
export function groupEndsAtMatchEnd(source: string, group: number): boolean {
  let captures = 0;
  let depth = 0;
  let groupDepth = -1;
  for (let i = 0; i < source.length; i = next(source, i)) {
    if (i < 0) return false;
    const char = source[i];
    if (char === '(') {
      depth++;
      const capturing = source[i + 1] !== '?' || (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!');
      if (capturing && ++captures === group) {
        if (depth !== 1) return false;
        groupDepth = depth;
      }
    } else if (char === ')') {
      depth--;
      if (groupDepth !== -1 && depth === 0) return onlyLookaheads(source, i + 1);
    } else if (char === '|' && depth === 0) {
      return false;
    }
  }
  return false;
}

/**
 * Index of the syntax element after the one at `i`: an escape (`\x`) and a character class (`[…]`) are
 * one element each, so their parentheses and bars never count. -1 for an unclosed class.
 */
function next(source: string, i: number): number {
  if (source[i] === '\\') return i + 2;
  if (source[i] !== '[') return i + 1;
  return classEnd(source, i);
}

/** True when the source from `start` on is a sequence of complete `(?=…)` / `(?!…)` groups. */
function onlyLookaheads(source: string, start: number): boolean {
  let i = start;
  while (i < source.length) {
    if (!source.startsWith('(?=', i) && !source.startsWith('(?!', i)) return false;
    let depth = 0;
    do {
      if (source[i] === '(') depth++;
      else if (source[i] === ')') depth--;
      i = next(source, i);
      if (i < 0) return false;
    } while (depth > 0 && i < source.length);
    if (depth !== 0) return false;
  }
  return true;
}
