import { hexFromNumber } from '../substitute/random-fakes';
import type { PatternRule } from '../types';

/** 8-4-4-4-12 hex digits, any case, also inside braces. Anchored on the rare `-hhhh-hhhh-hhhh-` middle. */
export const uuid: PatternRule = {
  id: 'uuid',
  label: 'UUID',
  family: 'identifiers',
  priority: 5,
  description: 'A UUID / GUID: 8-4-4-4-12 hexadecimal digits.',
  regex: /(?<![0-9A-Fa-f])[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/,
  anchor: { regex: /-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-/g, width: 16, lead: '0-9A-Fa-f', maxLead: 8 },
  sharedSearch: 'punctuation',
  keywords: ['-'],
  validate: (_value, { text, start, end }) => !/[\w-]/.test(text.charAt(end)) && !/[\w-]/.test(text.charAt(start - 1)),
  fakes: [
    '3f2b8c1e-7d4a-4e9b-9c21-5a6d7e8f9a01', 'a1c4e7f0-2b5d-4f8a-b3c6-d9e2f5a8b1c4', '7e9d2c4b-1a3f-4c6e-8d0b-2f4a6c8e0d13',
    'c0ffee00-1234-4abc-9def-0123456789ab', '5b7d9f1a-3c5e-47a9-8b1d-3f5a7c9e1b24', 'e4d3c2b1-a0f9-4e8d-a7c6-b5a4f3e2d1c0',
    '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', '2c4e6a8b-0d1f-4b3c-9e5a-7b9d1f3c5e70', 'd7f1b3e5-9c2a-4d6e-b8f0-a1c3e5b7d9f2',
    '6e8a0c2e-4b6d-4f1a-8c3e-5d7f9b1d3f58',
  ],
  derive: (n) => {
    const hex = hexFromNumber(n, 32);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  },
  examples: {
    match: ['550e8400-e29b-41d4-a716-446655440000', '{6F9619FF-8B86-D011-B42D-00C04FC964FF}', 'request_id=123e4567-e89b-12d3-a456-426614174000'],
    noMatch: ['550e8400-e29b-41d4-a716-44665544000', '550e8400e29b41d4a716446655440000', 'x550e8400-e29b-41d4-a716-446655440000'],
  },
};
