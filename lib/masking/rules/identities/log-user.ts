import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { MatchContext, PatternRule } from '../../types';
import { isCodeReference } from '../../find/placeholder-values';
import { USER_NAME_VALUE } from './user-name-value';

/** Words that stand where a user name would, but are none (`user unknown`, `for user (null)`, an API's `"user":"self"`). */
const NOT_NAMES = /^(?:unknown|null|none|nil|undefined|invalid|authenticating|illegal|name|username|id|user|users|from|to|for|by|with|is|was|has|on|in|at|the|a|an|and|or|not|session|password|account|accounts|login|logged|self|me|all|everyone|anyone|current|-+|\d+)$/i;
/** Template and shell placeholders: `$USER`, `${user}`, `%u`, `<user>`. */
const PLACEHOLDER = /^(?:\$\{?\w+\}?|%\w|<[^>]*>|\{\w*\}|\*+|(?:your|my)(?:[A-Z_-]\w*)?)$/;

/** sudo's own line names the invoking user before ` : ` (`sudo:   alice : TTY=pts/0 ; …`). */
const SUDO_PREFIX = /sudo(?:\[\d{1,10}\])?: {1,8}$/;

function isLogUser(value: string, { text, start, end }: MatchContext): boolean {
  if (NOT_NAMES.test(value) || PLACEHOLDER.test(value) || /^\d[\d.]*$/.test(value) || isCodeReference(value)) return false;
  // `ruser= rhost=…`: an empty field, not a user called rhost.
  if (text.charCodeAt(end) === 61 /* = */) return false;
  // Kubernetes' own principals (`system:node:<host>`, `system:serviceaccount:<ns>:<name>`): the prefix is no name.
  if (value === 'system' && text.charCodeAt(end) === 58 /* : */) return false;
  const before = text.slice(Math.max(0, start - 24), start);
  if (SUDO_PREFIX.test(before)) return text.startsWith(' : ', end);
  // su's `'su root' failed for <name> on /dev/pts/8`, and nothing else that `failed for` starts.
  if (/failed for $/.test(before)) return / on \/dev\//.test(text.slice(end, end + 10));
  // doas's `alice ran command as www: ls` (the target is followed by the command), not prose `ran command as expected`.
  if (before.endsWith('ran command as ')) return text.charCodeAt(end) === 58 /* : */;
  // Dovecot's `imap(jdoe)<1234><sess>:` / `pop3(jdoe):`; not a call such as `imap(func, items)`.
  if (before.endsWith('(')) return text.charCodeAt(end) === 41 /* ) */ && (text.charCodeAt(end + 1) === 60 /* < */ || text.charCodeAt(end + 1) === 58 /* : */);
  return true;
}

/** Every match starts with one of these (the engine looks only where they occur). */
const USER_PLACES = ['uid=', 'auid=', 'euid=', 'suid=', 'fsuid=', 'ouid=', 'user=', 'ruser=', 'luser=', 'logname=', 'acct=', 'uname=', 'new user: name=', 'failed for ', 'principal=[', 'user id=', 'user@host: ', 'role "', "role '", 'sudo', 'set_id=', 'bad su ', 'imap(', 'pop3(', 'lmtp(', 'managesieve(', 'submission(', 'doas', 'ran command as ', 'failed command for ', 'command not permitted for '];

const NAME = "[A-Za-z0-9_][\\w.@$\\\\-]{0,63}(?<![.@-])";
/** A name of capitalised words (`user=Tony Stark, app=…`): read on over the words when they end the field (`,` `;` `)` or the line). */
const MORE_WORDS = "(?:(?<=(?<![\\w.@$\\\\-])[A-Z][a-z'-]{1,30})(?: [A-Z][a-z'-]{1,30}){1,3}(?=[,;)]|[ \\t]*(?:\\r?\\n|$)))?";

/**
 * A user name by its place in a log line — the fields and product-specific places of pam, sudo, su,
 * useradd, Dovecot, ProFTPD, doas and others: `user=X`, `ruser=X`, `logname=X`, `USER=X`, `new user:
 * name=X`. The phrases any product writes (`for user X`, `session opened for user X`, `password changed
 * for X`) are read by the phrase frames (readers/actor-phrases.ts). Once found, the name is masked wherever else it stands as a word;
 * well-known system accounts (`root`, `nobody`) are masked where found but not everywhere else.
 */
