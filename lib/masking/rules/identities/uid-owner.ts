import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';
import { USER_NAME_VALUE } from './user-name-value';

/**
 * The user name pam writes before its uid: `session opened for user root by alice(uid=1000)`,
 * `… for user bob(uid=1001) by (uid=0)`. The engine finds each `(uid=` and walks back over the name.
 */
export const uidOwner: PatternRule = {
  id: 'uid-owner',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The user name written before its uid in pam lines: by alice(uid=1000), for user bob(uid=1001).',
  // The match runs on over `(uid=N)` (the engine wants it past the anchor); only the name is the value.
  regex: /(?<![\w.-])([A-Za-z_][\w.-]{0,63})\(uid=\d{1,10}\)/,
  group: 1,
  anchor: keywordStartAnchor(['(uid='], '\\w.-', 64),
  keywords: ['(uid='],
  validate: (value, { text, start }) => /(?:\bby |\buser )$/.test(text.slice(Math.max(0, start - 5), start)),
  ...USER_NAME_VALUE,
  examples: {
    match: ['sudo: pam_unix(sudo-i:session): session opened for user root by userauth3(uid=0)', 'CRON[2211]: pam_unix(cron:session): session opened for user root by backup-svc(uid=0)'],
    noMatch: ['process(uid=0) started', 'by (uid=0)'],
  },
};
