import { prefixedTokenPool } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  return prefixedTokenPool('aws-access-key-id', original.slice(0, 4).toUpperCase(), 16, 'base32');
}

/** Long-term (AKIA) and temporary (ASIA) AWS access key ids; fakes keep the prefix and contain EXAMPLE. */
export const awsAccessKeyId: PatternRule = {
  id: 'aws-access-key-id',
  label: 'AWS Access Key ID',
  family: 'provider-secrets',
  priority: 0,
  description: 'An AWS access key id: AKIA or ASIA (also ABIA, ACCA) followed by 16 base32 characters.',
  regex: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}(?![A-Za-z0-9])/g,
  keywords: ['akia', 'asia', 'abia', 'acca'],
  fakes: poolFor('AKIA').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['aws_access_key_id = AKIAQ3EGRTZ7XKLM4WNB', '"AccessKeyId": "ASIAY4FJ7KQ2MZXW3PLD"'],
    noMatch: ['AKIA1234567890ABCD', 'ASIAN-MARKETS-2024-REPORT', 'AKIAQ3EGRTZ7XKLM4WNBX'],
  },
};
