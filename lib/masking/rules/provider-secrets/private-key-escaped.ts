import type { PatternRule } from '../../types';
import { privateKeyPool } from './private-key';

/** Line breaks written as the two characters `\n` (or `\r\n`), as in a JSON string or a quoted .env value. */
const ESCAPED_LINE_BREAK = /((?:\\r)?\\n)/;
const pool = (original: string) => privateKeyPool(original, ESCAPED_LINE_BREAK);

/**
 * The body of a private key block stored on one line with escaped line breaks — a cloud service-account
 * JSON file (`"private_key": "-----BEGIN PRIVATE KEY-----\nMIIE…\n-----END PRIVATE KEY-----\n"`) or a
 * quoted environment variable. The BEGIN and END markers stay.
 */
export const privateKeyEscaped: PatternRule = {
  id: 'private-key-escaped',
  label: 'Private Key',
  family: 'provider-secrets',
  priority: 0,
  description: 'The body of a private key block written on one line with \\n escapes (a service-account JSON file, a quoted environment variable).',
  // A body line holds no backslash, so each escaped break ends exactly one line.
  regex: /-----BEGIN [A-Z0-9 ]{0,30}PRIVATE KEY(?: BLOCK)?-----(?:\\r)?\\n((?:[A-Za-z0-9+/=](?:[^\\\s"'-]|-(?!-)){0,255}(?:\\r)?\\n|(?:\\r)?\\n)+)-----END /g,
  group: 1,
  keywords: ['private key-----'],
  validate: (value) => /[A-Za-z0-9+/]{16}/.test(value),
  fakes: pool('x'.repeat(64)).fakes,
  pool,
  derive: (n, original) => pool(original).derive(n),
  examples: {
    match: [
      '{"type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\\nMzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvu\\n-----END PRIVATE KEY-----\\n", "client_email": "svc@project.iam.gserviceaccount.com"}',
      'JWT_PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\\r\\nMIIEowIBAAKCAQEAx7kP2qR9sT4vW1zA8bC3dE6fG0hJ5mN2pQ4rS7tU9vW1xY3z\\r\\n-----END RSA PRIVATE KEY-----"',
    ],
    noMatch: [
      '"public_key": "-----BEGIN PUBLIC KEY-----\\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx7kP2qR9sT4vW1zA8bC3dE6f\\n-----END PUBLIC KEY-----\\n"',
      '"cert": "-----BEGIN CERTIFICATE-----\\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\\n-----END CERTIFICATE-----\\n"',
    ],
  },
};
