import { MaskingEngine, maskText } from '@/lib/masking';

describe('reported engine defects stay fixed', () => {
  it('does not read a syslog program tag followed by prose as an auth parameter', () => {
    const input = 'Nov 21 09:14:02 web01 auth: login failed for session 42\nNov 21 09:14:03 web01 auth: FAILED\n';
    const { output, detections } = maskText(input, { mode: 'mask' });
    expect(detections.filter((d) => d.type === 'auth')).toEqual([]);
    expect(output).toContain('auth: login failed');
    expect(output).toContain('auth: FAILED');
  });

  it('still masks a real auth parameter after a colon', () => {
    expect(maskText('X-Auth: s3cr3t-Value9', { mode: 'mask' }).output).toBe('X-Auth: [Masked Auth 1]');
  });

  it('ends the last value of a distinguished name at whitespace', () => {
    const input = 'CN=John Smith,OU=Users,DC=corp,DC=com fe80::1%eth0 255.255.255.0';
    const { output, detections } = maskText(input, { mode: 'mask' });
    expect(detections.find((d) => d.original.startsWith('com'))?.original).toBe('com');
    expect(output).toBe(
      'CN=[Masked DN Common Name 1],OU=[Masked DN Organizational Unit 1],DC=[Masked DN Domain Component 1],DC=[Masked DN Domain Component 2] [Masked Link-Local IPv6 1] [Masked Subnet Mask 1]',
    );
  });

  it('keeps a space inside a DN value that runs on to the next separator, and an escaped space', () => {
    const { detections } = maskText('CN=John Smith,OU=Service Accounts,DC=corp\\ lab', { mode: 'mask' });
    expect(detections.map((d) => d.original)).toEqual(['John Smith', 'Service Accounts', 'corp\\ lab']);
  });

  it('uses the Custom Rule replacement in Replace after Mask in one session, not "X (2)"', () => {
    const engine = new MaskingEngine();
    const customRules = [{ value: 'Project Falcon', category: 'Custom Rule', replacement: 'Project A' }];
    const input = 'Status of Project Falcon: green';
    expect(engine.process(input, { mode: 'mask', customRules }).output).toBe('Status of Project A: green');
    const replaced = engine.process(input, { mode: 'replace', customRules });
    expect(replaced.output).toBe('Status of Project A: green');
    expect(engine.restore(replaced.output)).toBe(input);
    expect(engine.process(input, { mode: 'mask', customRules }).output).toBe('Status of Project A: green');
  });
});
