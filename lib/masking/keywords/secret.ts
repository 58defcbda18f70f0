import type { KeywordRule } from '../types';

export const secret: KeywordRule = {
  id: 'secret',
  label: 'Secret',
  family: 'secrets',
  priority: 10,
  description: 'The value of a parameter named secret (client_secret, dbSecret, clientsecret).',
  valueWords: 'passphrase',
  nameWords: ['secret', 'secrets'],
  fakes: ['example-secret-0001', 'example-secret-0002', 'example-secret-0003', 'example-secret-0004', 'example-secret-0005', 'example-secret-0006', 'example-secret-0007', 'example-secret-0008', 'example-secret-0009', 'example-secret-0010'],
  derive: (n) => `example-secret-${String(n).padStart(4, "0")}`,
  examples: {
    match: ['client secret: open sesame now', 'client_secret=8Q~abcDEF', 'dbSecret: "hush"'],
    noMatch: ['secretary=jane', 'secretive=no'],
  },
};
