import type { CodeUnits } from '../find/code-units';

/** Fakes are tested against the input's six-character sequences: long enough that a fake absent from the input is nearly always ruled out. */
const GRAM = 6;
const GRAM_BITS = 23;
/** 31^GRAM mod 2^32, to drop the character leaving the rolling window. */
const GRAM_OUT = (() => {
  let power = 1;
  for (let i = 0; i < GRAM; i++) power = Math.imul(power, 31);
  return power;
})();

/**
 * One step of the rolling hash of GRAM characters: `added` enters the window and `dropped` leaves it
 * (0 while the window is still filling). The text and the fakes are hashed with the same step.
 */
function rollGram(hash: number, added: number, dropped: number): number {
  return (Math.imul(hash, 31) + added - Math.imul(GRAM_OUT, dropped)) | 0;
}

function gramBit(hash: number): number {
  return Math.imul(hash, 0x9e3779b1) >>> (32 - GRAM_BITS);
}

/** A bitset of the hashed six-character sequences of a text, from its code units (one rolling pass). */
export function gramSet(units: CodeUnits): Uint32Array {
  const bits = new Uint32Array(1 << (GRAM_BITS - 5));
  let hash = 0;
  for (let i = 0; i < units.length; i++) {
    hash = rollGram(hash, units[i], i >= GRAM ? units[i - GRAM] : 0);
    if (i >= GRAM - 1) {
      const bit = gramBit(hash);
      bits[bit >>> 5] |= 1 << (bit & 31);
    }
  }
  return bits;
}

/** False when some six-character sequence of `value` never occurs in the text, so neither does `value`. */
export function mayOccur(bits: Uint32Array, value: string): boolean {
  if (value.length < GRAM) return true;
  let hash = 0;
  for (let i = 0; i < value.length; i++) {
    hash = rollGram(hash, value.charCodeAt(i), i >= GRAM ? value.charCodeAt(i - GRAM) : 0);
    if (i >= GRAM - 1) {
      const bit = gramBit(hash);
      if ((bits[bit >>> 5] & (1 << (bit & 31))) === 0) return false;
    }
  }
  return true;
}
