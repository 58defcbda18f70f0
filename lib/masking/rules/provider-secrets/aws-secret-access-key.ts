import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { fakeBody } from '../fake-tokens';
import type { PatternRule } from '../../types';

const make = (n: number) => `${fakeBody(n, 24, 'base64')}/EXAMPLE/fakeKEY+`.slice(0, 40);

/** The key's name written every way the pattern accepts (`secret_?access_?key`): a match starts at one of them. */
const KEYWORDS = ['secret_access_key', 'secretaccesskey', 'secret_accesskey', 'secretaccess_key'];

/** The 40-character secret access key next to its name (`aws_secret_access_key`, `SecretAccessKey`). */
export const awsSecretAccessKey: PatternRule = {
  id: 'aws-secret-access-key',
  label: 'AWS Secret Access Key',
  family: 'provider-secrets',
  priority: 0,
  description: 'An AWS secret access key: 40 base64 characters after aws_secret_access_key, SecretAccessKey or a similar name.',
  regex: /(?<![A-Za-z0-9_])[A-Za-z0-9_]{0,60}secret_?access_?key["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/i,
  anchor: keywordStartAnchor(KEYWORDS, 'A-Za-z0-9_', 60),
  group: 1,
  contextual: true,
  keywords: KEYWORDS,
  fakes: Array.from({ length: 10 }, (_, i) => make(i + 1)),
  derive: make,
  examples: {
    match: ['aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKY', '"SecretAccessKey": "9drTJvcXLB89EXAMPLEjKZy5d3FgK2xQpT8rW1mN"', 'AWS_SECRET_ACCESS_KEY=Zx8Kq2Lm9Np4Rt7Vw1Yb3Dc6Fg0Hj5Ks8Qa2We4R', 'secretAccess_Key: Pq3Rs5Tu7Vw9Xy1Za2Bc4De6Fg8Hi0Jk2Lm4No6P'],
    noMatch: ['aws_secret_access_key = ${AWS_SECRET_ACCESS_KEY}', 'secret_access_key: short'],
  },
};
