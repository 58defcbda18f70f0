import { composeIBAN, electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

/** A fake IBAN of the original's country and layout: the BBAN's digits replaced by zeros and n, letters by X. */
function poolFor(original: string): FakePool {
  const compact = electronicFormatIBAN(original) ?? original.replace(/\s/g, '');
  const country = compact.slice(0, 2);
  const bban = compact.slice(4);
  const spaced = /\s/.test(original);
  const make = (n: number): string => {
    const digits = String(n).padStart(bban.replace(/[^0-9]/g, '').length, '0');
    let d = 0;
    const fakeBban = bban.replace(/[0-9A-Za-z]/g, (char) => (/[0-9]/.test(char) ? digits[d++] ?? '0' : 'X'));
    const iban = composeIBAN({ countryCode: country, bban: fakeBban }) ?? composeIBAN({ countryCode: 'GB', bban: `XXXX${String(n).padStart(14, '0')}` }) ?? `GB00XXXX${String(n).padStart(14, '0')}`;
    return spaced ? iban.replace(/(.{4})(?=.)/g, '$1 ') : iban;
  };
  return poolOfTen(`iban:${country}:${bban.length}:${spaced}`, make);
}

/** An IBAN, compact or in groups of four, whose ISO 13616 checksum and country format are valid. */
export const iban: PatternRule = {
  id: 'iban',
  label: 'IBAN',
  family: 'pii',
  priority: 4,
  description: 'An international bank account number (IBAN), compact or grouped, with a valid checksum (checked with ibantools).',
  regex: /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[A-Z0-9]{11,30}|(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,3})?)(?![A-Za-z0-9])/g,
  sharedSearch: 'capitals',
  keywords: [],
  validate: (value) => isValidIBAN(electronicFormatIBAN(value) ?? ''),
  fakes: poolFor('GB82WEST12345698765432').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['IBAN: DE89 3704 0044 0532 0130 00', 'AT61 1904 3002 3457 3201', 'iban=GB82WEST12345698765432', 'NL91ABNA0417164300'],
    noMatch: ['DE89 3704 0044 0532 0130 01', 'GB82WEST12345698765433', 'AB12CDEFGHIJKLMNOP', 'build XY99ABCDEFGHIJK'],
  },
};
