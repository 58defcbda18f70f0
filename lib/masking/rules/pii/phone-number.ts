import { phoneRule } from './phone-shape';

/** An international phone number `+<country> …`, grouped or compact, validated with libphonenumber-js. */
export const phoneNumber = phoneRule({
  id: 'phone-number',
  description: 'A phone number in international format (+44 20 7946 0958, +14158675309), validated with libphonenumber-js.',
  regex: /(?<![\w+.:/-])\+[1-9]\d{0,2}(?:(?:[ .-]?\(\d{1,4}\))?(?:[ .-]\d{1,6}){1,5}|\d{7,14})(?![\w.:/-])/g,
  // A number starts at its `+`: the scan looks for that literal instead of trying every position.
  anchor: { regex: /\+/g, width: 1, lead: '', maxLead: 0 },
  sample: '+44 20 7946 0958',
  examples: {
    match: ['call +44 20 7946 0958 now', 'tel=+14158675309', 'Tel. +33 1 42 68 53 00', '+1 (415) 867-5309'],
    noMatch: ['+1 2', 'offset +0000', 'version +10.0.19041.1', '+12345'],
  },
});
