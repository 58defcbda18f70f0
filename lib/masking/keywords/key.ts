import type { KeywordRule } from '../types';

export const key: KeywordRule = {
  id: 'key',
  label: 'Key',
  family: 'secrets',
  priority: 10,
  description: 'The value of a parameter named key or keys (api_key, apiKey, keyId).',
  nameWords: ['key', 'keys'],
  fakes: ['AKIAEXAMPLEKEY000001', 'k3y-example-0002', 'example-key-0003', 'fakekey_0004_abcdef', 'sample-key-0005', 'key_test_0006_xyz', 'demo-key-0007-qrst', 'placeholder-key-0008', 'dummy_key_0009', 'testkey-0010-uvwx'],
  derive: (n) => `example-key-${String(n).padStart(4, "0")}`,
  examples: {
    match: ['api_key=sk_live_51HxYz', 'apiKey: "AbC123xyz"', 'keyId=AKIA1234567890ABCD', 'X-API-KEY: 9f8e7d6c'],
    noMatch: ['monkey=banana', 'keyboard=us', 'key: [1, 2]', "KeyError: 'user.name'", 'key_length=2048'],
  },
};
