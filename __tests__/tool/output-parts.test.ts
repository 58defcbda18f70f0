/** @jest-environment node */
// File mode's output written from each piece's input and detections (OutputParts): the bytes TextEncoder
// gives for the masked text, in order across pieces and Blob parts, and the first lines as the preview.
import fc from 'fast-check';
import type { Detection } from '@/lib/masking';
import { renderOutput } from '@/lib/masking/render/render-output';
import { OutputParts } from '@/lib/tool/output-parts';
import { encodeUtf8Into } from '@/lib/tool/utf8';

const detection = (start: number, end: number, masked: string): Detection =>
  ({ start, end, masked, original: '', type: 'email', source: 'pattern' }) as unknown as Detection;

const joined = renderOutput;

// Characters of every UTF-8 length, and the halves of a surrogate pair alone, so pairs get cut and formed.
const unit = fc.oneof(fc.constantFrom('a', ' ', '\n', 'é', '中', '😀', '\ud83d', '\ude00'), fc.string({ unit: 'binary', maxLength: 1 }));
const textOf = (maxLength: number, minLength = 0) => fc.array(unit, { minLength, maxLength }).map((units) => units.join(''));

/** A piece with detections at random, non-overlapping places (from sorted cut points). */
const pieceArbitrary = fc
  .record({
    input: textOf(80),
    cuts: fc.array(fc.nat(), { maxLength: 12 }),
    masks: fc.array(textOf(4, 1), { minLength: 6, maxLength: 6 }),
  })
  .map(({ input, cuts, masks }) => {
    const points = [...new Set(cuts.map((c) => c % (input.length + 1)))].sort((a, b) => a - b);
    const detections: Detection[] = [];
    for (let i = 0; i + 1 < points.length; i += 2) detections.push(detection(points[i], points[i + 1], masks[(i / 2) % masks.length]));
    return { input, detections };
  });

test('writes each piece as the masked text’s UTF-8, in order, whatever its characters (lone and cut surrogates too)', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(pieceArbitrary, { maxLength: 6 }), fc.integer({ min: 8, max: 400 }), async (pieces, bufferBytes) => {
      const parts = new OutputParts(3, bufferBytes);
      for (const { input, detections } of pieces) parts.write(input, detections);
      // Each piece is its own text (a piece ends at a line break or a space, never inside a pair).
      const expected = pieces.flatMap(({ input, detections }) => [...new TextEncoder().encode(joined(input, detections))]);
      expect([...new Uint8Array(await parts.blob().arrayBuffer())]).toEqual(expected);
    }),
  );
});

test('keeps the first lines as the preview, across pieces and parts of their own', async () => {
  const parts = new OutputParts(4, 64);
  parts.write('one alice@x.io\ntwo ', [detection(4, 14, '[Masked Email 1]')]);
  parts.write('still two\nthree café 😀\n', []);
  // Longer than the buffer: written into bytes of its own.
  parts.write(`four ${'x'.repeat(100)}\nfive\nsix\n`, [detection(0, 4, 'FOUR')]);
  expect(parts.preview).toBe(`one [Masked Email 1]\ntwo still two\nthree café 😀\nFOUR ${'x'.repeat(100)}\n`);
  expect(await parts.blob().text()).toBe(`one [Masked Email 1]\ntwo still two\nthree café 😀\nFOUR ${'x'.repeat(100)}\nfive\nsix\n`);
});

test('encodeUtf8Into writes a range of a string as the string of that range', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.nat(), fc.nat(), (text, a, b) => {
      const [start, end] = [a % (text.length + 1), b % (text.length + 1)].sort((x, y) => x - y);
      const out = new Uint8Array(3 * text.length);
      expect(out.subarray(0, encodeUtf8Into(text, out, 0, start, end))).toEqual(new TextEncoder().encode(text.slice(start, end)));
    }),
  );
});
