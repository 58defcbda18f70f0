import type { MatchContext, PatternRule } from '../../types';
import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { lineBefore } from '../line-context';
import { USER_NAME_VALUE } from './user-name-value';
import { PERSON_NAME_FAKES } from '../pii/person-name-fakes';

/** An Exim main-log arrival line: `<id> <= <sender> …` (the spec's "Log line flags": `<=` is an arrival). */
const ARRIVAL = /(?:^|\s)[\w-]{6,23} <= /;

function isEximArrivalUser(value: string, { text, start }: MatchContext): boolean {
  if (value === '-') return false;
  return ARRIVAL.test(lineBefore(text, start, 600));
}

/**
 * The local user of an Exim message arrival: `U=` on a `<=` line ("U= local user or RFC 1413 identity",
 * Exim specification, chapter "Log files"): `1j1Z2g-00Faoy-Uh <= jo@example.net U=jo P=local S=712`.
 */
export const eximUser: PatternRule = {
  id: 'exim-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The local user (U=) of an Exim message arrival line (<=): 1j1Z2g-00Faoy-Uh <= jo@example.net U=jo P=local.',
  regex: / U=([A-Za-z0-9_][\w.$-]{0,63})(?![\w.$-])/,
  group: 1,
  anchor: keywordStartAnchor([' u=']),
  keywords: [' u='],
  validate: isEximArrivalUser,
  ...USER_NAME_VALUE,
  examples: {
    match: ['2021-03-01 10:00:00 1lGhQv-0003Xa-8K <= jo@example.net U=jsmith P=local S=712 id=abc@example.net'],
    noMatch: ['2021-03-01 10:00:00 1lGhQv-0003Xa-8K => jo@example.net R=dnslookup T=remote_smtp', 'set U=1 and V=2'],
  },
};

/**
 * The real name of an IRC `USER` command as Zeek's irc.log writes it: the `addl` column after the user
 * holds the command's other parameters, `<hostname> <servername> <realname>` (RFC 1459 section 4.1.3;
 * Zeek's irc_user_message): the realname is the person's own name.
 */
export const ircRealName: PatternRule = {
  id: 'irc-real-name',
  label: 'Person Name',
  family: 'identities',
  priority: 10,
  description: "The real name of an IRC USER command in Zeek's irc.log (…\\tUSER\\tjsmith\\tjsmith irc.example.net Jane Smith\\t…).",
  regex: /\tUSER\t[^\s]{1,64}\t[^\s]{1,255} [^\s]{1,255} :?([^\s:][^\s]{0,63}(?: [^\s]{1,64}){0,5}) ?\t/,
  group: 1,
  anchor: keywordStartAnchor(['\tuser\t']),
  keywords: ['\tuser\t'],
  validate: (value) => value !== '-' && value !== '*' && value !== '(empty)',
  ...PERSON_NAME_FAKES,
  examples: {
    match: ['1600000000.0\tCiR1\t10.0.0.7\t50000\t10.0.0.22\t6667\tjs\t-\tUSER\tjsmith\tjsmith irc.example.net Jane Smith\t-'],
    noMatch: ['1600000000.0\tCiR1\t10.0.0.7\t50000\t10.0.0.22\t6667\tjs\t-\tNICK\tjsmith\t-\t-', '1600000000.0\tCx\t10.0.0.7\t5000\t10.0.0.22\t21\tjs\t-\tUSER\tjsmith\t-\t-\t331'],
  },
};
