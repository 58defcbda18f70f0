/**
 * Whether a value is one of `words` (lowercase), in any case. A value longer than every word is none of
 * them without being lowercased (lowercasing never shortens a string): most values checked against such
 * lists (secrets, tokens) are, and skip the copy.
 */
export function inWordList(words: Iterable<string>): (value: string) => boolean {
  const set = new Set(words);
  let longest = 0;
  for (const word of set) longest = Math.max(longest, word.length);
  return (value) => value.length <= longest && set.has(value.toLowerCase());
}
