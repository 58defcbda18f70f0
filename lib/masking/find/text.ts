import { codeUnits, type CodeUnits } from './code-units';

/**
 * Takes the input; gives the text as every stage reads it: the input, the code units of its lowercase
 * form and, when a stage asks, that form as a string. Rules and literals are matched case-insensitively.
 *
 * The lowercase string is made only when asked for (a custom value searched for, a fake looked up in
 * replace mode): the scans read the lowercase code units, and a key is the range lowercased. A string of a
 * megabyte costs more to make than most stages take (its memory is fresh each time), so a mask run
 * without custom values never makes it.
 */
export class Text {
  /** The lowercase string, once made. */
  private lowered: string | null;

  constructor(
    readonly input: string,
    /** The code units of the lowercase text. */
    readonly lowerUnits: CodeUnits,
    /** Offsets into the lowercase text match the input unless lowercasing changed the length (rare Unicode). */
    readonly sameLength: boolean,
    lower: string | null,
  ) {
    this.lowered = lower;
  }

  /** The input lowercased (`input.toLowerCase()`), made on first use. */
  get lower(): string {
    this.lowered ??= this.input.toLowerCase();
    return this.lowered;
  }

  /**
   * Whether the lowercase text includes `literal` (a short lowercase keyword), without making `lower`: the
   * input is searched for each way the literal can be written there (`o=`, `O=`; a `k` also as the Kelvin
   * sign, the one character outside ASCII that lowercases into ASCII one for one). A few native searches
   * cost less than lowercasing a megabyte.
   */
  includesLower(literal: string): boolean {
    if (this.lowered !== null || literal.length > 3 || /[^\x00-\x7f]/.test(literal)) return this.lower.includes(literal);
    let variants = [''];
    for (const char of literal) {
      const forms = char >= 'a' && char <= 'z' ? (char === 'k' ? [char, 'K', '\u212a'] : [char, char.toUpperCase()]) : [char];
      variants = variants.flatMap((head) => forms.map((form) => head + form));
    }
    return variants.some((variant) => this.input.includes(variant));
  }

  /** `lower.slice(start, end)`, without making `lower` when it is not made yet. */
  lowerSlice(start: number, end: number): string {
    return this.lowered !== null ? this.lowered.slice(start, end) : this.input.slice(start, end).toLowerCase();
  }
}

/**
 * Lowercases the input's code units in place of `input.toLowerCase()` when that is a character-for-
 * character mapping: every character outside ASCII maps to one code unit, none is a surrogate (astral
 * letters have case too) or a capital sigma (whose lowercase depends on the next letter). Any other text
 * is lowercased as a string, as before. Either way `lowerUnits[i] === lower.charCodeAt(i)`.
 */
export function readText(input: string): Text {
  const units = codeUnits(input);
  if (units instanceof Uint8Array) {
    lowerAsciiInPlace(units);
    return new Text(input, units, true, null);
  }
  if (lowerInPlace(units)) return new Text(input, units, true, null);
  const lower = input.toLowerCase();
  return new Text(input, codeUnits(lower), lower.length === input.length, lower);
}

/** `A`–`Z` to `a`–`z` in ASCII code units, four at a time where the array is aligned for it. */
function lowerAsciiInPlace(units: Uint8Array): void {
  const aligned = units.byteOffset % 4 === 0 ? units.length >> 2 : 0;
  if (aligned > 0) {
    const words = new Uint32Array(units.buffer, units.byteOffset, aligned);
    for (let i = 0; i < aligned; i++) {
      const word = words[i];
      // Each byte is below 0x80, so the sums cannot carry into the next byte: bit 7 of a byte of the first
      // is set from `A` on, of the second from `[` on; where only the first is, the byte gets 0x20.
      const upper = (word + 0x3f3f3f3f) & ~(word + 0x25252525) & 0x80808080;
      words[i] = word | (upper >>> 2);
    }
  }
  for (let i = aligned << 2; i < units.length; i++) {
    const code = units[i];
    if (code >= 65 && code <= 90) units[i] = code + 32;
  }
}

/** Lowercase of each BMP code unit when it is one code unit (0: not), built on first use. */
let bmpLower: Uint16Array | null = null;

function lowercaseTable(): Uint16Array {
  if (!bmpLower) {
    bmpLower = new Uint16Array(0x10000);
    for (let code = 0; code < 0x10000; code++) {
      const lower = String.fromCharCode(code).toLowerCase();
      bmpLower[code] = lower.length === 1 ? lower.charCodeAt(0) : 0;
    }
    // Surrogates (astral letters have case) and the capital sigma (final or not by context) are not mapped.
    bmpLower.fill(0, 0xd800, 0xe000);
    bmpLower[0x3a3] = 0;
  }
  return bmpLower;
}

/** Lowercases the code units in place; false (units partly changed) when a character needs the string's own lowercasing. */
function lowerInPlace(units: Uint16Array): boolean {
  const table = lowercaseTable();
  for (let i = 0; i < units.length; i++) {
    const code = units[i];
    if (code < 128) {
      if (code >= 65 && code <= 90) units[i] = code + 32;
      continue;
    }
    const lower = table[code];
    if (lower === 0) return false;
    units[i] = lower;
  }
  return true;
}

/** The lowercase key of `input[start, end)`: the range of the lowercase text when its offsets match the input's, else the range lowercased. */
export function keyOf(text: Text, start: number, end: number): string {
  return text.sameLength ? text.lowerSlice(start, end) : text.input.slice(start, end).toLowerCase();
}

/**
 * Whether `input[start, end)` equals its lowercase form, read from the lowercase text's code units (when
 * lowercasing kept the length). `lower.startsWith(original, start)` did the same at three times the cost.
 */
export function isLowerCase(input: string, lowerUnits: CodeUnits, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (input.charCodeAt(i) !== lowerUnits[i]) return false;
  return true;
}
