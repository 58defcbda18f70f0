import type { PatternRule } from '../../types';
import { isPhoneNumber, phonePool } from './phone-shape';

/** A North American number written `(415) 867-5309`, `415-867-5309` or `415.867.5309`. */
export const phoneNumberNanp: PatternRule = {
  id: 'phone-number-nanp',
  label: 'Phone Number',
  description: 'A North American phone number written (415) 867-5309, 415-867-5309 or 415.867.5309, validated with libphonenumber-js.',
  regex: /(?<![\w+.:/-])(?:\(\d{3}\)[ ]?|\d{3}[-.])\d{3}[-.]\d{4}(?![\w.:/-])/g,
  family: 'pii',
  priority: 11,
  keywords: [],
  validate: isPhoneNumber,
  pool: phonePool,
  derive: (n, original) => phonePool(original).derive(n),
  fakes: phonePool('(415) 867-5309').fakes,
  examples: {
    match: ['phone: (415) 867-5309', 'fax 212-555-0198', 'call 617.253.1000'],
    noMatch: ['order 123-456-7890', '2024-01-15 10:22:31', 'pid 415-867-5309', '10.0.19041.1'],
  },
};
