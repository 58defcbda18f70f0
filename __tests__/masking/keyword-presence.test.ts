/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { LiteralSet } from '@/lib/masking/keyword-presence';

describe('LiteralSet finds which literals occur in one pass', () => {
  it('answers exactly what includes() answers for every literal', () => {
    const alphabet = fc.constantFrom('a', 'b', 'c', '-', '_', '=', ':', ' ', 'é', '\n');
    const text = fc.array(alphabet, { maxLength: 200 }).map((chars) => chars.join(''));
    const literal = fc.array(alphabet, { minLength: 1, maxLength: 5 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, fc.array(literal, { maxLength: 20 }), (haystack, literals) => {
        const present = new LiteralSet(literals).present(haystack);
        for (const needle of literals) expect({ needle, found: present.has(needle) }).toEqual({ needle, found: haystack.includes(needle) });
      }),
      { numRuns: 300 },
    );
  });

  it('finds literals that overlap or share a prefix, at the very end of the text too', () => {
    const present = new LiteralSet(['key', 'keys', 'eys', 'ys=', 'x', 'zz']).present('my keys=1');
    expect([...present].sort()).toEqual(['eys', 'key', 'keys', 'ys=']);
  });
});
