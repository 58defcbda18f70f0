/**
 * The first of two passes over a text of any size. A value recognised only by its context (`user=alice`,
 * `password=hunter2`) is masked wherever else it stands in the text, before its context too; a stream that
 * masks piece by piece knows it only from the piece where its context stands. So a text that can be read
 * twice (a file) is: first through this pass, which cuts the same pieces, runs only the finders (on the
 * finder's threads when one is given) and gives the session every value found by its context, masking and
 * outputting nothing; then through the session's maskStream, which hunts those values from its first piece.
 * Together they give what one process() of the whole text would (see the invariant test,
 * __tests__/masking/two-pass-stream.test.ts). A text read once (an endless pipe) can only be masked in one
 * pass, and then a bare value before its context stays visible.
 */
import type { MaskingEngine } from './engine';
import type { FoundPiece } from './parallel/found-piece';
import { createPieceStream, type MaskStreamOptions } from './stream';

/** What the kept searches of one context pass may hold in all (their typed arrays), by default: about 1.2 bytes a character, so the first 40 MB or so of a text. */
export const FOUND_MEMO_BYTES = 48 * 1024 * 1024;

/**
 * The largest text (in characters, or bytes: never fewer) whose searches are kept: FOUND_MEMO_BYTES holds about
 * this many. A larger one keeps none: part of them would save little and hold the memory at the peak.
 */
export const FOUND_MEMO_TEXT = 40_000_000;

/** A TransformStream that reads the text and outputs nothing (pipe it to its end; see MaskingEngine.contextPass). */
export function createContextPass(engine: MaskingEngine, options: MaskStreamOptions, memo: FoundMemo | null = null): TransformStream<string, never> {
  return createPieceStream(engine, options, 'collect', memo) as TransformStream<string, never>;
}

/**
 * What the context pass found in the first pieces of one text (as findPiece gives it), kept while they fit in
 * `budget` bytes, so the masking pass of the same text takes it up instead of searching those pieces again
 * (the search is most of a piece's cost). A piece is taken up only where the masking pass cuts one of the same
 * length, at the same offset, with the same characters (a 32-bit hash of them: a file changed between the
 * passes is searched again), and only once.
 */
export class FoundMemo {
  private readonly kept = new Map<number, { length: number; hash: number; found: FoundPiece }>();

  /** `budget`: the bytes left to keep, shared by every memo of one session (many files read twice hold no more than one). */
  constructor(private readonly budget: { left: number } = { left: FOUND_MEMO_BYTES }) {}

  keep(offset: number, piece: string, searched: FoundPiece): void {
    // Not the lowercase code units (two bytes a character, most of it): the masking pass reads those again.
    const found = searched.lowerUnits ? { ...searched, lowerUnits: null } : searched;
    const bytes = sizeOf(found);
    if (bytes > this.budget.left) return;
    this.budget.left -= bytes;
    this.kept.set(offset, { length: piece.length, hash: hashOf(piece), found });
  }

  take(offset: number, piece: string): FoundPiece | null {
    const entry = this.kept.get(offset);
    if (!entry) return null;
    this.kept.delete(offset);
    this.budget.left += sizeOf(entry.found);
    return entry.length === piece.length && entry.hash === hashOf(piece) ? entry.found : null;
  }

  /** Drops what is kept (a memo no masking pass will take up). */
  clear(): void {
    for (const entry of this.kept.values()) this.budget.left += sizeOf(entry.found);
    this.kept.clear();
  }

  get size(): number {
    return this.kept.size;
  }
}

function sizeOf(found: FoundPiece): number {
  return found.taken.byteLength + found.starts.byteLength + found.ends.byteLength + found.contextual.byteLength + found.requests.byteLength + (found.lowerUnits?.byteLength ?? 0);
}

/** FNV-1a over the UTF-16 code units (about a millisecond per million characters). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

