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
  return unitsOf(text, false)!;
}

/**
 * The code units of `text.toLowerCase()`, made from the text's own as codeUnits makes them, when
 * lowercasing is character for character: every character outside ASCII lowercases to one code unit, and
 * none is a capital sigma (final or not by the letter after it), the Kelvin sign (the one character
 * outside ASCII that lowercases into ASCII) or an astral letter with case. Null for any other text.
 */
export function lowerCodeUnits(text: string): CodeUnits | null {
  return unitsOf(text, true);
}

/** Whether `units` hold `value` from `start` on (the caller checked that it fits). */
export function unitsStartWith(units: CodeUnits, value: string, start: number): boolean {
  for (let i = 0; i < value.length; i++) if (units[start + i] !== value.charCodeAt(i)) return false;
  return true;
}

function unitsOf(text: string, lower: boolean): CodeUnits | null {
  if (!encoder) return copiedUnits(text, lower);
  const bytes = encoder.encode(text);
  if (lower) lowerAsciiBytes(bytes);
  // Every code unit outside ASCII takes two or more UTF-8 bytes (a lone surrogate, U+FFFD's three).
  if (bytes.length === text.length) return bytes;
  if (bytes.length - text.length > text.length >> 4) return copiedUnits(text, lower);
  const table = lower ? lowercaseTable() : null;
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
      if (i + 1 < end && isSurrogatePair(code, text.charCodeAt(i + 1))) {
        // One character of four bytes (an astral letter with case is not lowercased here).
        if (table && hasCase(text, i)) return null;
        units[i] = code;
        units[++i] = text.charCodeAt(i);
        byte += 4;
        continue;
      }
      const unit = table ? lowerUnit(table, code) : code;
      if (unit < 0) return null;
      units[i] = unit;
      byte += code < 0x800 ? 2 : 3;
    }
    at = end;
  }
  units.set(bytes.subarray(byte, byte + (text.length - at)), at);
  return units;
}

function copiedUnits(text: string, lower: boolean): Uint16Array | null {
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
  if (!lower) return units;
  const table = lowercaseTable();
  for (let i = 0; i < units.length; i++) {
    const code = units[i];
    if (i + 1 < units.length && isSurrogatePair(code, units[i + 1])) {
      if (hasCase(text, i)) return null;
      i++;
      continue;
    }
    const unit = lowerUnit(table, code);
    if (unit < 0) return null;
    units[i] = unit;
  }
  return units;
}

function isSurrogatePair(high: number, low: number): boolean {
  return (high & 0xfc00) === 0xd800 && (low & 0xfc00) === 0xdc00;
}

/** Whether the astral character at `at` (a surrogate pair) changes when lowercased. */
function hasCase(text: string, at: number): boolean {
  const pair = text.slice(at, at + 2);
  return pair.toLowerCase() !== pair;
}

/** `A`–`Z` to `a`–`z` in UTF-8 or ASCII bytes (others unchanged), four at a time where the array is aligned for it. */
function lowerAsciiBytes(bytes: Uint8Array): void {
  const aligned = bytes.byteOffset % 4 === 0 ? bytes.length >> 2 : 0;
  if (aligned > 0) lowerAsciiWords(new Uint32Array(bytes.buffer, bytes.byteOffset, aligned));
  for (let i = aligned << 2; i < bytes.length; i++) {
    const code = bytes[i];
    if (code >= 65 && code <= 90) bytes[i] = code + 32;
  }
}

/**
 * The four-byte words of lowerAsciiBytes, in a function of their own: V8 compiles a long loop while it
 * runs, and compiled with the rare tail loop after it (which had never run) it threw that code away at
 * the tail, call after call.
 */
function lowerAsciiWords(words: Uint32Array): void {
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    // Per byte, on its low seven bits (so no sum carries into the next byte): bit 7 of the first sum is
    // set from `A` on, of the second from `[` on; a byte with its own bit 7 set (UTF-8) is left alone.
    const low = word & 0x7f7f7f7f;
    const upper = (low + 0x3f3f3f3f) & ~(low + 0x25252525) & ~word & 0x80808080;
    words[i] = word | (upper >>> 2);
  }
}

/** The lowercase of one code unit outside a surrogate pair; -1 when it takes the string's own lowercasing. */
function lowerUnit(table: Uint16Array, code: number): number {
  if (code < 128) return code >= 65 && code <= 90 ? code + 32 : code;
  const lower = table[code];
  return lower === 0 ? -1 : lower;
}

/** Lowercase of each BMP code unit when it is one code unit and needs no context (0: not), built on first use. */
let bmpLower: Uint16Array | null = null;

function lowercaseTable(): Uint16Array {
  if (!bmpLower) {
    bmpLower = new Uint16Array(0x10000);
    for (let code = 0; code < 0x10000; code++) {
      const lower = String.fromCharCode(code).toLowerCase();
      bmpLower[code] = lower.length === 1 ? lower.charCodeAt(0) : 0;
    }
    // The capital sigma lowercases by context; the Kelvin sign into ASCII (a case-insensitive search of the
    // input would not find it as `k`); surrogates alone are left as they are.
    bmpLower[0x3a3] = 0;
    bmpLower[0x212a] = 0;
    for (let code = 0xd800; code < 0xe000; code++) bmpLower[code] = code;
  }
  return bmpLower;
}
