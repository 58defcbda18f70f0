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
  const before = text.slice(Math.max(0, start - 24), start);
  if (SUDO_PREFIX.test(before)) return text.startsWith(' : ', end);
  // su's `'su root' failed for <name> on /dev/pts/8`, and nothing else that `failed for` starts.
  if (/failed for $/.test(before)) return / on \/dev\//.test(text.slice(end, end + 10));
  // ProFTPD's `USER jufu: Login successful.` / `USER jufu (Login failed): …`, not any capitalised USER.
  if (before.endsWith('USER ')) return text.charCodeAt(end) === 58 /* : */ || text.startsWith(' (Login failed)', end);
  // doas's `alice ran command as www: ls` (the target is followed by the command), not prose `ran command as expected`.
  if (before.endsWith('ran command as ')) return text.charCodeAt(end) === 58 /* : */;
  // Dovecot's `imap(jdoe)<1234><sess>:` / `pop3(jdoe):`; not a call such as `imap(func, items)`.
  if (before.endsWith('(')) return text.charCodeAt(end) === 41 /* ) */ && (text.charCodeAt(end + 1) === 60 /* < */ || text.charCodeAt(end + 1) === 58 /* : */);
  return true;
}

/** Every match starts with one of these (the engine looks only where they occur). */
const USER_PLACES = ['uid=', 'auid=', 'euid=', 'suid=', 'fsuid=', 'ouid=', 'user=', 'ruser=', 'luser=', 'logname=', 'acct=', 'uname=', 'for user', 'by user', 'of user', 'from user', 'for invalid user', 'for illegal user', 'for authenticating user', 'by invalid user', 'by authenticating user', 'from invalid user', 'from authenticating user', 'for unknown user', 'unknown user: ', 'new user: name=', 'password changed for ', 'changed password for ', "change user '", 'failed for ', 'principal=[', 'user: ', 'user id=', 'user":', "user':", "user '", 'user@host: ', 'role "', "role '", 'sudo', 'set_id=', 'user name: ', 'bad su ', ' - user ', '): user ', 'imap(', 'pop3(', 'lmtp(', 'managesieve(', 'submission(', 'doas', 'ran command as ', 'failed auth for ', 'failed command for ', 'command not permitted for '];

const NAME = "[A-Za-z0-9_][\\w.@$\\\\-]{0,63}(?<![.@-])";

/**
 * A user name by its place in a log line — the fields and phrases of sshd, pam, sudo, su, login,
 * systemd-logind, useradd and passwd: `user=X`, `ruser=X`, `logname=X`, `USER=X`, `for user X`,
 * `session opened for user X`, `of user X`, `from invalid user X`, `by authenticating user X`, `new user:
 * name=X`, `password changed for X`. Once found, the name is masked wherever else it stands as a word;
 * well-known system accounts (`root`, `nobody`) are masked where found but not everywhere else.
 */
