/**
 * @jest-environment node
 */
import { maskText } from '@/lib/masking';
import { disabledRuleIds } from '@/lib/tool/rule-switches';

// The Rules panel's "Email addresses" switch off: an address is left whole (its domain too), while a
// domain that stands on its own is still masked.
describe('Email addresses switched off', () => {
  const OFF = disabledRuleIds(new Set(['pattern:identity']));
  const LOG = 'from alice@initech.com <bob@initech.com> (carol%40initech.com) via mail.initech.com';

  it('keeps each address whole, in both modes, and still masks the domain that stands alone', () => {
    for (const mode of ['mask', 'replace'] as const) {
      const { output, detections } = maskText(LOG, { mode, disabledRules: OFF });
      expect(output).toContain('from alice@initech.com <bob@initech.com> (carol%40initech.com) via ');
      expect(output).not.toContain('mail.initech.com');
      expect(detections.map((d) => d.original)).toEqual(['mail.initech.com']);
    }
  });

  it('masks the addresses when the switch is on', () => {
    const { output } = maskText(LOG, { mode: 'mask' });
    expect(output).not.toContain('alice@');
    expect(output).not.toContain('bob@');
  });
});
