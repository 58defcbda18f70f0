import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { PatternRule } from '../../types';
import { isAtCommandStart } from './account-commands';
import { USER_NAME_VALUE } from './user-name-value';

/** `net user` and `net localgroup <group>`, as Windows' `net` command takes them (any case). */
const NET_COMMANDS = ['net user ', 'net localgroup ', 'net1 user '];

/** A Windows account name as `net user` takes it (no spaces, no `/` switches, `*` asks for a password). */
export const NET_USER_ACCOUNT = String.raw`[A-Za-z0-9_][\w.$-]{0,19}(?<![.])`;

/**
 * The account of Windows' `net user <name> …` (`net user jdoe /domain`, `net user jdoe P@ss /add`) and the
 * member added to or removed from a local group (`net localgroup administrators jdoe /add`).
 */
export const netUser: PatternRule = {
  id: 'net-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: "The account of Windows' net user <name> (net user jdoe /domain) and the member of net localgroup <group> <name> /add.",
  regex: new RegExp(String.raw`(?<![\w-])net1?[ \t]+(?:user|localgroup[ \t]+(?:"[^"\r\n]{1,64}"|[\w.-]{1,64}))[ \t]+(${NET_USER_ACCOUNT})(?=[ \t]|$)`, 'im'),
  anchor: keywordStartAnchor(NET_COMMANDS),
  group: 1,
  keywords: NET_COMMANDS,
  validate: (value, { text, start }) => !/^(?:user(?:name)?|administrators?)$/i.test(value) && isAtCommandStart(text, start),
  ...USER_NAME_VALUE,
  examples: {
    match: ['net user jdoe /domain', 'C:\\> net user jdoe Winter2024! /add', 'net localgroup administrators jdoe /add'],
    noMatch: ['net user /domain', 'net user', 'net localgroup administrators', 'the net user command'],
  },
};
