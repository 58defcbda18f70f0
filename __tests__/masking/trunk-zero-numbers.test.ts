/**
 * @jest-environment node
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { isValidTrunkZeroNumber, TRUNK_ZERO_COUNTRIES } from '@/lib/masking/rules/pii/trunk-zero-numbers';
import { seededRandom } from '../../scripts/bench/random';

/** The answer without the numbering-plan check: libphonenumber asked for every country in turn. */
const askEveryCountry = (value: string) => TRUNK_ZERO_COUNTRIES.some((country) => isValidPhoneNumber(value, country));

describe('isValidTrunkZeroNumber', () => {
  it('accepts national numbers of the countries it tries and refuses digit runs that are none', () => {
    expect(isValidTrunkZeroNumber('020 7946 0958')).toBe(true); // GB
    expect(isValidTrunkZeroNumber('06 12 34 56 78')).toBe(true); // FR
    expect(isValidTrunkZeroNumber('030 1234567')).toBe(true); // DE
    expect(isValidTrunkZeroNumber('00 00 00 00')).toBe(false);
    expect(isValidTrunkZeroNumber('0000 0000')).toBe(false);
  });

  it('answers as libphonenumber asked country by country does, on numbers of every layout the phone rules find', () => {
    const random = seededRandom(16);
    const digits = (n: number) => Array.from({ length: n }, () => String(Math.floor(random() * 10))).join('');
    // Trunk 0s, international prefixes (00, NZ's 0161, AU's 0011), carrier and prefix-for-parsing lookalikes.
    const heads = ['0', '00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '0161', '0011', '01831', '0180020'];
    const separators = ['-', '.'];
    let valid = 0;
    for (let i = 0; i < 1500; i++) {
      let value: string;
      if (random() < 0.15) {
        // A NANP layout that starts with 0 (`012-345-6789`) reaches the same check.
        const sep = () => separators[Math.floor(random() * 2)];
        value = `0${digits(2)}${sep()}${digits(3)}${sep()}${digits(4)}`;
      } else {
        value = heads[Math.floor(random() * heads.length)] + digits(Math.floor(random() * 4));
        const groups = 1 + Math.floor(random() * 4);
        for (let g = 0; g < groups; g++) value += ` ${digits(2 + Math.floor(random() * 7))}`;
      }
      const expected = askEveryCountry(value);
      if (expected) valid++;
      expect([value, isValidTrunkZeroNumber(value)]).toEqual([value, expected]);
    }
    // Both answers occur often: the comparison is not all one way.
    expect(valid).toBeGreaterThan(300);
    expect(valid).toBeLessThan(1200);
  });
});
