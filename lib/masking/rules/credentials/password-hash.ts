import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { fakeBody, poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

/** The identifiers of the crypt(3) schemes and their kin, as `$id$` opens a hash. */
const SCHEMES = ['$1$', '$2a$', '$2b$', '$2x$', '$2y$', '$5$', '$6$', '$7$', '$y$', '$gy$', '$apr1$', '$argon2id$', '$argon2i$', '$argon2d$', '$scrypt$', '$pbkdf2'];

/** The scheme and its parameters stay the shape they were (`$6$rounds=5000$`); the salt and hash are made up. */
function poolFor(original: string): FakePool {
  const last = original.lastIndexOf('$');
  const head = original.slice(0, last + 1).replace(/\$[./A-Za-z0-9]{8,}\$$/, '$examplesalt$');
  const tail = original.length - last - 1;
  return poolOfTen(`password-hash:${head}:${tail}`, (n) => head + fakeBody(n, tail, 'alnum'));
}

/**
 * A password hash in the modular crypt format, as `/etc/shadow`, `.htpasswd`, database dumps and config
 * files hold one: `$6$salt$hash`, `$apr1$salt$hash`, `$2y$10$…` (bcrypt), `$y$j9T$…` (yescrypt),
 * `$argon2id$v=19$m=65536,t=3,p=4$…`. Anyone who has it can try passwords against it offline, so it is a
 * secret like the password (SENSITIVE.md). The whole hash is the value.
 */
export const passwordHash: PatternRule = {
  id: 'password-hash',
  label: 'Password Hash',
  family: 'credentials',
  priority: 0,
  description: 'A password hash in the modular crypt format ($1$, $2y$ bcrypt, $5$, $6$ SHA-crypt, $y$ yescrypt, $apr1$, $argon2id$, $scrypt$, $pbkdf2…), as /etc/shadow, .htpasswd and database dumps hold it: the whole hash.',
  regex: /\$(?:1|2[abxy]|5|6|7|g?y|apr1|argon2(?:id|i|d)|scrypt|pbkdf2(?:-sha\d{1,3})?)\$[./A-Za-z0-9=,+$-]{16,512}/g,
  anchor: keywordStartAnchor(SCHEMES),
  keywords: SCHEMES,
  // Salt and hash: at least one `$` after the scheme's, and a part of 8 characters or more that is no word.
  validate: (value) => /\$[./A-Za-z0-9+=]{8,}$/.test(value) && /\d/.test(value) && !/^\$\w+\$\{/.test(value),
  fakes: poolFor('$6$examplesalt$' + 'x'.repeat(86)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: [
      'admin:$apr1$r31aLm0X$HqJZimcKQFAMYayBlzkrA/',
      'root:$6$rounds=5000$saltsalt$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZF1nBTbvA8pXPc7Vx5yDmOLdV2BdQ4GeZw9VD5KmCmmmJT7mW5w/:18000:0:99999:7:::',
      "UPDATE users SET pw='$2y$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy' WHERE id=7",
      'hash: $argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG',
    ],
    noMatch: ['price: $6$ per unit', 'echo $1$2', 'cost $5$ to $6$'],
  },
};
