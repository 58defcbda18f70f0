// UTF-8 encoding of a string into a buffer, in plain JavaScript. File mode encodes its output with it
// rather than handing strings to Blob or TextEncoder: in a Chromium worker those convert each large string
// at roughly 30 ms per MB (bench:tool file mode: 3 s of a 20 s run on 100 MB), this loop at a fraction
// of that. The bytes are exactly TextEncoder's: a lone surrogate becomes U+FFFD.

/** Most bytes one UTF-16 code unit can take in UTF-8 (a surrogate pair's four bytes come from two units). */
export const MAX_UTF8_BYTES_PER_UNIT = 3;

/**
 * Writes `text` (its code units from `start` to `end`, all unless given) as UTF-8 into `out` from `at` (room
 * for MAX_UTF8_BYTES_PER_UNIT × their number needed); returns where it ended. A surrogate pair cut by
 * `start` or `end` is written as lone surrogates are.
 */
export function encodeUtf8Into(text: string, out: Uint8Array, at: number, start = 0, end = text.length): number {
  for (let i = start; i < end; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      out[at++] = code;
      continue;
    }
    if (code < 0x800) {
      out[at++] = 0xc0 | (code >> 6);
      out[at++] = 0x80 | (code & 0x3f);
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
        out[at++] = 0xf0 | (point >> 18);
        out[at++] = 0x80 | ((point >> 12) & 0x3f);
        out[at++] = 0x80 | ((point >> 6) & 0x3f);
        out[at++] = 0x80 | (point & 0x3f);
        continue;
      }
      code = 0xfffd; // a lone surrogate
    }
    out[at++] = 0xe0 | (code >> 12);
    out[at++] = 0x80 | ((code >> 6) & 0x3f);
    out[at++] = 0x80 | (code & 0x3f);
  }
  return at;
}
