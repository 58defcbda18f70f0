/**
 * Where the character class that opens at `at` (`[`) ends, read as JavaScript reads it: escapes are
 * skipped, and the first unescaped `]` closes the class even right after `[` or `[^` (`[]` is the empty
 * class, `[^]` any character). -1 for a class that is never closed. Not for the `v` flag's nested classes.
 */
export function classEnd(source: string, at: number): number {
  let end = at + 1;
  if (source[end] === '^') end++;
  while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
  return end < source.length ? end + 1 : -1;
}

const SINGLE_ESCAPES = /^[dDwWsStnrvf0]$|^[^A-Za-z0-9]$/;

/**
 * Where the single-character atom at `at` ends; 0 when the text at `at` is not one (a bracket, `|`, a
 * quantifier, an anchor), -1 when it cannot be read for sure.
 */
export function atomEndAt(source: string, at: number): number {
  const char = source[at];
  if (char === '[') return classEnd(source, at);
  if (char === '\\') {
    const next = source[at + 1];
    if (next === undefined) return -1;
    if (next === 'x') return /^[0-9A-Fa-f]{2}$/.test(source.slice(at + 2, at + 4)) ? at + 4 : -1;
    if (next === 'u') return /^[0-9A-Fa-f]{4}$/.test(source.slice(at + 2, at + 6)) ? at + 6 : -1;
    if (next === 'c') return /^[A-Za-z]$/.test(source[at + 2] ?? '') ? at + 3 : -1;
    if (next === '0' && /[0-9]/.test(source[at + 2] ?? '')) return -1;
    if (next === 'b' || next === 'B') return 0;
    return SINGLE_ESCAPES.test(next) ? at + 2 : -1;
  }
  if ('()|^$*+?{}'.includes(char)) return 0;
  return at + 1;
}

/**
 * Where the group that opens at `at` (`(`) ends, just after its `)`, read as JavaScript reads it: escapes
 * and character classes skipped. -1 when it is never closed or cannot be read.
 */
export function groupEnd(source: string, at: number): number {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (char === '[') {
      const end = classEnd(source, i);
      if (end === -1) return -1;
      i = end - 1;
    } else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/** Whether `source` has a `|` outside every group and class (an alternation of the whole); true when it cannot be read. */
export function hasTopLevelAlternation(source: string): boolean {
  const alternatives = topLevelAlternatives(source);
  return alternatives === null || alternatives.length > 1;
}

/** `source` split at each `|` outside every group and class (one alternative when there is none); null when it cannot be read. */
export function topLevelAlternatives(source: string): string[] | null {
  const alternatives: string[] = [];
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (char === '[') {
      const end = classEnd(source, i);
      if (end === -1) return null;
      i = end - 1;
    } else if (char === '(') {
      const end = groupEnd(source, i);
      if (end === -1) return null;
      i = end - 1;
    } else if (char === '|') {
      alternatives.push(source.slice(from, i));
      from = i + 1;
    }
  }
  alternatives.push(source.slice(from));
  return alternatives;
}
