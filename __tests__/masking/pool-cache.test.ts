/**
 * @jest-environment node
 */
import { maskText } from '@/lib/masking';
import { poolsByClass } from '@/lib/masking/rules/pool-cache';

describe('poolsByClass builds a rule pool once per class', () => {
  it('builds once per distinct arguments and reuses the pool', () => {
    const build = jest.fn((separator: string, letterCase: string) => ({ key: `k${separator}${letterCase}`, fakes: [`a${separator}b`], derive: (n: number) => `d${n}` }));
    const pools = poolsByClass(build);
    const first = pools(':', 'U');
    expect(pools(':', 'U')).toBe(first);
    expect(pools('-', 'U')).not.toBe(first);
    expect(pools(':', 'l').key).toBe('k:l');
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('keeps each class apart in replace mode: separators and case of MACs and cards survive', () => {
    const input = 'AA:BB:CC:DD:EE:01 aa-bb-cc-dd-ee-02 AA:BB:CC:DD:EE:03 card 4242-4242-4242-4242 and 4242 4242 4242 4241';
    const { detections } = maskText(input, { mode: 'replace' });
    const byOriginal = new Map(detections.map((d) => [d.original, d.masked]));
    expect(byOriginal.get('AA:BB:CC:DD:EE:01')).toMatch(/^[0-9A-F]{2}(?::[0-9A-F]{2}){5}$/);
    expect(byOriginal.get('aa-bb-cc-dd-ee-02')).toMatch(/^[0-9a-f]{2}(?:-[0-9a-f]{2}){5}$/);
    expect(byOriginal.get('AA:BB:CC:DD:EE:03')).toMatch(/^[0-9A-F]{2}(?::[0-9A-F]{2}){5}$/);
    expect(byOriginal.get('AA:BB:CC:DD:EE:03')).not.toBe(byOriginal.get('AA:BB:CC:DD:EE:01'));
    expect(byOriginal.get('4242-4242-4242-4242')).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
  });
});
