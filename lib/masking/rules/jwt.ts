import { keywordStartAnchor } from '../find/compile/keyword-anchor';
import { base64Url } from '../substitute/random-fakes';
import type { PatternRule } from '../types';

/**
 * Three base64url segments of at least 8 characters. A real JWT header is JSON, so it starts with `eyJ`;
 * requiring that keeps dotted package names out. The scan searches for the plain literal `yJ` (rare in logs,
 * found by the string search) and steps back over the `e`. The look-behind keeps each attempt at a run
 * start, so a long base64 run is scanned once.
 */
export const jwt: PatternRule = {
  id: 'jwt',
  label: 'JWT',
  family: 'secrets',
  priority: 2,
  description: 'A JSON Web Token: three base64url segments, the first starting with eyJ.',
  regex: /eyJ(?<![\w-]eyJ)[\w-]{5,}\.[\w-]{8,}\.[\w-]{8,}/g,
  anchor: keywordStartAnchor(['eyj']),
  keywords: ['eyj'],
  validate: (_value, { text, end }) => !/[\w.-]/.test(text.charAt(end)),
  fakes: [
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTEiLCJuYW1lIjoiRmFrZSBVc2VyIDEifQ.ZmFrZS1zaWduYXR1cmUtMDE',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTIiLCJuYW1lIjoiRmFrZSBVc2VyIDIifQ.ZmFrZS1zaWduYXR1cmUtMDI',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTMiLCJuYW1lIjoiRmFrZSBVc2VyIDMifQ.ZmFrZS1zaWduYXR1cmUtMDM',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQiLCJuYW1lIjoiRmFrZSBVc2VyIDQifQ.ZmFrZS1zaWduYXR1cmUtMDQ',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTUiLCJuYW1lIjoiRmFrZSBVc2VyIDUifQ.ZmFrZS1zaWduYXR1cmUtMDU',
    'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTYiLCJuYW1lIjoiRmFrZSBVc2VyIDYifQ.ZmFrZS1zaWduYXR1cmUtMDY',
    'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTciLCJuYW1lIjoiRmFrZSBVc2VyIDcifQ.ZmFrZS1zaWduYXR1cmUtMDc',
    'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTgiLCJuYW1lIjoiRmFrZSBVc2VyIDgifQ.ZmFrZS1zaWduYXR1cmUtMDg',
    'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTkiLCJuYW1lIjoiRmFrZSBVc2VyIDkifQ.ZmFrZS1zaWduYXR1cmUtMDk',
    'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTEwIiwibmFtZSI6IkZha2UgVXNlciAxMCJ9.ZmFrZS1zaWduYXR1cmUtMTA',
  ],
  derive: (n) => {
    const payload = base64Url(JSON.stringify({ sub: `user-${n}`, name: `Fake User ${n}` }));
    const signature = base64Url(`fake-signature-${n}`);
    return `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${payload}.${signature}`;
  },
  examples: {
    match: [
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
      'Authorization: Bearer eyJ0eXAiOiJKV1QifQ.eyJ1c2VyIjoiYm9iIn0.c2lnbmF0dXJlLXZhbHVl',
    ],
    noMatch: ['com.example.package.Name', 'abc.def.ghi', 'eyJhbGc.short.x', 'aeyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIx.c2lnbmF0dXJl'],
  },
};
