import type { KeywordRule } from '../types';

export const password: KeywordRule = {
  id: 'password',
  label: 'Password',
  family: 'secrets',
  priority: 10,
  description: 'The value of a parameter named password, pass, passwd or pwd (db_password, userPassword, dbpassword, PWD= of an ODBC connection string; not the shell\'s PWD=/path).',
  valueWords: 'passphrase',
  nameWords: ['password', 'pass', 'passwd', 'pwd'],
  // `PWD=/home/jdoe/app` in an environment dump is the working directory, not a password.
  validate: (value, name) => !(/pwd$/i.test(name) && /^(?:[/~]|[A-Za-z]:\\)/.test(value)),
  fakes: ['Tr0ub4dor!3', 'correct-horse-battery', 'P@ssw0rd-Example1', 'Fake!Pass2', 'Sample#Secret3', 'Demo$Passwd4', 'Example%Key5', 'Test^Pass6', 'Placeholder*7', 'NotReal*8'],
  derive: (n) => `FakePassw0rd!${n}`,
  examples: {
    match: ['password: correct horse battery staple', 'password=hunter2', 'db.password: "s3cr3t!"', 'PASSWD=abc', 'smtp_pass = mailpw', 'Data Source=SQL01;Initial Catalog=HR;uid=jdoe;pwd=Secr3t99;'],
    noMatch: ['bypass=true', 'password: []', 'password_policy=strict', 'passenger=1', 'password: authentication failed for user', 'Password: expired', 'PWD=/home/jdoe/app', 'OLDPWD=/tmp'],
  },
};
