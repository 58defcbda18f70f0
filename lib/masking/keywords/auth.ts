import type { KeywordRule } from '../types';

/** Names of authentication methods and mechanisms: what a log says was used, not a credential (`auth:SIMPLE`). */
const AUTH_METHODS = new Set([
  'simple', 'kerberos', 'token', 'plain', 'basic', 'bearer', 'digest', 'ntlm', 'negotiate', 'oauth', 'oauth2', 'oidc',
  'saml', 'saml2', 'ldap', 'password', 'publickey', 'keyboard-interactive', 'gssapi', 'gssapi-with-mic', 'hostbased',
  'none', 'anonymous', 'mfa', 'otp', 'sasl', 'cram-md5', 'digest-md5', 'scram-sha-1', 'scram-sha-256', 'scram-sha-512',
  'external', 'cert', 'certificate', 'x509', 'tls', 'mtls', 'jwt', 'apikey', 'api_key', 'hmac', 'aws4-hmac-sha256',
  'iam', 'md5', 'trust', 'peer', 'ident', 'pam', 'radius', 'sspi', 'krb5', 'local', 'internal', 'true', 'false',
]);

export const auth: KeywordRule = {
  id: 'auth',
  label: 'Auth',
  family: 'secrets',
  priority: 10,
  description: 'The value of a parameter named auth or oauth (auth_header, X-Auth); not the name of a method (auth:SIMPLE, KERBEROS).',
  nameWords: ['auth', 'oauth'],
  validate: (value) => !AUTH_METHODS.has(value.toLowerCase()),
  fakes: ['ZXhhbXBsZTpleGFtcGxl', 'example-auth-0002', 'example-auth-0003', 'example-auth-0004', 'example-auth-0005', 'example-auth-0006', 'example-auth-0007', 'example-auth-0008', 'example-auth-0009', 'example-auth-0010'],
  derive: (n) => `example-auth-${String(n).padStart(4, "0")}`,
  examples: {
    match: ['auth=abc123', 'oauth: "xyz"', 'X-Auth: s3cr3t', 'auth_header=Basic Zm9vOmJhcg==', 'authMethod=otp-sms'],
    noMatch: ['author=jane', 'authority=ca', 'auth:SIMPLE', 'authMethod=KERBEROS'],
  },
};
