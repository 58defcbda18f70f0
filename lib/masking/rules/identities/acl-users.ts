import type { PatternRule } from '../../types';
import { isSystemAccount } from './system-accounts';
import { FAKE_USER_NAMES } from './user-names';

/** The list's opening phrase and the names before this one. */
const LIST_BEFORE = /(?:acls to: ?|permissions: Set\()(?:[\w.-]{1,64}, ?){0,16}$/;

/**
 * The user names of an access list as Hadoop, YARN and Spark log it: `Changing view acls to: alice,yarn`,
 * `users with view permissions: Set(alice, yarn)`. Each name is a value of its own. The rule runs only
 * when one of those phrases occurs (its keywords), so its scan of every word costs nothing elsewhere.
 */
export const aclUsers: PatternRule = {
  id: 'acl-users',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The user names of an access list in Hadoop, YARN and Spark logs (acls to: alice,yarn; permissions: Set(alice, yarn)).',
  regex: /(?<![\w.-])[A-Za-z0-9_][\w-]{0,63}(?:\.[\w-]{1,63}){0,4}/g,
  keywords: ['acls to:', 'permissions: set('],
  validate: (_value, { text, start }) => LIST_BEFORE.test(text.slice(Math.max(0, start - 400), start)),
  contextual: (value) => !isSystemAccount(value),
  fakes: FAKE_USER_NAMES,
  derive: (n) => `user${n}`,
  examples: {
    match: ['SecurityManager: Changing view acls to: msrabi,yarn', 'users with view permissions: Set(curi, yarn); users with modify permissions: Set(curi)'],
    noMatch: ['Changing view acls groups to: ', 'permissions: Set()', 'set acls to read-only'],
  },
};
