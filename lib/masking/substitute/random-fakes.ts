/** Deterministic pseudo-random hex for derived fakes (the n-th derived value is always the same). */
export function hexFromNumber(n: number, length: number): string {
  let state = (n * 2654435761) >>> 0 || 1;
  let out = '';
  while (out.length < length) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out += state.toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}

/** Appends the Luhn check digit to a string of digits. */
export function withLuhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits + String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(digits: string): boolean {
  return withLuhnCheckDigit(digits.slice(0, -1)) === digits;
}

/** base64url of an ASCII string, without padding (btoa exists in browsers, workers and Node). */
export function base64Url(ascii: string): string {
  return btoa(ascii).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
