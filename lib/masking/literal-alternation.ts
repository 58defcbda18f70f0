import { escapeRegExp } from './mapping-store';

/**
 * A regex source matching any of `words`, the longest where several start at one place — as a
 * longest-first `a|b|c` alternation would, but shaped as a trie (`p(?:ass(?:word|wd|))`), so the regex
 * engine picks one branch by the first character instead of trying every word at every position.
 */
export function literalAlternation(words: readonly string[]): string {
  const unique = [...new Set(words)].filter((word) => word.length > 0);
  return unique.length === 0 ? '(?!)' : branches(unique);
}

function branches(words: readonly string[]): string {
  const byFirst = new Map<string, string[]>();
  for (const word of words) {
    const rests = byFirst.get(word[0]);
    if (rests) rests.push(word.slice(1));
    else byFirst.set(word[0], [word.slice(1)]);
  }
  const alternatives: string[] = [];
  for (const [first, rests] of byFirst) {
    const longer = rests.filter((rest) => rest.length > 0);
    const head = escapeRegExp(first);
    if (longer.length === 0) alternatives.push(head);
    // Every longer word before the empty rest, so a word is never cut short by its own prefix.
    else alternatives.push(`${head}(?:${branches(longer)}${longer.length < rests.length ? '|' : ''})`);
  }
  return alternatives.join('|');
}
