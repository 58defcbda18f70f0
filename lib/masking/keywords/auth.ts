import type { KeywordRule } from '../types';

export const auth: KeywordRule = {
  id: 'auth',
  label: 'Auth',
  family: 'secrets',
  priority: 10,
  description: 'The value of a parameter named auth or oauth.',
  nameWords: ['auth', 'oauth'],
  fakes: ['ZXhhbXBsZTpleGFtcGxl', 'example-auth-0002', 'example-auth-0003', 'example-auth-0004', 'example-auth-0005', 'example-auth-0006', 'example-auth-0007', 'example-auth-0008', 'example-auth-0009', 'example-auth-0010'],
  derive: (n) => `example-auth-${String(n).padStart(4, "0")}`,
  examples: {
    match: ['auth=abc123', 'oauth: "xyz"', 'X-Auth: s3cr3t'],
    noMatch: ['author=jane', 'authority=ca'],
  },
};
