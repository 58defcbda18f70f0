import type { FakePool } from '../types';

/**
 * Fake secrets keep the shape of the original (prefix, length, alphabet) but are built from a fixed,
 * visibly fake pattern (`FAKE0001EXAMPLE…`, zeros, `EXAMPLE`), so they can never be a real credential.
 */
export type FakeAlphabet = 'alnum' | 'lowerhex' | 'base32' | 'base64' | 'urlsafe';

const FILLERS: Record<FakeAlphabet, string> = {
  alnum: 'EXAMPLE0fake0',
  lowerhex: '0',
  base32: 'EXAMPLEFAKEKEY',
  base64: 'EXAMPLE0fake0',
  urlsafe: 'EXAMPLE0fake0',
};

function base26(n: number, width: number): string {
  let out = '';
  for (let rest = n; out.length < width; rest = Math.floor(rest / 26)) out = String.fromCharCode(65 + (rest % 26)) + out;
  return out;
}

/** A fake body of exactly `length` characters of `alphabet` that encodes `n`. */
export function fakeBody(n: number, length: number, alphabet: FakeAlphabet = 'alnum'): string {
  if (alphabet === 'lowerhex') return String(n).padStart(length, '0').slice(-length);
  if (alphabet === 'base32') {
    const tail = base26(n, 4);
    const head = ('EXAMPLEFAKEKEY' + 'A'.repeat(length)).slice(0, Math.max(0, length - tail.length));
    return (head + tail).slice(-length);
  }
  const seed = `FAKE${String(n).padStart(4, '0')}`;
  let body = seed;
  while (body.length < length) body += FILLERS[alphabet];
  return body.slice(0, length);
}

/** Ten fakes and derived ones for a prefix-anchored token: `prefix` + fake body of `length`. */
export function prefixedTokenPool(id: string, prefix: string, length: number, alphabet: FakeAlphabet, suffix = ''): FakePool {
  const make = (n: number) => `${prefix}${fakeBody(n, length, alphabet)}${suffix}`;
  return poolOfTen(`${id}:${prefix}:${length}:${suffix}`, make);
}

/** A pool of the ten fakes `make(1)` … `make(10)`, deriving further ones with `make` (`n` from 11). */
export function poolOfTen(key: string, make: (n: number) => string): FakePool {
  return { key, fakes: Array.from({ length: 10 }, (_, i) => make(i + 1)), derive: make };
}
