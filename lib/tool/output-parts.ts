// File mode's output: each piece written as UTF-8 straight from its input and detections (its output string
// is never made: a megabyte of new string per piece cost more than writing it) into a buffer that becomes a
// Blob part when the next piece might not fit, and the output's first lines kept as the preview.
import type { Detection } from '@/lib/masking';
import { partsCouldSplitSurrogatePair, renderOutput } from '@/lib/masking/render/render-output';
import { encodeUtf8Into, MAX_UTF8_BYTES_PER_UNIT } from './utf8';

/** Bytes of the buffer the pieces are written into (a Blob copies it, so it is reused). */
const BLOB_EVERY = 8_000_000;
const TYPE = { type: 'text/plain;charset=utf-8' };

export class OutputParts {
  private readonly blobs: Blob[] = [];
  private readonly buffer: Uint8Array<ArrayBuffer>;
  private used = 0;
  /** The output's first `previewLines` lines. */
  preview = '';
  private lines = 0;
  private readonly decoder = new TextDecoder();

  constructor(
    private readonly previewLines: number,
    bufferBytes = BLOB_EVERY,
  ) {
    this.buffer = new Uint8Array(bufferBytes);
  }

  /** Writes `input` with each detection's range (in order, not overlapping) replaced by its substitute. */
  write(input: string, detections: readonly Detection[]): void {
    let units = input.length;
    for (const d of detections) units += d.masked.length - (d.end - d.start);
    const room = units * MAX_UTF8_BYTES_PER_UNIT;
    if (this.used + room > this.buffer.length) this.flush();
    // A piece whose output might outgrow the buffer is written into bytes of its own, one Blob part.
    const own = room > this.buffer.length;
    const out = own ? new Uint8Array(room) : this.buffer;
    const from = own ? 0 : this.used;
    let at = from;
    if (partsCouldSplitSurrogatePair(input, detections)) {
      // A surrogate pair could form across a part's end: the whole text is encoded at once instead.
      at = encodeUtf8Into(renderOutput(input, detections), out, at);
    } else {
      let last = 0;
      for (const d of detections) {
        at = encodeUtf8Into(input, out, at, last, d.start);
        at = encodeUtf8Into(d.masked, out, at);
        last = d.end;
      }
      at = encodeUtf8Into(input, out, at, last, input.length);
    }
    if (this.lines < this.previewLines) this.keepPreview(out, from, at);
    if (own) this.blobs.push(new Blob([out.subarray(0, at)], TYPE));
    else this.used = at;
  }

  /** All the output, as one Blob of the parts. */
  blob(): Blob {
    this.flush();
    return new Blob(this.blobs, TYPE);
  }

  private flush(): void {
    if (this.used > 0) this.blobs.push(new Blob([this.buffer.subarray(0, this.used)], TYPE));
    this.used = 0;
  }

  /** Adds the bytes from `from` to `to` to the preview, up to its last line. A piece ends between characters. */
  private keepPreview(bytes: Uint8Array<ArrayBuffer>, from: number, to: number): void {
    let end = from;
    while (this.lines < this.previewLines) {
      const newline = bytes.indexOf(10, end);
      if (newline === -1 || newline >= to) {
        end = to;
        break;
      }
      end = newline + 1;
      this.lines++;
    }
    this.preview += this.decoder.decode(bytes.subarray(from, end));
  }
}
