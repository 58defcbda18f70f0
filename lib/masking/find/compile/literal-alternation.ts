import { escapeRegExp } from '../../substitute/mapping-store';

/**
 * A regex source matching any of `words`, the longest where several start at one place — as a
 * longest-first `a|b|c` alternation would, but shaped as a radix tree (`pass(?:w(?:ord|d)|)`), so the regex
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
  const same = (a: string, b: string) => a === b || (ignoreCase && canonical(a) === canonical(b));
  const byFirst = new Map<string, string[]>();
  for (const word of words) {
    const key = ignoreCase ? canonical(word[0]) : word[0];
    const group = byFirst.get(key);
    if (group) group.push(word);
    else byFirst.set(key, [word]);
  }
  const alternatives: string[] = [];
  for (const group of byFirst.values()) {
    // The group's common prefix is written out once (`account name:`, not one group per character).
    let common = 1;
    while (group.every((word) => word.length > common && same(word[common], group[0][common]))) common++;
    const head = escapeRegExp(group[0].slice(0, common));
    const rests = group.map((word) => word.slice(common));
    const longer = rests.filter((rest) => rest.length > 0);
    if (longer.length === 0) alternatives.push(head);
    // Every longer word before the empty rest, so a word is never cut short by its own prefix.
    else alternatives.push(`${head}(?:${branches(longer, ignoreCase)}${longer.length < rests.length ? '|' : ''})`);
  }
  return alternatives.join('|');
}
