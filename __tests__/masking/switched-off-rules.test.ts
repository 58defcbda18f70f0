/**
 * @jest-environment node
 *
 * A rule switched off leaves its values whole: no other rule masks a part of them (issue 31: with Email
 * addresses off, `alice@[Masked Domain 1]` was left, and a user who switched emails off expects the address).
 */
import { maskText } from '@/lib/masking';
import { disabledRuleIds } from '@/lib/tool/rule-switches';

const LINE = 'mail to alice@example.com from db1.example.com at 10.0.0.1';

describe('a switched-off rule', () => {
  it('leaves an email whole, while the same domain elsewhere is still masked', () => {
    const { output, detections } = maskText(LINE, { mode: 'mask', disabledRules: disabledRuleIds(new Set(['pattern:identity'])) });
    expect(output).toBe('mail to alice@example.com from [Masked Domain 1] at [Masked Internal IPv4 1]');
    expect(detections.map((d) => d.type)).not.toContain('email');
  });

  it('masks the email whole when the switch is on', () => {
    expect(maskText(LINE, { mode: 'mask' }).output).toBe('mail to [Masked Email 1] from [Masked Domain 1] at [Masked Internal IPv4 1]');
  });

  it('leaves the values of a switched-off family whole in Replace mode too', () => {
    const { output } = maskText(LINE, { mode: 'replace', disabledRules: disabledRuleIds(new Set(['pattern:identity'])) });
    expect(output).toContain('alice@example.com');
    expect(output).not.toContain('10.0.0.1');
  });
});
