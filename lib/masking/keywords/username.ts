import type { KeywordRule } from '../types';

export const username: KeywordRule = {
  id: 'username',
  label: 'Username',
  family: 'identity',
  priority: 10,
  description: 'The value of a parameter named username (user_name, userName) or principal (principalName).',
  nameWords: ['username', 'user name', 'principal', 'principal name', 'principalname', 'account name', 'accountname', 'account id'],
  // An account number (`"accountId": "123456789012"`) is an id the assistant may need, not a name.
  validate: (value) => !/^\d+$/.test(value),
  fakes: ['jdoe', 'asmith', 'bwilliams', 'cjones', 'dbrown', 'egarcia', 'fmiller', 'gdavis', 'hmartinez', 'iwilson'],
  derive: (n) => `exampleuser${n}`,
  examples: {
    match: ['username=jsmith', 'user_name: "alice"', 'userName=bob.k', '"principalName":"sherlock"'],
    noMatch: ['user=bob', 'username: null', 'username="N/A" service-name="junos-http"'],
  },
};
