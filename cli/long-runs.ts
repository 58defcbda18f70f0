// For `scan`: a line holding a run of 1,000,000 characters or more without a space (a source map's
// `mappings`, a minified bundle) cannot be cut into the engine's pieces. Masking must refuse such input
// (exit 3: nothing may stay unmasked), but a scan can go on: it skips that line from the run's start to
// the line's end and says so. Works on the bytes as read, before decoding, so every reader of the input
// sees the same text.
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { MAX_PIECE_LENGTH } from '@/lib/masking';

const NEWLINE = 10;

/** What was skipped: the rest of `line` (1-based), `bytes` long. */
export interface SkippedRun {
  line: number;
  bytes: number;
}

/** ASCII whitespace, where the mask stream can cut (it can also cut at Unicode spaces: a run holding one may be skipped though it could be searched). */
const isSpace = (byte: number) => byte === 32 || (byte >= 9 && byte <= 13);

/** UTF-16 code units a UTF-8 byte begins: 0 for a continuation byte, 2 for the lead of a 4-byte sequence. */
const unitsOf = (byte: number) => ((byte & 0xc0) === 0x80 ? 0 : byte >= 0xf0 ? 2 : 1);

function unitsIn(bytes: Uint8Array, start: number, end: number): number {
  let units = 0;
  for (let i = start; i < end; i++) units += unitsOf(bytes[i]);
  return units;
}

function lastSpace(bytes: Uint8Array, start: number, end: number): number {
  for (let i = end - 1; i >= start; i--) if (isSpace(bytes[i])) return i;
  return -1;
}

/**
 * Passes the bytes through except, on a line with a run of `limit` UTF-16 code units or more without ASCII
 * whitespace, the run and the rest of its line (the line break stays, so line numbers do not move).
 * Lines shorter than `limit` bytes cannot hold such a run and pass as they are, found by a search for
 * line breaks; only longer lines are walked byte by byte. Holds back at most the run at the end of a
 * chunk (under `limit` characters).
 */
export class LongRunFilter extends Transform {
  readonly skipped: SkippedRun[] = [];
  private line = 1;
  /** Bytes of the current line so far (passed on, held back or skipped). */
  private lineBytes = 0;
  /** The run the last chunk ended with, not passed on yet: the next chunk may make it too long. */
  private held: Buffer[] = [];
  private heldBytes = 0;
  private heldUnits = 0;
  /** Dropping the rest of the line, and how much of it so far. */
  private skipping = false;
  private skippedBytes = 0;

  constructor(private readonly limit: number = MAX_PIECE_LENGTH) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    /** The first byte of the chunk not yet passed on or dropped. */
    let from = 0;
    let at = 0;
    while (at < chunk.length) {
      const newline = chunk.indexOf(NEWLINE, at);
      const end = newline === -1 ? chunk.length : newline;
      if (!this.skipping && this.lineBytes + (end - at) < this.limit) {
        // Too short to hold a long run: passed on with the rest of the chunk.
        if (newline !== -1) {
          this.passHeld();
          this.endLine();
          at = newline + 1;
          continue;
        }
        this.lineBytes += end - at;
        const space = lastSpace(chunk, at, end);
        if (space !== -1) {
          this.passHeld();
          this.push(chunk.subarray(from, space + 1));
          this.hold(chunk, space + 1, end, 0);
        } else {
          if (from < at) this.push(chunk.subarray(from, at));
          this.hold(chunk, at, end, this.heldUnits);
        }
        from = end;
        break;
      }
      if (from < at) this.push(chunk.subarray(from, at));
      this.longSegment(chunk, at, end, newline !== -1);
      from = end;
      if (newline === -1) break;
      this.endLine();
      at = newline + 1;
    }
    if (from < chunk.length) this.push(chunk.subarray(from));
    done();
  }

  override _flush(done: TransformCallback): void {
    this.passHeld();
    if (this.skipping) this.skipped.push({ line: this.line, bytes: this.skippedBytes });
    done();
  }

  /** A part of a line that may be or become long: walked byte by byte. Passes on, holds back or drops all of it. */
  private longSegment(chunk: Buffer, start: number, end: number, endsLine: boolean): void {
    this.lineBytes += end - start;
    if (this.skipping) {
      this.skippedBytes += end - start;
      return;
    }
    let runStart = start;
    let units = this.heldUnits;
    for (let i = start; i < end; i++) {
      const byte = chunk[i];
      if (isSpace(byte)) {
        units = 0;
        runStart = i + 1;
        continue;
      }
      units += unitsOf(byte);
      if (units < this.limit) continue;
      // The run is too long: what comes before it goes on; it and the rest of the line are dropped.
      let dropped = end - runStart;
      if (runStart > start) {
        this.passHeld();
        this.push(chunk.subarray(start, runStart));
      } else {
        dropped += this.heldBytes;
        this.dropHeld();
      }
      this.skipping = true;
      this.skippedBytes = dropped;
      return;
    }
    if (endsLine) {
      this.passHeld();
      this.push(chunk.subarray(start, end));
    } else if (runStart > start) {
      this.passHeld();
      this.push(chunk.subarray(start, runStart));
      this.hold(chunk, runStart, end, 0);
    } else {
      this.hold(chunk, start, end, this.heldUnits);
    }
  }

  /** Holds back chunk[start, end) after what is held (whose units are `unitsBefore`). */
  private hold(chunk: Buffer, start: number, end: number, unitsBefore: number): void {
    if (start === end) return;
    // A copy: the reader may reuse its buffer once the chunk is handled.
    this.held.push(Buffer.from(chunk.subarray(start, end)));
    this.heldBytes += end - start;
    this.heldUnits = unitsBefore + unitsIn(chunk, start, end);
  }

  private passHeld(): void {
    for (const part of this.held) this.push(part);
    this.dropHeld();
  }

  private dropHeld(): void {
    this.held = [];
    this.heldBytes = 0;
    this.heldUnits = 0;
  }

  private endLine(): void {
    if (this.skipping) this.skipped.push({ line: this.line, bytes: this.skippedBytes });
    this.skipping = false;
    this.skippedBytes = 0;
    this.line++;
    this.lineBytes = 0;
  }
}

/** `source` through a LongRunFilter; a read error of the source fails the filter, and closing the filter closes the source (unless it is `keepOpen`). */
export function withoutLongRuns(source: Readable, filter: LongRunFilter, keepOpen = false): Readable {
  source.on('error', (error) => filter.destroy(error));
  filter.on('close', () => {
    if (!keepOpen) source.destroy();
  });
  return source.pipe(filter);
}
