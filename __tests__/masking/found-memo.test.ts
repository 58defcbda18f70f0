/** @jest-environment node */
// FoundMemo (context-pass.ts): the searches the first pass keeps for the masking pass, within one budget.
import { findPiece } from '@/lib/masking';
import { FoundMemo } from '@/lib/masking/context-pass';

const piece = (i: number) => `line ${i}: mail ann${i}@contoso.example from 10.0.0.${i}\n`.repeat(200);

describe('FoundMemo', () => {
  it('gives a kept search back once, for the same piece at the same offset only', () => {
    const memo = new FoundMemo();
    const found = findPiece(piece(1), { mode: 'mask' })!;
    memo.keep(0, piece(1), found);
    expect(memo.take(100, piece(1))).toBeNull();
    // Without the lowercase code units (read again), the same arrays.
    expect(memo.take(0, piece(1))).toMatchObject({ taken: found.taken, starts: found.starts, lowerUnits: null });
    expect(memo.take(0, piece(1))).toBeNull();
    memo.keep(0, piece(1), found);
    expect(memo.take(0, piece(2))).toBeNull();
  });

  it('keeps no more than its budget, shared by the memos of one session, and frees what is taken or cleared', () => {
    const one = findPiece(piece(1), { mode: 'mask' })!;
    const bytes = one.taken.byteLength + one.starts.byteLength + one.ends.byteLength + one.contextual.byteLength + one.requests.byteLength;
    const budget = { left: bytes * 2 };
    const first = new FoundMemo(budget);
    const second = new FoundMemo(budget);
    first.keep(0, piece(1), one);
    second.keep(0, piece(1), findPiece(piece(1), { mode: 'mask' })!);
    second.keep(1, piece(1), findPiece(piece(1), { mode: 'mask' })!);
    expect([first.size, second.size, budget.left]).toEqual([1, 1, 0]);
    expect(first.take(0, piece(1))).not.toBeNull();
    expect(budget.left).toBe(bytes);
    second.clear();
    expect([second.size, budget.left]).toEqual([0, bytes * 2]);
  });
});