export const logUser: PatternRule = {
  id: 'log-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'A user name in the fields and product-specific places of a log line: user=, ruser=, logname=, USER=, acct=, uid=/auid= (a name, not a number), new user: name=X, su\'s failed for X on /dev/…, user: \'X\', "user": "X" (JSON), User ID=X (connection strings), user: X (one word ending the line or before , or ;), User@Host: X, principal=[X], role "X", ProFTPD\'s USER X: Login…, su\'s BAD SU X, Exim\'s set_id=X, Dovecot\'s imap(X) and user=<X>, doas\'s X ran command as Y, failed auth for X, failed command for X and command not permitted for X. The phrases any product writes (for user X, password changed for X) are the phrase reader\'s (actor-phrase).',
  regex: new RegExp(
    `(?:(?<![\\w.-])(?:r|l)?user= ?|[Uu]ser [Ii][Dd]=|logname=|USER=|LOGNAME=|acct=|uname=|new user: name=|failed for (?!(?:invalid |illegal )?users? )|(?:[Ii][Mm][Aa][Pp]|[Pp][Oo][Pp]3|lmtp|managesieve|submission)\\(|principal=\\[|set_id=|BAD SU |User@Host: |[Rr]ole (?=["'])|(?:a|e|s|fs|o)?uid=|sudo(?:\\[\\d{1,10}\\])?: {1,8}|doas(?:\\[\\d{1,10}\\])?: (?=${NAME} ran command as )|ran command as |failed command for |command not permitted for )\\\\?(?:<|["']{0,2})(${NAME}${MORE_WORDS})`,
    'g',
  ),
  group: 1,
  anchor: keywordStartAnchor(USER_PLACES),
  keywords: USER_PLACES,
  validate: isLogUser,
  ...USER_NAME_VALUE,
  examples: {
    match: [
      'pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=198.51.100.7  user=kmorgan',
      'sudo:   alice : TTY=pts/0 ; PWD=/srv ; USER=deploy ; COMMAND=/bin/ls',
      'useradd[1201]: new user: name=bwayne, UID=1001, GID=1001, home=/home/bwayne, shell=/bin/bash',
      'ruser=bhooper rhost=10.0.0.9',
      "su: 'su root' failed for luser on /dev/pts/8",
      '# User@Host: appuser[appuser] @ apphost [198.51.100.1]  Id: 10999834',
      '[authentication_failed] origin_address=[198.51.100.7], principal=[i030648], uri=[/_xpack/security/_authenticate]',
      'FATAL,28000,"role ""jose.villanova"" does not exist"',
      '%ASA-4-402119: IPSEC: Received an ESP packet from 198.51.100.4 (user= Bangalo) to 10.10.1.1',
      'type=SYSCALL msg=audit(1581371984.206:579398): auid=vagrant uid=vagrant gid=vagrant',
      'doas: mlopez ran command as www: /usr/local/bin/restart-app',
      'doas: failed command for mlopez: ls',
      'doas: command not permitted for tkato: reboot',
      'su[234]: BAD SU ger to fwmaster on /dev/ttyp0',
      '2017-01-23 03:44:14 dovecot_login authenticator failed for (hydra) [198.51.100.7]:35686: 535 Incorrect authentication data (set_id=mlee)',
      'dovecot: imap-login: Login: user=<jdoe>, method=PLAIN, rip=10.1.1.1, lip=10.1.1.2',
      'dovecot: imap(jdoe)<4123><hJk2Ld>: Disconnected: Logged out in=80 out=1190',
      'Jun 23 15:04:06 Info: POP3(mlee): Disconnected: Logged out top=0/0, retr=1/2077',
      'Server=tcp:sql01.contoso.com,1433;Database=orders;User ID=svc_orders;Password=Pa55w0rd!x;',
      'Notice A user has accessed an app using OKTA (user=Tony Stark, app=avengers_drive)',
    ],
    noMatch: ['login failed for service on port 22', 'check pass; user unknown', 'logname= uid=0 euid=0', 'for user $USER', 'user=1000', 'for user (null)', 'session opened for user %u', 'user= rhost=x', 'list(imap(fn, items))', 'read the USER guide: chapter 2', 'proftpd: - USER admin logged', 'user=<username>', 'for user "username"', 'the job ran command as expected', 'doas: auth failed for the third time', 'Error for user: connection refused', '    user: process.env.DATABASE_USER,', '    user: "1000"', '{"user":"--","app":"core"}', '{"user":{"name":"x"}}', '{"user":""}', 'K8s Serviceaccount Created (user=system:serviceaccount:kube-system:default verb=create)'],
  },
};
