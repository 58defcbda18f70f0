import { CUSTOM_RULES_STORAGE_KEY, loadCustomRules, saveCustomRules } from '@/lib/tool/custom-rules-storage';

beforeEach(() => localStorage.clear());

test('saves and loads custom rules', () => {
  const rules = [
    { value: 'Initech', category: 'Business Information', subcategory: 'Company Name' },
    { value: 'Project Falcon', category: 'Custom Rule', replacement: 'Project X' },
  ];
  saveCustomRules(rules);
  expect(loadCustomRules()).toEqual(rules);
});

test.each([
  ['not JSON', '{oops'],
  ['not an array', '{"value":"x"}'],
  ['null', 'null'],
])('tolerates corrupted storage (%s)', (_name, raw) => {
  localStorage.setItem(CUSTOM_RULES_STORAGE_KEY, raw);
  expect(loadCustomRules()).toEqual([]);
});

test('drops malformed entries and keeps the valid ones', () => {
  localStorage.setItem(
    CUSTOM_RULES_STORAGE_KEY,
    JSON.stringify([{ value: 'ok', category: 'Custom Rule' }, { value: 3, category: 'x' }, null, { category: 'y' }, { value: 'a', category: 'b', subcategory: 4 }]),
  );
  expect(loadCustomRules()).toEqual([{ value: 'ok', category: 'Custom Rule' }]);
});

test('a storage that throws never breaks loading or saving', () => {
  const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
  expect(loadCustomRules(broken)).toEqual([]);
  expect(() => saveCustomRules([{ value: 'a', category: 'Custom Rule' }], broken)).not.toThrow();
});