export const logUser: PatternRule = {
  id: 'log-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'A user name by its place in a log line: user=, ruser=, logname=, USER=, for user X, of user X, from invalid user X, new user: name=X, password changed for X, su\'s failed for X on /dev/…, user: \'X\', "user": "X" (JSON), User ID=X (connection strings), user: X (one word ending the line or before , or ;), User@Host: X, principal=[X], role "X", OpenVPN\'s user \'X\', Samba\'s User name: X, ProFTPD\'s USER X: Login…, su\'s BAD SU X, Exim\'s set_id=X, Dovecot\'s imap(X) and user=<X>, doas\'s X ran command as Y, failed auth for X, failed command for X and command not permitted for X.',
  regex: new RegExp(
    `(?:(?:r|l)?user= ?|[Uu]ser [Ii][Dd]=|logname=|USER=|LOGNAME=|acct=|uname=|(?:for|by|of|from) (?:(?:invalid|illegal|authenticating|unknown) )?users? |unknown user: |new user: name=|password changed for |changed password for |change user '|failed for (?!(?:invalid |illegal )?users? )|(?:[Ii][Mm][Aa][Pp]|[Pp][Oo][Pp]3|lmtp|managesieve|submission)\\(|principal=\\[|[Uu]ser(?:["'][ \\t]*)?:[ \\t]*(?=["'])|user: (?=${NAME}[ \\t]*(?:[\\r\\n,;]|$))|[Uu]ser (?=')|User: |[Uu]ser name: |set_id=|BAD SU |(?: -|\\):) USER |User@Host: |[Rr]ole (?=["'])|(?:a|e|s|fs|o)?uid=|sudo(?:\\[\\d{1,10}\\])?: {1,8}|doas(?:\\[\\d{1,10}\\])?: (?=${NAME} ran command as )|ran command as |failed (?:auth|command) for |command not permitted for )\\\\?(?:<|["']{0,2})(${NAME})`,
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
      'pam_unix(sshd:session): session opened for user fztu by (uid=0)',
      'pam_unix(cron:session): session opened for user alice(uid=1000) by (uid=0)',
      'systemd-logind[812]: New session 42 of user jdoe.',
      'sshd[221]: Disconnected from user jdoe 203.0.113.9 port 4122',
      'sshd[221]: Connection closed by authenticating user admin 203.0.113.9 port 4122 [preauth]',
      'sudo:   alice : TTY=pts/0 ; PWD=/srv ; USER=deploy ; COMMAND=/bin/ls',
      'useradd[1201]: new user: name=bwayne, UID=1001, GID=1001, home=/home/bwayne, shell=/bin/bash',
      'passwd[233]: pam_unix(passwd:chauthtok): password changed for ckent',
      'ruser=bhooper rhost=10.0.0.9',
      "su: 'su root' failed for luser on /dev/pts/8",
      "[Note] Aborted connection 4016575 to db: 'testdb' user: 'sherlock' host: 'localhost'",
      '# User@Host: appuser[appuser] @ apphost [198.51.100.1]  Id: 10999834',
      '[authentication_failed] origin_address=[198.51.100.7], principal=[i030648], uri=[/_xpack/security/_authenticate]',
      'FATAL,28000,"role ""jose.villanova"" does not exist"',
      '%ASA-4-402119: IPSEC: Received an ESP packet from 198.51.100.4 (user= Bangalo) to 10.10.1.1',
      'status=bounced (unknown user: "ghdsgfhdslfh")',
      'type=SYSCALL msg=audit(1581371984.206:579398): auid=vagrant uid=vagrant gid=vagrant',
      "Access denied for user \\'test1\\'@\\'db01\\'",
      'PGS17200: Authentication failed for user corp\\jones_b.',
      "openvpn[19830]: user 'bob' authenticated",
      'smbd[17535]: Permission denied user not allowed to delete print job. User name: ahmet. Printer name: prnq1.',
      'proftpd[12564]: juf01 (dialin.example.net[198.51.100.7]) - USER jufu: Login successful.',
      'doas: mlopez ran command as www: /usr/local/bin/restart-app',
      'doas: failed auth for mlopez',
      'doas: failed command for mlopez: ls',
      'doas: command not permitted for tkato: reboot',
      'proftpd[2212]: ftp01 (::ffff:198.51.100.7[::ffff:198.51.100.7]) - USER kwan (Login failed): Incorrect password.',
      'su[234]: BAD SU ger to fwmaster on /dev/ttyp0',
      '2017-01-23 03:44:14 dovecot_login authenticator failed for (hydra) [198.51.100.7]:35686: 535 Incorrect authentication data (set_id=mlee)',
      'proftpd[30362] ftp01 (client.example.net[198.51.100.9]): USER backup01: Login successful.',
      'dovecot: imap-login: Login: user=<jdoe>, method=PLAIN, rip=10.1.1.1, lip=10.1.1.2',
      'dovecot: imap(jdoe)<4123><hJk2Ld>: Disconnected: Logged out in=80 out=1190',
      'Jun 23 15:04:06 Info: POP3(mlee): Disconnected: Logged out top=0/0, retr=1/2077',
      'login failed, user: jdoe, ip: 10.0.0.5',
      'Server=tcp:sql01.contoso.com,1433;Database=orders;User ID=svc_orders;Password=Pa55w0rd!x;',
      '{"reqId":"XaQ6fx","remoteAddr":"10.0.0.5","user":"jdoe","app":"admin_audit"}',
      "{'user': 'jdoe', 'action': 'login'}",
      '    user: aaronloo',
    ],
    noMatch: ['login failed for service on port 22', 'check pass; user unknown', 'logname= uid=0 euid=0', 'for user $USER', 'user=1000', 'for user (null)', 'session opened for user %u', 'user= rhost=x', 'list(imap(fn, items))', 'read the USER guide: chapter 2', 'proftpd: - USER admin logged', 'user=<username>', 'for user "username"', 'the job ran command as expected', 'doas: auth failed for the third time', 'Error for user: connection refused', '    user: process.env.DATABASE_USER,', '    user: "1000"', '{"user":"--","app":"core"}', '{"user":{"name":"x"}}', '{"user":""}'],
  },
};
