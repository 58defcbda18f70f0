import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';
import { isAtCommandStart } from '../identities/account-commands';
import { NET_USER_ACCOUNT } from '../identities/net-user';
import { CLI_PASSWORD_FAKES, cliPasswordFake } from './cli-password';

/**
 * The password `net user <name> <password>` sets (`net user jdoe Winter2024! /add`); `*` prompts for it.
 */
export const netUserPassword: PatternRule = {
  id: 'net-user-password',
  label: 'Command-line Password',
  family: 'credentials',
  priority: 10,
  description: "The password of Windows' net user <name> <password> (net user jdoe Winter2024! /add); * (asked for) stays.",
  regex: new RegExp(String.raw`(?<![\w-])net1?[ \t]+user[ \t]+${NET_USER_ACCOUNT}[ \t]+([^\s/*"][^\s"]{0,127}|"[^"\r\n]{1,128}")(?=[ \t]|$)`, 'im'),
  anchor: keywordStartAnchor(['net user ', 'net1 user ']),
  group: 1,
  keywords: ['net user ', 'net1 user '],
  contextual: true,
  validate: (_value, { text, start }) => isAtCommandStart(text, start),
  fakes: CLI_PASSWORD_FAKES,
  derive: cliPasswordFake,
  examples: {
    match: ['net user jdoe Winter2024! /add', 'NET USER svc_backup "Correct Horse 9" /ADD /DOMAIN'],
    noMatch: ['net user jdoe /domain', 'net user jdoe * /add', 'net user jdoe'],
  },
};
