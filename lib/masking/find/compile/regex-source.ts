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
