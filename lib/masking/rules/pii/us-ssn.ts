import type { MatchContext, PatternRule } from '../../types';

/** SSA-reserved advertising numbers 987-65-4320…4329: valid-looking, never issued. */
const FAKES = ['987-65-4320', '987-65-4321', '987-65-4322', '987-65-4323', '987-65-4324', '987-65-4325', '987-65-4326', '987-65-4327', '987-65-4328', '987-65-4329'];

function isSsn(value: string, { text, start, end }: MatchContext): boolean {
  const [area, group, serial] = value.split(/[- ]/);
  const areaNumber = Number(area);
  if (areaNumber === 0 || areaNumber === 666 || areaNumber >= 900) return false;
  if (group === '00' || serial === '0000') return false;
  // Part of a longer dashed number (a phone, a part number) is not an SSN.
  return !/[\d][-.]$/.test(text.slice(Math.max(0, start - 2), start)) && !/^[-.]\d/.test(text.slice(end, end + 2));
}

/** A US Social Security number AAA-GG-SSSS with a valid area (not 000, 666, 9xx), group and serial. */
export const usSsn: PatternRule = {
  id: 'us-ssn',
  label: 'SSN',
  family: 'pii',
  priority: 4,
  description: 'A US Social Security number AAA-GG-SSSS with a valid area, group and serial number.',
  regex: /(?<![\w-])\d{3}-\d{2}-\d{4}(?![\w-])/g,
  sharedSearch: 'digits',
  keywords: ['-'],
  validate: isSsn,
  fakes: FAKES,
  derive: (n) => `987-${String(66 + Math.floor(n / 10000)).padStart(2, '0')}-${String(n % 10000).padStart(4, '0')}`,
  examples: {
    match: ['SSN: 123-45-6789', 'ssn=078-05-1120 dob=1970-01-01', 'employee 219-09-9999 record'],
    noMatch: ['000-12-3456', '666-12-3456', '912-34-5678', '123-00-4567', '123-45-0000', '2024-01-15', '555-123-4567'],
  },
};
