import { isLuhnValid, withLuhnCheckDigit } from '../../substitute/random-fakes';
import type { FakePool, MatchContext, PatternRule } from '../../types';

/** Issuer prefixes (IIN ranges) and the lengths each network issues. */
const ISSUERS: ReadonlyArray<{ prefix: RegExp; lengths: readonly number[] }> = [
  { prefix: /^4/, lengths: [13, 16, 19] }, // Visa
  { prefix: /^(?:5[1-5]|2(?:2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/, lengths: [16] }, // Mastercard
  { prefix: /^3[47]/, lengths: [15] }, // American Express
  { prefix: /^(?:6011|64[4-9]|65)/, lengths: [16, 17, 18, 19] }, // Discover
  { prefix: /^35(?:2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19] }, // JCB
  { prefix: /^3(?:0[0-5]|[689])/, lengths: [14, 15, 16, 17, 18, 19] }, // Diners Club
  { prefix: /^62/, lengths: [16, 17, 18, 19] }, // UnionPay
  { prefix: /^(?:5018|5020|5038|5893|6304|6759|676[1-3])/, lengths: [13, 14, 15, 16, 17, 18, 19] }, // Maestro
];

/** Published test numbers (never issued), by length; more are derived from a 400000 test prefix. */
const TEST_NUMBERS: Record<number, readonly string[]> = {
  13: ['4222222222222'],
  14: ['30569309025904', '38520000023237'],
  15: ['378282246310005', '371449635398431', '378734493671000'],
  16: ['4111111111111111', '4012888888881881', '5555555555554444', '5105105105105100', '6011111111111117', '6011000990139424', '3530111333300000', '3566002020360505', '4000056655665556', '2223003122003222'],
};

function poolFor(original: string): FakePool {
  const length = original.length;
  const derive = (n: number) => withLuhnCheckDigit(`400000${String(n).padStart(length - 7, '0')}`);
  const known = TEST_NUMBERS[length] ?? [];
  const fakes = [...known, ...Array.from({ length: 10 - known.length }, (_, i) => derive(900 + i))];
  return { key: `card-number:${length}`, fakes, derive };
}

function isCardNumber(value: string, { text, start }: MatchContext): boolean {
  if (!isLuhnValid(value)) return false;
  if (!ISSUERS.some(({ prefix, lengths }) => prefix.test(value) && lengths.includes(value.length))) return false;
  if (/^(\d)\1+$/.test(value.slice(1))) return false;
  // An id after `id=`, `#`, `order `… is a number that happens to pass Luhn.
  return !/(?:id|no|#|number|order|ticket|seq|ts|time|offset|pid|port)[ \t]*[:=#]?[ \t]*["']?$/i.test(text.slice(Math.max(0, start - 12), start));
}

/** A card number written without separators: 13–19 digits, Luhn-valid, with a known issuer prefix. */
export const cardNumber: PatternRule = {
  id: 'card-number',
  label: 'Card Number',
  family: 'pii',
  priority: 4,
  description: 'A payment card number without separators: 13–19 digits with a known issuer prefix and a valid Luhn check digit.',
  regex: /(?<![\w.:/+-])\d{13,19}(?![\w.:-])/g,
  sharedSearch: 'digits',
  keywords: [],
  validate: isCardNumber,
  fakes: poolFor('4111111111111111').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['card=4539578763621486', 'pan: 378282246310005 exp 12/27', 'charged 5425233430109903 ok', '6011000990139424'],
    noMatch: ['4539578763621487', '1700000000000', '1234567890123456', 'order_id=4539578763621486', '9999999999999999', '0.4539578763621486'],
  },
};
