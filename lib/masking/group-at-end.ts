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
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\') {
      i += 2;
      continue;
    }
    if (char === '[') {
      i = classEnd(source, i);
      if (i < 0) return false;
      continue;
    }
    if (char === '(') {
      depth++;
      const capturing = source[i + 1] !== '?' || (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!');
      if (capturing && ++captures === group) {
        if (depth !== 1) return false;
        groupDepth = depth;
      }
      i++;
      continue;
    }
    if (char === ')') {
      depth--;
      i++;
      if (groupDepth !== -1 && depth === 0) return onlyLookaheads(source, i);
      continue;
    }
    if (char === '|' && depth === 0) return false;
    i++;
  }
  return false;
}

/** Index just past the character class that starts at `start`, or -1. */
function classEnd(source: string, start: number): number {
  let i = start + 1;
  if (source[i] === '^') i++;
  if (source[i] === ']') i++;
  while (i < source.length) {
    if (source[i] === '\\') i += 2;
    else if (source[i] === ']') return i + 1;
    else i++;
  }
  return -1;
}

/** True when the source from `start` on is a sequence of complete `(?=…)` / `(?!…)` groups. */
function onlyLookaheads(source: string, start: number): boolean {
  let i = start;
  while (i < source.length) {
    if (!source.startsWith('(?=', i) && !source.startsWith('(?!', i)) return false;
    let depth = 0;
    while (i < source.length) {
      const char = source[i];
      if (char === '\\') {
        i += 2;
        continue;
      }
      if (char === '[') {
        i = classEnd(source, i);
        if (i < 0) return false;
        continue;
      }
      i++;
      if (char === '(') depth++;
      else if (char === ')' && --depth === 0) break;
    }
    if (depth !== 0) return false;
  }
  return true;
}
