/** @jest-environment node */
// LongRunFilter (scan's skipping of lines too long to search) against a plain model of it, over random text
// cut into random chunks: the output and the skips must not depend on where the chunks end.
import fc from 'fast-check';
import { Readable } from 'node:stream';
import { LongRunFilter, withoutLongRuns, type SkippedRun } from '@/cli/long-runs';

const LIMIT = 8;

/** What the filter must do, line by line on the whole text: cut each line at its first run of LIMIT UTF-16 units without ASCII whitespace. */
function model(text: string): { output: string; skipped: SkippedRun[] } {
  const skipped: SkippedRun[] = [];
  const lines = text.split('\n').map((line, index) => {
    for (const match of line.matchAll(/[^ \t\n\v\f\r]+/g)) {
      if (match[0].length < LIMIT) continue;
      skipped.push({ line: index + 1, bytes: Buffer.byteLength(line.slice(match.index)) });
      return line.slice(0, match.index);
    }
    return line;
  });
  return { output: lines.join('\n'), skipped };
}

async function filtered(chunks: Buffer[]): Promise<{ output: string; skipped: SkippedRun[] }> {
  const filter = new LongRunFilter(LIMIT);
  const out: Buffer[] = [];
  for await (const chunk of withoutLongRuns(Readable.from(chunks), filter)) out.push(chunk as Buffer);
  return { output: Buffer.concat(out).toString('utf8'), skipped: filter.skipped };
}

/** Cuts bytes at the given points (any byte, inside a character too). */
function cut(bytes: Buffer, points: number[]): Buffer[] {
  const at = [...new Set(points.map((point) => point % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let last = 0;
  for (const point of [...at, bytes.length]) {
    if (point > last) chunks.push(bytes.subarray(last, point));
    last = point;
  }
  return chunks;
}

const pieces = fc.constantFrom('a', 'b', 'é', '日', '😀', ' ', '\t', '\n', '\r\n', 'xxxx', 'yyyyyyyy');

describe('LongRunFilter', () => {
  it('gives what the line-by-line model gives, however the input is cut into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pieces, { maxLength: 60 }), fc.array(fc.nat(), { maxLength: 12 }), async (parts, points) => {
        const text = parts.join('');
        expect(await filtered(cut(Buffer.from(text), points))).toEqual(model(text));
      }),
      { numRuns: 400 },
    );
  });

  it('counts a 4-byte character as two code units, as the engine does', async () => {
    // Three emoji are six units: under the limit of 8; four are eight.
    expect((await filtered([Buffer.from('😀😀😀 ok\n')])).skipped).toEqual([]);
    expect(await filtered([Buffer.from('a 😀😀😀😀 b\nnext\n')])).toEqual({ output: 'a \nnext\n', skipped: [{ line: 1, bytes: 18 }] });
  });
});
