import { CUSTOM_RULES_STORAGE_KEY, customRulesStore } from '@/lib/tool/custom-rules-storage';
import { NEVER_MASK_STORAGE_KEY, neverMaskStore, withValue } from '@/lib/tool/never-mask-list';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  customRulesStore.clearTab();
  neverMaskStore.clearTab();
});

const RULES = [
  { value: 'Initech', category: 'Business Information', subcategory: 'Company Name' },
  { value: 'Project Falcon', category: 'Custom Rule', replacement: 'Project X' },
];

test('rules are kept for the tab (session storage) and nothing is written to the device unless asked', () => {
  expect(customRulesStore.save(RULES, false)).toBe(false);
  expect(localStorage.length).toBe(0);
  expect(customRulesStore.load()).toEqual({ items: RULES, remembered: false });
  // Closing the tab (the browser deletes its session storage) forgets them.
  customRulesStore.clearTab();
  expect(sessionStorage.length).toBe(0);
  expect(customRulesStore.load()).toEqual({ items: [], remembered: false });
});

test('remembered rules are saved on the device and loaded in a later tab', () => {
  expect(customRulesStore.save(RULES, true)).toBe(true);
  customRulesStore.clearTab();
  expect(customRulesStore.load()).toEqual({ items: RULES, remembered: true });
});

test('unticking remember deletes the saved copy but keeps the rules for the tab', () => {
  customRulesStore.save(RULES, true);
  customRulesStore.save(RULES, false);
  expect(localStorage.getItem(CUSTOM_RULES_STORAGE_KEY)).toBeNull();
  expect(customRulesStore.load()).toEqual({ items: RULES, remembered: false });
});

test.each([
  ['not JSON', '{oops'],
  ['not an array', '{"value":"x"}'],
  ['null', 'null'],
])('tolerates corrupted storage (%s)', (_name, raw) => {
  localStorage.setItem(CUSTOM_RULES_STORAGE_KEY, raw);
  expect(customRulesStore.load().items).toEqual([]);
});

test('drops malformed entries and keeps the valid ones', () => {
  localStorage.setItem(
    CUSTOM_RULES_STORAGE_KEY,
    JSON.stringify([{ value: 'ok', category: 'Custom Rule' }, { value: 3, category: 'x' }, null, { category: 'y' }, { value: 'a', category: 'b', subcategory: 4 }]),
  );
  expect(customRulesStore.load()).toEqual({ items: [{ value: 'ok', category: 'Custom Rule' }], remembered: true });
});

test('a storage that throws never breaks loading or saving', () => {
  const broken = {
    getItem: () => { throw new Error('denied'); },
    setItem: () => { throw new Error('full'); },
    removeItem: () => { throw new Error('denied'); },
  };
  expect(customRulesStore.load(broken, broken)).toEqual({ items: [], remembered: false });
  expect(customRulesStore.save([{ value: 'a', category: 'Custom Rule' }], true, broken, broken)).toBe(false);
  expect(customRulesStore.load(broken, broken)).toEqual({ items: [], remembered: false });
});

describe('the never-mask list', () => {
  test('adds trimmed values once, whatever their case, and nothing blank or over 500 characters', () => {
    let list: string[] = [];
    list = withValue(list, '  status.example.org ');
    list = withValue(list, 'STATUS.example.org');
    list = withValue(list, '   ');
    list = withValue(list, 'x'.repeat(501));
    expect(list).toEqual(['status.example.org']);
  });

  test('is kept for the tab by default and saved only when asked, dropping junk on load', () => {
    neverMaskStore.save(['status.example.org'], false);
    expect(localStorage.getItem(NEVER_MASK_STORAGE_KEY)).toBeNull();
    neverMaskStore.save(['status.example.org'], true);
    neverMaskStore.clearTab();
    expect(neverMaskStore.load()).toEqual({ items: ['status.example.org'], remembered: true });
    localStorage.setItem(NEVER_MASK_STORAGE_KEY, JSON.stringify(['a.example', 7, 'A.EXAMPLE', '']));
    expect(neverMaskStore.load().items).toEqual(['a.example']);
  });
});
