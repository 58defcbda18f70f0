/** A text's UTF-16 code units in a typed array: hot loops index it instead of calling `charCodeAt` per character. */
export type CodeUnits = Uint8Array | Uint16Array;

const encoder = typeof TextEncoder === 'function' ? new TextEncoder() : null;

/** A run of code units outside ASCII. */
const NON_ASCII_RUN = /[^\x00-\x7f]+/g;

/**
 * The code units of `text`. An ASCII text (nearly every log) is encoded natively, one byte per
 * character, in a fraction of a millisecond per megabyte. A text with a few characters outside ASCII (a
 * left-to-right mark, an arrow, an accented name: enough to make the whole string two bytes a character)
 * is encoded natively too, and its ASCII runs widened into a Uint16Array with one typed-array copy each;
 * only the characters outside ASCII are read one by one. That costs a fifth of a `charCodeAt` loop over a
 * megabyte. Either way `units[i] === text.charCodeAt(i)` for every index.
 */
export function codeUnits(text: string): CodeUnits {
  if (!encoder) return copiedUnits(text);
  const bytes = encoder.encode(text);
  // Every code unit outside ASCII takes two or more UTF-8 bytes (a lone surrogate, U+FFFD's three).
  if (bytes.length === text.length) return bytes;
  if (bytes.length - text.length > text.length >> 4) return copiedUnits(text);
  const units = new Uint16Array(text.length);
  let at = 0;
  let byte = 0;
  NON_ASCII_RUN.lastIndex = 0;
  for (let run = NON_ASCII_RUN.exec(text); run !== null; run = NON_ASCII_RUN.exec(text)) {
    const start = run.index;
    units.set(bytes.subarray(byte, byte + (start - at)), at);
    byte += start - at;
    const end = start + run[0].length;
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      units[i] = code;
      if (code < 0x800) byte += 2;
      else if (code >= 0xd800 && code <= 0xdbff && i + 1 < end && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        // A surrogate pair: one character of four bytes.
        units[++i] = text.charCodeAt(i);
        byte += 4;
      } else byte += 3;
    }
    at = end;
  }
  units.set(bytes.subarray(byte, byte + (text.length - at)), at);
  return units;
}

function copiedUnits(text: string): Uint16Array {
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
  return units;
}
