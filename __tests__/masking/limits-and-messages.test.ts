import { MaskingEngine, maskText } from '@/lib/masking';
import { compilePatternRules } from '@/lib/masking/find/pattern-scan';
import { email } from '@/lib/masking/rules/email';
import type { CustomRule, PatternRule } from '@/lib/masking/types';

let errorSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('input limits and console messages', () => {
  it('rejects a value that is not a string with the exact message and an empty result', () => {
    expect(maskText(42 as unknown as string, { mode: 'mask' })).toEqual({ output: '', detections: [] });
    expect(maskText(null as unknown as string, { mode: 'replace' })).toEqual({ output: '', detections: [] });
    expect(errorSpy).toHaveBeenCalledWith('Invalid input: text must be a string');
  });

  it('accepts exactly 1,000,000 characters', () => {
    const tail = ' alice@contoso.com';
    const input = 'x'.repeat(1_000_000 - tail.length) + tail;
    expect(input.length).toBe(1_000_000);
    const result = maskText(input, { mode: 'mask' });
    expect(errorSpy).not.toHaveBeenCalled();
    expect(result.output.endsWith(' [Masked Email 1]')).toBe(true);
  });

  it('rejects 1,000,001 characters with "Input text too large"', () => {
    expect(maskText('a'.repeat(1_000_001), { mode: 'mask' })).toEqual({ output: '', detections: [] });
    expect(errorSpy).toHaveBeenCalledWith('Input text too large');
  });

  it('returns whitespace-only input unchanged with no detections', () => {
    expect(maskText(' \n\t\r\n  ', { mode: 'mask' })).toEqual({ output: ' \n\t\r\n  ', detections: [] });
    expect(maskText('', { mode: 'replace' })).toEqual({ output: '', detections: [] });
  });

  it('skips malformed custom rules with the warning and still applies the valid ones', () => {
    const rules = [
      { category: 'Personal Information', subcategory: 'Name' } as unknown as CustomRule,
      { value: 42, category: 'Personal Information', subcategory: 'Name' } as unknown as CustomRule,
      { value: 'Alice', category: 'Personal Information' },
      { value: 'Alice', category: 'Personal Information', subcategory: 'Favourite Colour' },
      { value: 'Bob Stone', category: 'Personal Information', subcategory: 'Name' },
    ];
    const result = maskText('Alice met Bob Stone', { mode: 'mask', customRules: rules });
    expect(result.output).toBe('Alice met [Masked Name 1]');
    expect(warnSpy).toHaveBeenCalledTimes(4);
    expect(warnSpy).toHaveBeenCalledWith('Invalid custom rule detected and skipped');
  });

  it('skips a pattern that does not compile with the warning and keeps the others', () => {
    const broken: PatternRule = { ...email, id: 'broken', regex: '([a-z' as unknown as RegExp, anchor: undefined };
    const groups = compilePatternRules([broken, email]);
    expect(warnSpy).toHaveBeenCalledWith('Invalid pattern detected and skipped');
    expect(groups.map((group) => group.rules.map((rule) => rule.id))).toEqual([['email']]);
  });

  it('keeps every line break and character outside detections', () => {
    const input = 'first line\r\nuser alice@contoso.com\n\n\tindented 10.1.2.3\r\nlast';
    const { output } = new MaskingEngine().process(input, { mode: 'mask' });
    expect(output).toBe('first line\r\nuser [Masked Email 1]\n\n\tindented [Masked Internal IPv4 1]\r\nlast');
  });
});
