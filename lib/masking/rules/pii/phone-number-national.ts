import { phoneRule } from './phone-shape';

/** A national number with a trunk 0 in space-separated groups (`020 7946 0958`, `06 12 34 56 78`). */
export const phoneNumberNational = phoneRule({
  id: 'phone-number-national',
  description: 'A national phone number with a leading trunk 0 in space-separated groups (020 7946 0958, 06 12 34 56 78), valid in a common country.',
  regex: /(?<![\w+.:/-])0\d{1,4}(?: \d{2,8}){1,4}(?![\w.:/-])/g,
  sharedSearch: 'digits',
  sample: '020 7946 0958',
  examples: {
    match: ['mobile 020 7946 0958', 'Tél 06 12 34 56 78'],
    noMatch: ['listening on port 8080', '0 12 34', '00 00 00 00', 'id 0123 4567'],
  },
});
