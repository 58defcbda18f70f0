import { phoneRule } from './phone-shape';

/** A North American number written `(415) 867-5309`, `415-867-5309` or `415.867.5309`. */
export const phoneNumberNanp = phoneRule({
  id: 'phone-number-nanp',
  description: 'A North American phone number written (415) 867-5309, 415-867-5309 or 415.867.5309, validated with libphonenumber-js.',
  regex: /(?<![\w+.:/-])(?:\(\d{3}\)[ ]?|\d{3}[-.])\d{3}[-.]\d{4}(?![\w.:/-])/g,
  sharedSearch: 'digits',
  sample: '(415) 867-5309',
  examples: {
    match: ['phone: (415) 867-5309', 'fax 212-555-0198', 'call 617.253.1000'],
    noMatch: ['order 123-456-7890', '2024-01-15 10:22:31', 'pid 415-867-5309', '10.0.19041.1'],
  },
});
