import { poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

/**
 * A fake key body in the original's layout: same line lengths and line breaks (real ones, or the
 * two-character `\n` escapes of a JSON or .env value), visibly fake base64.
 */
export function privateKeyPool(original: string, lineBreak: RegExp = /(\r?\n)/): FakePool {
  const lines = original.split(lineBreak);
  const make = (n: number) => {
    const text = btoa(`FAKE PRIVATE KEY ${n} - NOT A REAL KEY - PASTESAFE EXAMPLE `.repeat(40));
    let at = 0;
    return lines
      .map((part, i) => {
        if (i % 2 === 1 || part.length === 0) return part;
        // Header lines (`Proc-Type: 4,ENCRYPTED`) keep their form with a fake body.
        const chunk = text.slice(at, at + part.length);
        at += part.length;
        return chunk;
      })
      .join('');
  };
  const shape = lines.map((part) => part.length).join(',');
  return poolOfTen(`private-key:${lineBreak.source}:${shape}`, make);
}

/** The body of a PEM / OpenSSH / PGP private key block; the BEGIN and END lines stay. */
export const privateKey: PatternRule = {
  id: 'private-key',
  label: 'Private Key',
  family: 'provider-secrets',
  priority: 0,
  description: 'The body of a private key block between -----BEGIN … PRIVATE KEY----- and -----END … PRIVATE KEY-----.',
  // Body lines never start with `-` and never hold `--`, so the END line cannot be taken for body. The value
  // ends with the last body line: the line break before END stays, so a Mask label keeps END on its own line.
  regex: /-----BEGIN [A-Z0-9 ]{0,30}PRIVATE KEY(?: BLOCK)?-----\r?\n((?:[A-Za-z0-9+/=](?:[^\r\n-]|-(?!-))*\r?\n|\r?\n)*[A-Za-z0-9+/=](?:[^\r\n-]|-(?!-))*)(?:\r?\n)+-----END /g,
  group: 1,
  keywords: ['private key-----'],
  validate: (value) => /[A-Za-z0-9+/]{16}/.test(value),
  fakes: privateKeyPool('x'.repeat(64)).fakes,
  pool: (original) => privateKeyPool(original),
  derive: (n, original) => privateKeyPool(original).derive(n),
  examples: {
    match: [
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAx7kP2qR9sT4vW1zA8bC3dE6fG0hJ5mN2pQ4rS7tU9vW1xY3z\nA5bC7dE9fG1hJ3kL5mN7pQ9rS1tU3vW5xY7zA9bC1dE3fG5hJ7kL9mN1pQ3rS5t==\n-----END RSA PRIVATE KEY-----',
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----',
    ],
    noMatch: ['-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx7kP2qR9sT4vW1zA8bC3dE6f\n-----END PUBLIC KEY-----', '-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\n-----END CERTIFICATE-----'],
  },
};
