/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { AcceptedRanges } from '@/lib/masking/resolve/accepted-ranges';
import { orderByStart } from '@/lib/masking/substitute/order-by-start';

describe('orderByStart orders range indices by their starts', () => {
  it('gives what a stable comparison sort gives, for any starts an input can have', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 300 }), (starts) => {
        const expected = starts.map((_, index) => index).sort((a, b) => starts[a] - starts[b] || a - b);
        expect(Array.from(orderByStart(starts, starts.length))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('orders only the first `count` starts', () => {
    expect(Array.from(orderByStart([30, 10, 20, 0], 3))).toEqual([1, 2, 0]);
  });

  it('keeps equal starts in index order and handles the largest 20-bit offset', () => {
    expect(Array.from(orderByStart([1_048_575, 5, 5, 1024, 0], 5))).toEqual([4, 1, 2, 3, 0]);
  });

  it('orders starts past 20 bits too (a whole text of several MB, where a test lifts the input limit)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: (1 << 30) - 1 }), { maxLength: 300 }), (starts) => {
        const expected = starts.map((_, index) => index).sort((a, b) => starts[a] - starts[b] || a - b);
        expect(Array.from(orderByStart(starts, starts.length))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
    expect(Array.from(orderByStart([3_500_000, 5, 1 << 20, 5], 4))).toEqual([1, 3, 2, 0]);
  });

  it('refuses a start that does not fit instead of misordering it', () => {
    expect(() => orderByStart([1 << 30], 1)).toThrow(RangeError);
    expect(() => orderByStart([-1], 1)).toThrow(RangeError);
  });
});

describe('AcceptedRanges keeps every range pushed, past its first capacity', () => {
  it('reads back what was pushed, in order', () => {
    const ranges = new AcceptedRanges();
    const request = { type: 'email', label: 'Email', source: 'pattern' as const };
    for (let i = 0; i < 1000; i++) ranges.push(i * 3, i * 3 + 2, i % 3 === 0 ? null : request, i % 2 === 0);
    expect(ranges.count).toBe(1000);
    for (const i of [0, 1, 255, 256, 257, 511, 512, 999]) {
      expect([ranges.starts[i], ranges.ends[i], ranges.requests[i], ranges.isContextual(i)]).toEqual([i * 3, i * 3 + 2, i % 3 === 0 ? null : request, i % 2 === 0]);
    }
  });
});
