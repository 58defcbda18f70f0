import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';
import { lineBefore } from '../line-context';
import { USER_NAME_VALUE } from './user-name-value';

/** The list's opening phrase and the names before this one (at most 1,073 characters). */
const LIST_BEFORE = /(?:acls to: ?|permissions: Set\()(?:[\w.-]{1,64}, ?){0,16}$/;

/**
 * The user names of an access list as Hadoop, YARN and Spark log it: `Changing view acls to: alice,yarn`,
 * `users with view permissions: Set(alice, yarn)`. Each name is a value of its own. The rule runs only
 * when one of those phrases occurs (its keywords), and then reads only the names that follow the phrase.
 */
export const aclUsers: PatternRule = {
  id: 'acl-users',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The user names of an access list in Hadoop, YARN and Spark logs (acls to: alice,yarn; permissions: Set(alice, yarn)).',
  // The first name follows the list's opening phrase (where the keyword pass found it), each next one the
  // comma after the name before: the engine reads on from each match's end, never at other commas.
  regex: /(?:acls to: ?|permissions: Set\(|, ?)([A-Za-z0-9_][\w-]{0,63}(?:\.[\w-]{1,63}){0,4})/,
  group: 1,
  anchor: keywordStartAnchor(['acls to:', 'permissions: set(']),
  repeatAtEnd: true,
  keywords: ['acls to:', 'permissions: set('],
  validate: (_value, { text, start }) => {
    // The names are read on from their list's phrase, so only the list before this name is checked.
    const before = lineBefore(text, start, 1200);
    const opening = Math.max(before.lastIndexOf('acls to:'), before.lastIndexOf('permissions: Set('));
    return opening !== -1 && LIST_BEFORE.test(before.slice(opening));
  },
  ...USER_NAME_VALUE,
  examples: {
    match: ['SecurityManager: Changing view acls to: msrabi,yarn', 'users with view permissions: Set(curi, yarn); users with modify permissions: Set(curi)'],
    noMatch: ['Changing view acls groups to: ', 'permissions: Set()', 'set acls to read-only'],
  },
};
