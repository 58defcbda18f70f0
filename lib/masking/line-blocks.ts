/**
 * Bytes of a text file re-cut into blocks that end at a line break, for a reader to decode one block at a
 * time before the mask stream (the CLI's file reading, /tool's file mode).
 *
 * Why: a file arrives in chunks cut anywhere (64 KB from `File.stream()`, 1 MB from a Node read), so every
 * piece the mask stream hands to process() would be joined from the end of one chunk and the start of the
 * next: a copy of a megabyte per piece, which cost about 8 ms per MB in the CLI. A block of at most
 * MAX_PIECE_LENGTH bytes decodes to at most that many characters and, ending a line, becomes a piece as it
 * is (see cutPoint). A block is cut without a line break only when none occurs in it (one line
 * longer than a block; the mask stream cuts such a line at whitespace).
 */
import { MAX_PIECE_LENGTH } from './stream';

const NEWLINE = 10;

export class LineBlocks {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  constructor(private readonly blockBytes: number = MAX_PIECE_LENGTH) {}

  /** Takes the next chunk; gives the blocks completed by it (often none). */
  push(chunk: Uint8Array): Uint8Array[] {
    const blocks: Uint8Array[] = [];
    if (chunk.byteLength === 0) return blocks;
    this.pending.push(chunk);
    this.pendingBytes += chunk.byteLength;
    while (this.pendingBytes >= this.blockBytes) {
      const joined = this.take(this.blockBytes);
      const newline = joined.lastIndexOf(NEWLINE);
      const end = newline === -1 ? joined.byteLength : newline + 1;
      blocks.push(joined.subarray(0, end));
      if (end < joined.byteLength) this.unshift(joined.subarray(end));
    }
    return blocks;
  }

  /** The bytes left at the end of the input, as a last block (null when none). */
  end(): Uint8Array | null {
    return this.pendingBytes === 0 ? null : this.take(this.pendingBytes);
  }

  /** The first `count` pending bytes as one array (the chunk itself when it is exactly that). */
  private take(count: number): Uint8Array {
    const first = this.pending[0];
    if (first.byteLength >= count) {
      this.pending[0] = first.subarray(count);
      if (this.pending[0].byteLength === 0) this.pending.shift();
      this.pendingBytes -= count;
      return first.subarray(0, count);
    }
    const joined = new Uint8Array(count);
    let filled = 0;
    while (filled < count) {
      const part = this.pending[0];
      const used = Math.min(part.byteLength, count - filled);
      joined.set(part.subarray(0, used), filled);
      filled += used;
      if (used === part.byteLength) this.pending.shift();
      else this.pending[0] = part.subarray(used);
    }
    this.pendingBytes -= count;
    return joined;
  }

  private unshift(rest: Uint8Array): void {
    this.pending.unshift(rest);
    this.pendingBytes += rest.byteLength;
  }
}

/** LineBlocks as a WHATWG TransformStream of bytes (to put before a TextDecoderStream). */
export function lineBlockStream(blockBytes: number = MAX_PIECE_LENGTH): TransformStream<Uint8Array, Uint8Array> {
  const blocks = new LineBlocks(blockBytes);
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      for (const block of blocks.push(chunk)) controller.enqueue(block);
    },
    flush(controller) {
      const last = blocks.end();
      if (last) controller.enqueue(last);
    },
  });
}
