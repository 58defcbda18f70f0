/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { keywordScanner } from '@/lib/masking/find/keyword-values';
import type { KeywordMatch } from '@/lib/masking/find/keyword-scan';
import { findRuleKeywords } from '@/lib/masking/find/rule-keywords';
import { readText } from '@/lib/masking/find/text';

/** The values the scanner finds when it searches the text itself, and when it is given where the roots start. */
function bothWays(input: string): { searched: number[][]; fromStarts: number[][] } {
  const scanner = keywordScanner();
  const collect = (starts?: Int32Array | null, exact?: boolean) => {
    const found: number[][] = [];
    scanner.scan(input, () => true, ({ start, end }: KeywordMatch) => found.push([start, end]), starts, exact);
    return found;
  };
  const text = readText(input);
  return { searched: collect(), fromStarts: collect(findRuleKeywords(text).startsOf(scanner.roots), text.unitsOfInput) };
}

describe('the keyword scan from the roots the keyword pass found', () => {
  it('finds what a search of the text finds, whatever the case and the characters outside ASCII', () => {
    const piece = fc.constantFrom('password=', 'PASSWORD: ', 'user=', 'User: ', 'api_key=', '\u212aey=', 'ſecret=', 'token ', 'Hunter2', 'bob', ' ', '\n', 'é', 'İ', 'Σ', '"', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const { searched, fromStarts } = bothWays(pieces.join(''));
        expect(fromStarts).toEqual(searched);
      }),
      { numRuns: 1500 },
    );
  });

  it('finds values at all (the comparison above is not between empty lists)', () => {
    expect(bothWays('password=Hunter2').searched).toEqual([[9, 16]]);
  });
});
