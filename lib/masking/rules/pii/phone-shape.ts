import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { FakePool, MatchContext, PatternRule } from '../../types';
import { isValidTrunkZeroNumber } from './trunk-zero-numbers';

/** Words before a number that make it a port, process id, version, build or other counter. */
const NOT_A_PHONE_BEFORE = /(?:port|pid|ppid|tid|uid|gid|id|build|version|ver|v|rev|no|#|seq|offset|size|len|length|bytes|count|code|line|ms|ns|ts|time|serial)[ \t]*[:=#]?[ \t]*$/i;

/**
 * The phone-number rules share this check. Candidates need a phone layout: `+<country> …` (grouped or compact), NANP `(415) 555-0132` /
 * `415-555-0132` / `415.555.0132`, or a national number with a trunk 0 in space-separated groups.
 * libphonenumber (small metadata) then decides; timestamps, ports, versions and ids never get that far
 * or fail its validation.
 */
export function isPhoneNumber(value: string, { text, start, end }: MatchContext): boolean {
  if (NOT_A_PHONE_BEFORE.test(text.slice(Math.max(0, start - 12), start))) return false;
  const after = text.slice(end, end + 2);
  if (/^[-.:]\d/.test(after)) return false;
  if (value.startsWith('+')) return parsePhoneNumberFromString(value)?.isValid() ?? false;
  if (value.startsWith('0')) return isValidTrunkZeroNumber(value);
  return isValidPhoneNumber(value, 'US');
}

/** Fake national digits of a given length, from ranges reserved for fiction where one exists. */
function fakeNationalDigits(country: string, length: number, n: number): string {
  const serial = String(n).padStart(4, '0');
  if (country === '1') return `${['202', '312', '415', '617', '713', '206', '303', '404', '512', '602'][Math.floor(n / 100) % 10]}55501${serial.slice(-2)}`.slice(0, length).padEnd(length, '0'); // 555-01XX
  if (country === '44') return `2079460${serial.slice(-3)}`.padStart(length, '0').slice(-length); // Ofcom drama range
  return `${'0'.repeat(Math.max(0, length - serial.length))}${serial}`.slice(-length);
}

export function phonePool(original: string): FakePool {
  const international = original.startsWith('+');
  const parsed = international ? parsePhoneNumberFromString(original) : undefined;
  const country = parsed?.countryCallingCode ?? (original.startsWith('0') ? '44' : '1');
  const prefixLength = international ? 1 + country.length : 0;
  const digitCount = original.slice(prefixLength).replace(/\D/g, '').length;
  const trunk = !international && original.startsWith('0');
  const make = (n: number) => {
    const digits = (trunk ? '0' : '') + fakeNationalDigits(country, digitCount - (trunk ? 1 : 0), n);
    let d = 0;
    return original.slice(0, prefixLength) + original.slice(prefixLength).replace(/\d/g, () => digits[d++] ?? '0');
  };
  return { key: `phone:${original.replace(/\d/g, '9')}`, fakes: Array.from({ length: 10 }, (_, i) => make(i + 43)), derive: (n) => make(n + 53) };
}


/**
 * A phone rule of one written layout: every layout shares the label, family, priority, libphonenumber-js
 * validation and fake pool; only its id, regex, anchor, shared search and examples differ.
 */
export function phoneRule(rule: Pick<PatternRule, 'id' | 'description' | 'regex' | 'anchor' | 'sharedSearch' | 'examples'> & { sample: string }): PatternRule {
  const { sample, ...own } = rule;
  return {
    ...own,
    label: 'Phone Number',
    family: 'pii',
    priority: 11,
    keywords: [],
    validate: isPhoneNumber,
    pool: phonePool,
    derive: (n, original) => phonePool(original).derive(n),
    fakes: phonePool(sample).fakes,
  };
}
