import type { MatchContext, PatternRule } from '../../types';
import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { USER_NAME_VALUE } from './user-name-value';
import { lineBefore } from '../line-context';

/** sshd's own phrases before `for <name> from`: `Accepted publickey for`, `Failed password for invalid user`. */
const SSH_PHRASE = /(?:Accepted|Failed|Postponed|Partial) [\w/-]{1,40} for (?:invalid user )?$/;

/**
 * `for <name> from` counts after sshd's own phrase, or in a line of sshd's; `invalid user <name>` always
 * does. (`Failed to locate egress interface for TCP from …` is a firewall's.)
 */
function isSshUser(value: string, { text, start }: MatchContext): boolean {
  if (/^(?:invalid|user|root@|TCP|UDP|ICMP|tcp|udp|icmp)$/.test(value)) return false;
  const prefix = text.slice(Math.max(0, start - 64), start);
  if (/nvalid user $/.test(prefix)) return true;
  if (!text.startsWith(' from ', start + value.length)) return false;
  return SSH_PHRASE.test(prefix) || /\bsshd\b/.test(lineBefore(text, start, 160));
}

/** The user name in sshd log lines: `Invalid user <name> from …`, `Failed password for <name> from …`. */
export const sshdUser: PatternRule = {
  id: 'sshd-user',
  label: 'SSH User',
  family: 'identities',
  priority: 10,
  description: 'The user name in sshd log lines: invalid user <name> and for <name> from.',
  regex: /(?<![\w-])(?:[Ii]nvalid user|for(?: invalid user)?) ([^\s]{1,64})/g,
  group: 1,
  anchor: keywordStartAnchor(['invalid user', 'for ']),
  keywords: ['invalid user', 'for '],
  validate: isSshUser,
  ...USER_NAME_VALUE,
  examples: {
    match: [
      'Nov 21 10:02:11 web01 sshd[2231]: Invalid user oracle from 203.0.113.7 port 51422',
      'sshd[2231]: Failed password for invalid user admin from 203.0.113.7 port 51422 ssh2',
      'sshd[4410]: Accepted publickey for jsmith from 10.0.0.15 port 50022 ssh2: RSA SHA256:abc',
    ],
    noMatch: ['waiting for connections from the pool', 'for item from list', 'Invalid user  from', 'ASA-6-110002: Failed to locate egress interface for TCP from inside:10.1.1.1/7777 to 10.2.2.2/123'],
  },
};
