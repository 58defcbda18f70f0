import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';
import { isSystemAccount } from './system-accounts';
import { USER_NAME_VALUE } from './user-name-value';

/** A template's variable or a placeholder standing where the user would (`${DB_USER}`, `<user>`, `%s`, `xxx`). */
const NOT_A_USER = /^(?:\$\{[^}]*\}|\$\w+|<[^>]*>|\{\{[^}]*\}\}|%\w|\*+|x+|user(?:name)?)$/i;

/**
 * The user of `scheme://user:password@host` in a URL or connection string, the account the password
 * belongs to (`postgres://billing_svc:…@db`, `https://jdoe:…@git.example.com`). A token written as the
 * user (`https://<token>:x-oauth-basic@github.com`) is masked with it. The password is url-password's.
 * The name is masked wherever else it stands as a word, unless it is a system account or a role name of
 * three characters or fewer (`app`, `api`, `db`): elsewhere in a log those are words (`pg_dump … app`).
 */
export const urlUser: PatternRule = {
  id: 'url-user',
  label: 'User',
  family: 'identities',
  priority: 0,
  description: 'The user in scheme://user:password@host of a URL or connection string (postgres://billing_svc:…@db, https://<token>:x-oauth-basic@github.com).',
  regex: /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,30}:\/\/([^\s:/@?#"'<>]{1,128}):[^\s/@"'<>]{1,256}@(?=[A-Za-z0-9[._-])/,
  anchor: keywordStartAnchor(['://'], 'A-Za-z0-9+.-', 31),
  group: 1,
  keywords: ['://'],
  validate: (value) => !NOT_A_USER.test(value),
  ...USER_NAME_VALUE,
  contextual: (value) => value.length > 3 && !isSystemAccount(value),
  examples: {
    match: [
      'DATABASE_URL=postgres://billing_svc:Sup3r-S3cret@db.prod.contoso.com:5432/orders',
      'mongodb+srv://jdoe:p%40ssw0rd@cluster0.ab1cd.mongodb.net/test',
      '"resolved": "git+https://0123456789abcdef0123456789abcdef01234567:x-oauth-basic@github.com/acme/lib.git"',
    ],
    noMatch: ['redis://:r3d1sPass@10.0.0.8:6379/0', 'postgres://app@db:5432/orders', 'https://contoso.com:8443/path', 'postgres://${DB_USER}:${DB_PASSWORD}@db/app'],
  },
};
