import type { KeywordRule } from '../types';

export const password: KeywordRule = {
  id: 'password',
  label: 'Password',
  family: 'secrets',
  priority: 10,
  description: 'The value of a parameter named password, pass or passwd (db_password, userPassword, dbpassword).',
  valueWords: 'passphrase',
  nameWords: ['password', 'pass', 'passwd'],
  fakes: ['Tr0ub4dor!3', 'correct-horse-battery', 'P@ssw0rd-Example1', 'Fake!Pass2', 'Sample#Secret3', 'Demo$Passwd4', 'Example%Key5', 'Test^Pass6', 'Placeholder*7', 'NotReal*8'],
  derive: (n) => `FakePassw0rd!${n}`,
  examples: {
    match: ['password: correct horse battery staple', 'password=hunter2', 'db.password: "s3cr3t!"', 'PASSWD=abc', 'smtp_pass = mailpw'],
    noMatch: ['bypass=true', 'password: []', 'password_policy=strict', 'passenger=1', 'password: authentication failed for user', 'Password: expired'],
  },
};
