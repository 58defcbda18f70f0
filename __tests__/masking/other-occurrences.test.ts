import { MaskingEngine, maskText } from '@/lib/masking';

describe('a value found by its context is masked at its other occurrences', () => {
  it('masks a bare occurrence of a quoted password', () => {
    const { output } = maskText('user typed hunter22 then "password": "hunter22"', { mode: 'mask' });
    expect(output).toBe('user typed [Masked Password 1] then "password": "[Masked Password 1]"');
  });

  it('masks the other occurrences of a quoted value that starts or ends with spaces', () => {
    // fast-check found this one: the value " O " stayed visible at the start of the text.
    const { output } = maskText(' O "password": " O " ', { mode: 'mask' });
    expect(output).toBe('[Masked Password 1]"password": "[Masked Password 1]" ');
  });

  it('does not mask such a value inside a longer word', () => {
    const { output } = maskText('x O y and "secret": " O "', { mode: 'mask' });
    expect(output).toBe('x O y and "secret": "[Masked Secret 1]"');
  });

  it('prefers the longest value at a place', () => {
    const { output } = maskText('"password": "abc def" "token": "abc" then abc def and abc', { mode: 'mask' });
    expect(output).toBe('"password": "[Masked Password 1]" "token": "[Masked Token 1]" then [Masked Password 1] and [Masked Token 1]');
  });
});

describe('replace mode never uses a fake that occurs in the input', () => {
  it('skips a DC fake that is an ordinary word elsewhere in a large input, so restore is exact', () => {
    // `invalid` is one of the DC pool's fakes and a word of sshd lines; a large input once skipped the check.
    const lines: string[] = [];
    for (let i = 0; i < 4000; i++) {
      lines.push(`Failed password for invalid user u${i} from 10.0.${i % 250}.${(i * 7) % 250}`);
      lines.push(`bind dn="CN=svc${i},OU=Users,DC=corp${i},DC=contoso,DC=com"`);
    }
    const input = lines.join('\n');
    expect(input.length).toBeGreaterThan(100_000);
    for (let seed = 1; seed <= 5; seed++) {
      let state = seed;
      const engine = new MaskingEngine({ random: () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648) });
      const { output, detections } = engine.process(input, { mode: 'replace' });
      expect(detections.some((d) => d.masked.toLowerCase() === 'invalid')).toBe(false);
      expect(engine.restore(output)).toBe(input);
    }
  });

  it('does not read the stem of a name made with a generated id as another occurrence', () => {
    const { output } = maskText('username=quantum\nport name=quantum-5b0f3c2e-91aa-4c7e-8d4f-0a1b2c3d4e5f pod quantum-7d9c6b5f48-x2k1 and quantum-ops', { mode: 'mask' });
    expect(output).toBe('username=[Masked Username 1]\nport name=quantum-5b0f3c2e-91aa-4c7e-8d4f-0a1b2c3d4e5f pod quantum-7d9c6b5f48-x2k1 and [Masked Username 1]-ops');
  });
});
