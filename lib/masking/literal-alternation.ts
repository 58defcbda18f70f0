import { escapeRegExp } from './mapping-store';

/**
 * A regex source matching any of `words`, the longest where several start at one place — as a
 * longest-first `a|b|c` alternation would, but shaped as a trie (`p(?:ass(?:word|wd|))`), so the regex
 * engine picks one branch by the first character instead of trying every word at every position.
 * `ignoreCase`: the source is for an `i` regex, so characters that match each other share a branch.
 */
export function literalAlternation(words: readonly string[], ignoreCase: boolean): string {
  const unique = [...new Set(words)].filter((word) => word.length > 0);
  return unique.length === 0 ? '(?!)' : branches(unique, ignoreCase);
}

/** The character an `i` regex (without `u`) compares in place of `char` (ECMAScript's Canonicalize). */
function canonical(char: string): string {
  const upper = char.toUpperCase();
  if (upper.length !== 1) return char;
  return char.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128 ? char : upper;
}

function branches(words: readonly string[], ignoreCase: boolean): string {
  const byFirst = new Map<string, string[]>();
  for (const word of words) {
    const key = ignoreCase ? canonical(word[0]) : word[0];
    const rests = byFirst.get(key);
    if (rests) rests.push(word.slice(1));
    else byFirst.set(key, [word.slice(1)]);
  }
  const alternatives: string[] = [];
  for (const [first, rests] of byFirst) {
    const longer = rests.filter((rest) => rest.length > 0);
    const head = escapeRegExp(first);
    if (longer.length === 0) alternatives.push(head);
    // Every longer word before the empty rest, so a word is never cut short by its own prefix.
    else alternatives.push(`${head}(?:${branches(longer, ignoreCase)}${longer.length < rests.length ? '|' : ''})`);
  }
  return alternatives.join('|');
}
