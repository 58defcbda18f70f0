import type { KeywordRule } from '../types';

export const token: KeywordRule = {
  id: 'token',
  label: 'Token',
  family: 'secrets',
  priority: 10,
  description: 'The value of a parameter named token (access_token, oauth_token, tokenValue, csrftoken).',
  nameWords: ['token', 'tokens'],
  fakes: ['tok_example_0001', 'tok_example_0002', 'tok_example_0003', 'tok_example_0004', 'tok_example_0005', 'tok_example_0006', 'tok_example_0007', 'tok_example_0008', 'tok_example_0009', 'tok_example_0010'],
  derive: (n) => `tok_example_${String(n).padStart(4, "0")}`,
  examples: {
    match: ['access_token=ya29.a0AfH6SM', 'oauth_token: "abc123"', 'tokenValue=xyz789'],
    noMatch: ['Binder: token=android.os.BinderProxy@2bd79ce released', 'tokenizer=bert', 'retokenize=1'],
  },
};
