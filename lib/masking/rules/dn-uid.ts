import type { PatternRule } from '../types';
import { DN_ANCHOR, DN_KEYWORDS, DN_PAIR, isValueOf } from './distinguished-name-shape';

const isUidValue = isValueOf('uid');

/** The value of the UID attribute of a distinguished name; `UID=` and the separators stay. */
export const dnUserId: PatternRule = {
  id: 'dn-uid',
  label: 'DN User ID',
  family: 'directory',
  priority: 3,
  description: 'The user id (UID) in an LDAP distinguished name.',
  regex: DN_PAIR,
  anchor: DN_ANCHOR,
  group: 2,
  contextual: true,
  keywords: DN_KEYWORDS,
  // `uid=1000`, `UID=48`: a numeric Unix user id, which the assistant needs, not a directory name.
  validate: (value, context) => !/^\d+$/.test(value.trim()) && isUidValue(value, context),
  fakes: ['user01', 'user02', 'user03', 'user04', 'user05', 'user06', 'user07', 'user08', 'user09', 'user10'],
  derive: (n) => `user${n}`,
  examples: {
    match: ['uid=jdoe,ou=People,dc=contoso,dc=com'],
    noMatch: ['uid=1000', 'fluid=x', 'useradd[6995]: new user: name=apache, UID=48, GID=48'],
  },
};
