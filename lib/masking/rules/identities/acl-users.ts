import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';
import { isSystemAccount } from './system-accounts';
import { FAKE_USER_NAMES } from './user-names';

/** The list's opening phrase and the names before this one. */
const LIST_BEFORE = /(?:acls to: ?|permissions: Set\()(?:[\w.-]{1,64}, ?){0,16}$/;

/** The line of the last name checked: JSON and CSV lines have many commas, and most lines no list at all. */
const line = { text: '', start: -1, end: -1, hasList: false };

function enterLine(text: string, start: number): void {
  line.text = text;
  line.start = text.lastIndexOf('\n', start - 1) + 1;
  const end = text.indexOf('\n', start);
  line.end = end === -1 ? text.length : end;
  const content = text.slice(line.start, line.end);
  line.hasList = content.includes('acls to:') || content.includes('permissions: Set(');
}

/**
 * The user names of an access list as Hadoop, YARN and Spark log it: `Changing view acls to: alice,yarn`,
 * `users with view permissions: Set(alice, yarn)`. Each name is a value of its own. The rule runs only
 * when one of those phrases occurs (its keywords), and then looks only after the phrase and after commas.
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
    // Only the line before the name is read, and a line without a list phrase only once.
    if (text !== line.text || start < line.start || start > line.end) enterLine(text, start);
    if (!line.hasList) return false;
    const before = text.slice(line.start, start);
    const opening = Math.max(before.lastIndexOf('acls to:'), before.lastIndexOf('permissions: Set('));
    return opening !== -1 && LIST_BEFORE.test(before.slice(opening));
  },
  contextual: (value) => !isSystemAccount(value),
  fakes: FAKE_USER_NAMES,
  derive: (n) => `user${n}`,
  examples: {
    match: ['SecurityManager: Changing view acls to: msrabi,yarn', 'users with view permissions: Set(curi, yarn); users with modify permissions: Set(curi)'],
    noMatch: ['Changing view acls groups to: ', 'permissions: Set()', 'set acls to read-only'],
  },
};
