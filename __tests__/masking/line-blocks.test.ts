/** @jest-environment node */
// Bytes re-cut into blocks of whole lines, so the mask stream takes each block as a piece without copying it.
import fc from 'fast-check';
import { MaskingEngine, type MaskedPiece } from '@/lib/masking';
import { LineBlocks, lineBlockStream } from '@/lib/masking/line-blocks';
import { generateCorpus } from '@/scripts/bench/corpus';
import { seededRandom } from '@/scripts/bench/random';

function cutInto(bytes: Uint8Array, sizes: number[]): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = Math.max(1, sizes[i % sizes.length]);
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

function blocksOf(chunks: Uint8Array[], blockBytes: number): Uint8Array[] {
  const blocker = new LineBlocks(blockBytes);
  const blocks = chunks.flatMap((chunk) => blocker.push(chunk));
  const last = blocker.end();
  return last ? [...blocks, last] : blocks;
}

const concat = (blocks: Uint8Array[]) => Buffer.concat(blocks.map((block) => Buffer.from(block)));

describe('LineBlocks', () => {
  it('gives every byte once, in order, in blocks no longer than asked that end at a line break where one fits', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant('\n'), fc.string({ maxLength: 30 })), { maxLength: 80 }), fc.array(fc.integer({ min: 1, max: 90 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 120 }), (parts, sizes, blockBytes) => {
        const bytes = new TextEncoder().encode(parts.join(''));
        const blocks = blocksOf(cutInto(bytes, sizes), blockBytes);
        if (!concat(blocks).equals(Buffer.from(bytes))) return false;
        return blocks.slice(0, -1).every((block) => block.byteLength <= blockBytes && (block[block.byteLength - 1] === 10 || (block.byteLength === blockBytes && !block.includes(10))));
      }),
      { numRuns: 500 },
    );
  });

  it('feeds the mask stream pieces that are its blocks as decoded, with the output of one process() of the whole', async () => {
    const text = generateCorpus(200_000).text;
    const bytes = new TextEncoder().encode(text);
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of cutInto(bytes, [65_536, 4_099])) controller.enqueue(chunk);
        controller.close();
      },
    });
    const decodedBlocks: string[] = [];
    const pieces: MaskedPiece[] = [];
    const engine = new MaskingEngine({ random: seededRandom(3) });
    const reader = source
      .pipeThrough(lineBlockStream(30_000))
      .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
      .pipeThrough(new TransformStream<string, string>({ transform: (chunk, controller) => (decodedBlocks.push(chunk), controller.enqueue(chunk)) }))
      .pipeThrough(engine.maskStream({ mode: 'mask', pieceLength: 30_000, onPiece: (piece) => pieces.push(piece) }))
      .getReader();
    let output = '';
    for (let next = await reader.read(); !next.done; next = await reader.read()) output += next.value;
    expect(output).toBe(new MaskingEngine({ random: seededRandom(3) }).process(text, { mode: 'mask' }).output);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.map((piece) => piece.input)).toEqual(decodedBlocks);
  });
});
