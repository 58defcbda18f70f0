/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { literalAlternation } from '@/lib/masking/find/compile/literal-alternation';
import { escapeRegExp } from '@/lib/masking/substitute/mapping-store';

function matches(source: string, flags: string, text: string): string[] {
  return [...text.matchAll(new RegExp(source, flags))].map((found) => `${found.index}:${found[0]}`);
}

describe('literalAlternation', () => {
  it('matches exactly what a longest-first alternation of the words matches', () => {
    const alphabet = fc.constantFrom('a', 'b', 'k', 'K', 's', 'S', 'é', 'É', '.', '|', '(', '-', ' ');
    const word = fc.array(alphabet, { minLength: 1, maxLength: 5 }).map((chars) => chars.join(''));
    const text = fc.array(alphabet, { maxLength: 80 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 12 }), text, fc.constantFrom('g', 'gi'), (words, haystack, flags) => {
        const longestFirst = [...new Set(words)].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
        expect(matches(literalAlternation(words, flags === 'gi'), flags, haystack)).toEqual(matches(longestFirst, flags, haystack));
      }),
      { numRuns: 500 },
    );
  });

  it('is shaped as a radix tree and never matches when given no words', () => {
    expect(literalAlternation(['pass', 'password', 'passwd', 'key'], false)).toBe('pass(?:w(?:ord|d)|)|key');
    expect(matches(literalAlternation([], false), 'g', 'anything')).toEqual([]);
  });
});
