/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { codeUnits } from '@/lib/masking/find/code-units';
import { TextRanges } from '@/lib/masking/substitute/text-ranges';

describe('TextRanges answers whether a value is the text of one of the ranges', () => {
  it('answers exactly what a Set of the sliced ranges answers', () => {
    const alphabet = fc.constantFrom('a', 'b', '1', '.', '-', ' ', 'é', '\n');
    const text = fc.array(alphabet, { minLength: 1, maxLength: 120 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        text,
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 30 })), { maxLength: 40 }),
        fc.array(fc.array(alphabet, { maxLength: 30 }).map((chars) => chars.join('')), { maxLength: 10 }),
        (haystack, picks, others) => {
          const starts = picks.map(([at]) => at % haystack.length);
          const ends = picks.map(([, length], i) => Math.min(haystack.length, starts[i] + length));
          const slices = starts.map((start, i) => haystack.slice(start, ends[i]));
          const expected = new Set(slices);
          const ranges = new TextRanges(codeUnits(haystack), starts, ends);
          for (const value of [...slices, ...others, ...slices.map((slice) => slice.slice(1)), ...slices.map((slice) => `${slice}a`)]) {
            expect({ value, found: ranges.has(value) }).toEqual({ value, found: expected.has(value) });
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('tells apart long values that share their first and last eight characters and their length', () => {
    const text = 'token=abcdefgh-111-stuvwxyz token=abcdefgh-222-stuvwxyz';
    const ranges = new TextRanges(codeUnits(text), [6], [27]);
    expect(ranges.has('abcdefgh-111-stuvwxyz')).toBe(true);
    expect(ranges.has('abcdefgh-222-stuvwxyz')).toBe(false);
    expect(ranges.has('abcdefgh-11-stuvwxyz')).toBe(false);
  });

  it('keeps one entry for a text repeated many times and still finds it', () => {
    const text = 'ab '.repeat(5000);
    const starts = Array.from({ length: 5000 }, (_, i) => i * 3);
    const ranges = new TextRanges(codeUnits(text), starts, starts.map((start) => start + 2));
    expect(ranges.has('ab')).toBe(true);
    expect(ranges.has('ab ')).toBe(false);
    expect(ranges.has('')).toBe(false);
  });
});
