/**
 * @jest-environment node
 */
import { MaskingEngine } from '@/lib/masking';

const BLOCK = (lineBreak: string) =>
  ['-----BEGIN RSA PRIVATE KEY-----', 'MIIEowIBAAKCAQEAx7kP2qR9sT4vW1zA8bC3dE6fG0hJ5mN2pQ4rS7tU9vW1xY3z', 'A5bC7dE9fG1hJ3kL5mN7pQ9rS1tU3vW5xY7zA9bC1dE3fG5hJ7kL9mN1pQ3rS5t==', '-----END RSA PRIVATE KEY-----', 'next'].join(lineBreak);

describe('a private key block keeps its line breaks around the masked body', () => {
  it.each(['\n', '\r\n'])('Mask leaves END on its own line (line break %j)', (lineBreak) => {
    const engine = new MaskingEngine();
    const { output } = engine.process(BLOCK(lineBreak), { mode: 'mask' });
    expect(output).toBe(['-----BEGIN RSA PRIVATE KEY-----', '[Masked Private Key 1]', '-----END RSA PRIVATE KEY-----', 'next'].join(lineBreak));
    expect(engine.restore(output)).toBe(BLOCK(lineBreak));
  });

  it('Replace keeps the same lines, with a fake body of the same shape', () => {
    const { output } = new MaskingEngine().process(BLOCK('\n'), { mode: 'replace' });
    const lines = output.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[3]).toBe('-----END RSA PRIVATE KEY-----');
    expect(lines[1]).toHaveLength(64);
  });
});
