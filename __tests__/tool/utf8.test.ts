/** @jest-environment node */
import fc from 'fast-check';
import { encodeUtf8Into, MAX_UTF8_BYTES_PER_UNIT } from '@/lib/tool/utf8';

const encoded = (text: string, at = 0) => {
  const out = new Uint8Array(at + text.length * MAX_UTF8_BYTES_PER_UNIT);
  const end = encodeUtf8Into(text, out, at);
  return out.subarray(at, end);
};

test('writes the bytes TextEncoder writes: ASCII, two- and three-byte characters, surrogate pairs', () => {
  for (const text of ['', 'plain ascii\n', 'café ß ÿ', 'ĀЖ߿', 'ࠀ中文 ￿', '😀 𝄞 \u{10ffff}', 'mixed é中😀x']) {
    expect(encoded(text)).toEqual(new TextEncoder().encode(text));
  }
});

test('a lone surrogate becomes U+FFFD, as in TextEncoder and Blob', () => {
  for (const text of ['\ud800', 'a\udc00b', 'x\ud83d', '\ude00\ud83d', '\ud83d\ud83d\ude00']) {
    expect(encoded(text)).toEqual(new TextEncoder().encode(text));
  }
});

test('any string of UTF-16 code units, written from any offset', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.nat(8), (text, at) => {
      expect(encoded(text, at)).toEqual(new TextEncoder().encode(text));
    }),
  );
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 200 }), (codes) => {
      const text = String.fromCharCode(...codes);
      expect(encoded(text)).toEqual(new TextEncoder().encode(text));
    }),
  );
});
