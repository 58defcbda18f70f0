import { withLuhnCheckDigit } from '../substitute/random-fakes';
import type { FakePool, PatternRule } from '../types';
import { poolsByClass } from './pool-cache';

/** Card test numbers published by the card networks: Luhn-valid and never issued. */
const TEST_CARDS = [
  '4111111111111111', '4012888888881881', '5555555555554444', '5105105105105100', '6011111111111117',
  '6011000990139424', '3530111333300000', '3566002020360505', '4000056655665556', '2223003122003222',
];

function format(digits: string, separator: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
}

function derivedCard(n: number): string {
  return withLuhnCheckDigit(`400000${String(n).padStart(9, '0')}`);
}

const poolOfSeparator = poolsByClass(
  (separator: string): FakePool => ({
    key: `credit-card${separator}`,
    fakes: TEST_CARDS.map((card) => format(card, separator)),
    derive: (n) => format(derivedCard(n), separator),
  }),
);

function poolFor(original: string): FakePool {
  return poolOfSeparator(original.charAt(4));
}

/** Four groups of digits separated by hyphens or spaces (the same throughout), the last 2–4 digits. */
export const creditCard: PatternRule = {
  id: 'credit-card',
  label: 'Credit Card',
  family: 'financial',
  priority: 4,
  description: 'A card number written as four groups of digits separated by hyphens or spaces.',
  regex: /\b\d{4}(?:-\d{4}-\d{4}-\d{2,4}|\x20\d{4}\x20\d{4}\x20\d{2,4})\b/g,
  sharedSearch: 'digits',
  keywords: [],
  validate(value, { text, start, end }) {
    // Not four groups cut out of a longer run of groups joined by the same separator.
    const separator = value.charAt(4);
    if (text.charAt(end) === separator && /^\d{2,4}(?![\w-])/.test(text.slice(end + 1, end + 6))) return false;
    return !(text.charAt(start - 1) === separator && /(?<![\w-])\d{4}$/.test(text.slice(Math.max(0, start - 6), start - 1)));
  },
  fakes: TEST_CARDS.map((card) => format(card, '-')),
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['4111-1111-1111-1111', 'card 5500 0000 0000 0004 charged', '3782 8224 6310 0005'],
    noMatch: ['4111-1111 1111-1111', '2024-01-15', '1234-5678-9012', '1234-5678-9012-3456-7890', '12345-6789-0123-4567'],
  },
};
