import { keywordStartAnchor } from '../find/compile/keyword-anchor';
import type { MatchContext, PatternRule } from '../types';
import { USER_NAME_VALUE } from '../rules/identities/user-name-value';
import { isUserSlotName, SLOT_OPENING, USER_SLOT_VALUE } from './user-value';
import { lineBefore } from '../rules/line-context';

/**
 * Phrase frames: the few ways any log's prose names an actor, whichever product wrote it. A frame is the
 * words before a user slot; the slot's value is read with its own quoting (readers/user-value.ts) and
 * rejected when it is a word of prose, a placeholder or a number.
 *
 * - an actor noun, then the name: `user jdoe`, `User 'O'Hara'`, `account jdoe locked`, `file owner jdoe`,
 *   `member "Jane Roe"`, `login jdoe`, `username: jdoe`;
 * - an authentication phrase, then `for`/`of`/`by`/`as` and the name (an actor noun may stand between):
 *   `Login failed for jdoe`, `login of jdoe failed`, `password changed for jdoe`, `authentication
 *   failure for invalid user jdoe`, `session opened for user jdoe`;
 * - a verb of identity and `as`: `authenticated as jdoe`, `logged in as jdoe`, `running as svc-app`;
 * - an action and `by`: `deleted by jdoe`, `changed by user jdoe` (actionByActor below);
 * - the name before a login verb: `jdoe logged in`, `jdoe has signed out` (actorBeforeLogin below).
 */

/** Nouns that name an actor; the slot follows them (an optional `:` between). */
const ACTOR_NOUNS = ['user', 'username', 'account', 'login', 'logon', 'principal', 'owner'];
const ACTOR_NOUN = `(?:user(?:[ -]?name)?|account|log(?:in|on)|principal|owner)`;

/** Words that may stand between an authentication noun and its `for`: `login failed for`, `password attempt for`. */
const STATUS_WORD =
  '(?:attempts?|failures?|failed|succeeded|successful|success|requests?|checks?|change[ds]?|expired|reset|mismatch|denied|granted|opened|closed|error|ok|accepted|rejected|locked|unlocked|incorrect|invalid|wrong|bad|refused|sent|issued)';

/** Nouns of authentication; `for`, `of`, `by` or `as` after them introduces the actor. */
const AUTH_NOUNS = ['login', 'logon', 'log-in', 'sign-in', 'signin', 'auth', 'password', 'passwd', 'credential', 'publickey', 'keyboard-interactive', 'hostbased', 'gssapi', 'session', 'access'];
const AUTH_NOUN = `(?:log-?in|log-?on|sign-?in|auth(?:entication)?|pass(?:word|wd)|credentials?|publickey|keyboard-interactive(?:\\/pam)?|hostbased|gssapi(?:-with-mic|-keyex)?|session|access)`;

/** `for`, before a quoted name in a login's line or a name followed by `from <address> port <n>`. */
const FOR_WORD = ['for '];
/** su's `(to root) jdoe on pts/1`: the account that switched, between the target and its terminal. */
const SU_WORD = ['(to '];
/** Who a thing was given to: `ticket 42 assigned to jdoe`, `role delegated to user jdoe`. */
const ASSIGN_WORDS = ['assigned to', 'delegated to', 'reassigned to', 'transferred to', 'handed over to'];
const ASSIGN_VERB = '(?:(?:re)?assigned|delegated|transferred|handed[ \\t]+over)';
/** Verbs of identity before `as`: `authenticated as`, `logged in as`, `running as`. */
const AS_VERBS = ['authenticated', 'authorized', 'identified', 'logged in', 'logged on', 'signed in', 'connected', 'running', 'impersonating', 'acting', 'switched to', 'became', 'log in', 'sign in', 'login', 'logon', 'to authenticate'];
const AS_VERB = `(?:authenticated|authorized|identified|logged[ \\t]+(?:in|on)|signed[ \\t]+in|connected|running|impersonating|acting|switched[ \\t]+to|became|log(?:[ \\t]+in|in|on)|sign[ \\t]+in)`;

/** Words that make a line an authentication's: a quoted name after `for` there is the account (`FAILED LOGIN (1) on '/dev/tty1' FOR 'jdoe'`). */
const AUTH_CONTEXT = /(?:log[io]n|logon|auth|password|passwd|credential|sign[- ]?in|access denied)/i;

/** An optional actor noun after `for`/`by`, itself with an optional word before it: `for invalid user `, `by authenticating user `. */
const OPTIONAL_ACTOR = `(?:(?:[A-Za-z]{2,16}[ -])?${ACTOR_NOUN}(?:[ \\t]*:)?[ \\t]+)?`;

const VALUE = `${SLOT_OPENING}(${USER_SLOT_VALUE})`;

/**
 * After `for`, a name then `from <address> port <n>`: a remote login's account, as ssh-like daemons write it
 * whatever comes before (`Failed none for jdoe from 10.1.2.3 port 22`, `password=… for jdoe from … port 22`).
 */
const FROM_ADDRESS_PORT = `[^\\s]{1,66}[ \\t]+from[ \\t]+[^\\s]{1,80}[ \\t]+port[ \\t]+\\d`;

/** Words after `running as`/`connected as` that are prose, not an account: `running as expected`, `connected as a client`. */
const AS_PROSE = /^(?:expected|intended|planned|usual|normal|designed|configured|before|follows|well|soon|long|part|needed|required|such)$/i;

/** Words before an actor noun that make its slot certain: `for user`, `by user`, `invalid user`, `create user`. */
const CERTAIN_BEFORE_NOUN = new Set([
  'for', 'by', 'of', 'to', 'as', 'from', 'with', 'on', 'create', 'alter', 'drop', 'rename', 'invalid', 'illegal', 'unknown', 'authenticating',
  'existing', 'nonexistent', 'non-existent', 'disabled', 'locked', 'expired', 'deleted', 'added', 'removed', 'created', 'new', 'local',
  'remote', 'domain', 'ldap', 'sasl', 'ftp', 'sip', 'virtual', 'target', 'source', 'guest', 'admin', 'mail', 'sudo', 'ssh', 'vpn',
]);
const ACTOR_NOUN_WORDS = new Set(ACTOR_NOUNS);

/** The word that ends at `end` (letters and `-`), lowercased, and where it starts. */
function wordBefore(text: string, end: number): { word: string; start: number } {
  let start = end;
  while (start > 0 && start > end - 24) {
    const code = text.charCodeAt(start - 1);
    const lower = code | 32;
    if ((lower >= 97 && lower <= 122) || code === 45 /* - */) start--;
    else break;
  }
  return { word: text.slice(start, end).toLowerCase(), start };
}

/**
 * Whether the slot at `start` is certain from the words before it. A slot the regex reached through an
 * authentication phrase or a verb of identity (`Login failed for X`, `authenticated as X`) is; one after an
 * actor noun is when a preposition or qualifier stands before the noun (`for user X`, `invalid user X`,
 * `create user X`) or a colon after it (`User: X`, `user denied: X`); a bare noun in prose
 * (`user defined maximum`) is not.
 */
function isCertainSlot(text: string, start: number): boolean {
  let i = start;
  // The slot's opening quote or bracket, and an escape before a quote.
  const opening = text.charCodeAt(i - 1);
  if (opening === 39 || opening === 34 || opening === 91 || opening === 60 || opening === 40 || opening === 0x2018 || opening === 0x201c) i--;
  if (text.charCodeAt(i - 1) === 92) i--;
  while (i > 0 && (text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 9)) i--;
  if (text.charCodeAt(i - 1) === 58 /* : */) return true;
  const last = wordBefore(text, i);
  let noun = last.word;
  let nounStart = last.start;
  // `user name`: the noun is two words.
  if (noun === 'name') {
    let k = nounStart;
    while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 45)) k--;
    const first = wordBefore(text, k);
    if (first.word === 'user') {
      noun = 'user';
      nounStart = first.start;
    }
  }
  if (!ACTOR_NOUN_WORDS.has(noun)) return true;
  let k = nounStart;
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9 || text.charCodeAt(k - 1) === 45)) k--;
  return CERTAIN_BEFORE_NOUN.has(wordBefore(text, k).word);
}

/**
 * After the value, what a name in a slot is followed by: the end of the line or of a clause, a tab (the
 * end of a column: Zeek's `USER\ttim\t…`), a bracket, or
 * one of the words logs write after an actor (`user jdoe not found`, `account jdoe locked`, `user alice
 * logged in`, `user bob from 10.0.0.1`), never another word of a sentence (`User defined maximum`).
 */
const ACTOR_FOLLOWS =
  /^['"\]>)\u2019\u201D]?(?:$|[\r\n\t,;:()[\]<>]|\.(?:\s|$)|[ \t]+(?:[-([<]|(?:from|on|at|to|in|via|with|using|for|not|does|did|doesn't|didn't|has|had|have|is|was|already|successfully|logged|signed|authenticated|authorized|connected|disconnected|failed|succeeded|denied|granted|locked|unlocked|disabled|enabled|expired|created|deleted|removed|added|modified|changed|updated|renamed|reset|unknown|invalid|login|logon|logout|logoff|session|password|requested|attempted|tried|started|stopped|opened|closed|ran|executed|accessed|uploaded|downloaded|exists|exist|timed|accepted|rejected|blocked|banned|kicked|joined|left|quit|registered|unregistered|now|still|again)(?![\w-]))|[ \t]*$)/i;

/** A value that reads as an identifier: a digit, `.`, `_`, `@`, `\\`, `$`, an inner capital or a letter beyond ASCII. */
const IDENTIFIER_LIKE = /[\d._@\\$]|[a-z][A-Z]|[\u00C0-\uFFFF]/;

function isPhraseActor(value: string, context: MatchContext): boolean {
  if (!isUserSlotName(value)) return false;
  if (AS_PROSE.test(value)) return false;
  const { text, start, end } = context;
  // `user id=7`: the value is the next field's name; `main.main(0xc4…)`: a function, not a name
  // (`alice(uid=1000)`, as pam writes it, is a name).
  const after = text.charCodeAt(end);
  if (after === 61 /* = */ || (after === 40 /* ( */ && value.includes('.'))) return false;
  // `User Workstations:`, `Logon Hours:`: a Title Case word before a colon names the next field.
  if (after === 58 /* : */ && /^[A-Z][a-z]+$/.test(value) && /^:\s/.test(text.slice(end, end + 2))) return false;
  const before = text.slice(Math.max(0, start - 8), start);
  // A quoted name after a bare `for` (`… FOR 'jdoe'`): only in a line about a login.
  if (/(?:^|[^\w.-])for[ \t]+['"]$/i.test(before) && !AUTH_CONTEXT.test(lineBefore(text, start, 160))) return false;
  if (isCertainSlot(text, start)) return true;
  // A bare noun in prose: the value must look like an identifier, or be followed the way an actor is.
  const opening = text.charCodeAt(start - 1);
  const quoted = opening === 39 || opening === 34 || opening === 91 || opening === 60 || opening === 0x2018 || opening === 0x201c;
  return quoted || IDENTIFIER_LIKE.test(value) || ACTOR_FOLLOWS.test(text.slice(end, end + 24));
}

/** The actor named by a noun, an authentication phrase or a verb of identity (see the module's comment). */
export const actorPhrase: PatternRule = {
  id: 'actor-phrase',
  label: 'User',
  family: 'identities',
  priority: 10,
  description:
    'A user named by the words before it, in any product\'s log prose: user X, account X, owner X, member X, login X; Login failed for X, login of X, password changed for X, session opened for user X; authenticated as X, logged in as X, running as X; su\'s (to root) X on pts/1; assigned to X. The name may be quoted (\'O\'Hara\', "Jane Roe") or bracketed ([jroe], <jroe>); prose words after the noun (user not found, account locked, user agent) are none.',
  regex: new RegExp(
    `(?<![\\w.-])(?:${AUTH_NOUN}(?:(?:[ \\t]+${STATUS_WORD}){0,2}[ \\t]+(?:for|of|by|as)|(?:[ \\t]+${STATUS_WORD}){1,2}(?:[ \\t]*\\([^()\\n]{0,80}\\))?[ \\t]*:)[ \\t]+${OPTIONAL_ACTOR}|${AS_VERB}[ \\t]+as[ \\t]+${OPTIONAL_ACTOR}|to[ \\t]+authenticate[ \\t]+(?:as[ \\t]+)?${OPTIONAL_ACTOR}|${ACTOR_NOUN}[ \\t]+(?:${STATUS_WORD}|not[ \\t]+found|unknown)[ \\t]*:[ \\t]+|${ACTOR_NOUN}(?:[ \\t]*:)?[ \\t]+|\\(to[ \\t]+[^()\\s]{1,32}\\)[ \\t]+(?=[^\\s]{1,64}[ \\t]+on[ \\t])|${ASSIGN_VERB}[ \\t]+to[ \\t]+${OPTIONAL_ACTOR})${VALUE}`,
    'gi',
  ),
  group: 1,
  anchor: keywordStartAnchor([...new Set([...ACTOR_NOUNS, ...AUTH_NOUNS, ...AS_VERBS, ...SU_WORD, ...ASSIGN_WORDS])]),
  keywords: [...new Set([...ACTOR_NOUNS, ...AUTH_NOUNS, ...AS_VERBS, ...SU_WORD, ...ASSIGN_WORDS])],
  validate: isPhraseActor,
  ...USER_NAME_VALUE,
  examples: {
    match: [
      'auth: user jdoe not found',
      "Login failed for user 'O'Hara' from 10.1.2.3",
      'user "Jane Roe" authenticated',
      'login of jdoe failed',
      'sso: authenticated as jdoe',
      'account jdoe locked after 5 attempts',
      'chown: file owner jdoe',
      'Password changed for mlee',
      'session opened for user [jroe]',
      'web: logged in as k.tanaka',
      'Authentication failure for invalid user ftpuser1',
      'User <bwayne> disconnected',
      'Nov 21 10:02:11 web01 sshd[2231]: Invalid user oracle from 203.0.113.7 port 51422',
      'sshd[2231]: Failed password for invalid user admin2 from 203.0.113.7 port 51422 ssh2',
      'sshd[4410]: Accepted publickey for jsmith from 10.0.0.15 port 50022 ssh2: RSA SHA256:abc',
      'sshd[4410]: Accepted gssapi-with-mic for jsmith from 10.0.0.15 port 50022 ssh2',
      'pam_unix(sshd:session): session opened for user fztu by (uid=0)',
      'pam_unix(cron:session): session opened for user alice(uid=1000) by (uid=0)',
      'systemd-logind[812]: New session 42 of user jdoe.',
      'sshd[221]: Disconnected from user jdoe 203.0.113.9 port 4122',
      'sshd[221]: Connection closed by authenticating user admin 203.0.113.9 port 4122 [preauth]',
      'passwd[233]: pam_unix(passwd:chauthtok): password changed for ckent',
      'status=bounced (unknown user: "ghdsgfhdslfh")',
      "openvpn[19830]: user 'bob' authenticated",
      'smbd[17535]: Permission denied user not allowed to delete print job. User name: ahmet. Printer name: prnq1.',
      "nextcloud: Login failed: 'jroe' (Remote IP: '10.0.0.5')",
      'mongod: Failed to authenticate kwan from client 10.0.0.5:50012 with mechanism SCRAM-SHA-1',
      'postgres=# CREATE USER analytics WITH PASSWORD \'x\';',
      'CREATE USER scott IDENTIFIED BY tiger;',
      'NET USER svc_backup * /ADD',
      'phpMyAdmin: user denied: mbrown (mysql-denied) from 10.0.0.5',
      'radiusd[4]: Login incorrect (mschap: MS-CHAP2-Response is incorrect): [mbrown] (from client nas01 port 0)',
      'PGS17200: Authentication failed for user corp\\jones_b.',
      'owner ÉlodieR added to group admins',
      'chown: changing ownership: owner jdoe',
      'su: FAILED SU (to root) rmurphy on pts/1',
      'su[4411]: (to postgres) lnash on pts/0',
      'helpdesk: ticket 42 assigned to jlowe',
    ],
    noMatch: [
      'user not found',
      'account locked',
      'the user agent string',
      'login failed for the third time',
      'session opened for user (null)',
      'running as expected',
      'user %s logged in',
      'user $USER',
      'user=jdoe',
      'users 12',
      'userAgent: curl',
      'login: 2021-03-04 10:00:01',
      'Last login: Thu Jul 16 00:24:36 2015 from 10.0.2.2',
      'User defined maximum volume capacity exceeded',
      "ALTER TABLE user ADD column x",
      'created by main.main(0xc420024120)',
      'waiting for connections from the pool',
      'for item from list',
      'Invalid user  from',
      'ASA-6-110002: Failed to locate egress interface for TCP from inside:10.1.1.1/7777 to 10.2.2.2/123',
      'login failed: invalid password',
      'password: correct horse battery staple',
      'session: 42 opened',
      "waiting for 'sync' to finish",
      'job (to be run) later on demand',
      'ticket assigned to the queue',
    ],
  },
};

/**
 * The account after a bare `for`: a quoted name in a line about a login (`FAILED LOGIN (1) on '/dev/tty1'
 * FOR 'jdoe'`), or a name followed by `from <address> port <n>` (`password=… for jdoe from 10.1.2.3 port
 * 22`). A rule of its own, with a small pattern: `for ` stands thousands of times in a log, and
 * actor-phrase's pattern tried at each of them cost more than all its other places.
 */
export const actorAfterFor: PatternRule = {
  id: 'actor-after-for',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: "The account after a bare for: a quoted name in a line about a login (FAILED LOGIN (1) on '/dev/tty1' FOR 'jdoe'), or a name followed by from <address> port <n> (… for jdoe from 10.1.2.3 port 22).",
  regex: new RegExp(`(?<![\\w.-])for[ \\t]+(?:(?=['"])|(?=${FROM_ADDRESS_PORT}))${VALUE}`, 'gi'),
  group: 1,
  anchor: keywordStartAnchor(FOR_WORD),
  keywords: FOR_WORD,
  validate: isPhraseActor,
  ...USER_NAME_VALUE,
  examples: {
    match: ["login[812]: FAILED LOGIN (1) on '/dev/tty1' FOR 'mbrown', Authentication failure", 'sshd[12]: password=Quartz-1 for user3 from 10.1.1.1 port 22', 'sshd[12]: Failed none for jdoe from 10.1.2.3 port 4122 ssh2'],
    noMatch: ["waiting for 'sync' to finish", 'for item from list', 'waiting for connections from the pool', 'rate limit for api from 10.0.0.1'],
  },
};

/** Actions whose `by` names who did them. */
const ACTION_VERB =
  '(?:started|stopped|opened|closed|terminated|sent|triggered|scheduled|launched|owned|held|signed|reviewed|created|deleted|removed|modified|changed|updated|disabled|enabled|locked|unlocked|added|reset|approved|granted|revoked|initiated|requested|performed|invoked|executed|submitted|uploaded|downloaded|shared|accessed|viewed|edited|renamed|moved|restored|assigned|kicked|banned|invited|cancell?ed|acknowledged|claimed|impersonated|authori[sz]ed|suspended|reactivated|activated|deactivated|promoted|demoted|published|merged|pushed|committed)';

/** Who or what did it when it is no person: `killed by signal 9`, `triggered by timer`, `denied by rule 4`. */
const NOT_AN_ACTOR_BY = /^(?:signal|timer|cron|rule|rules|firewall|kernel|scheduler|daemon|watchdog|application|app|handler|controller|system|systemd|init|oom|gc|supervisor|policy|admin)$|^(?:queue|pool|process|thread|worker|task|job|service|server|client|host|driver|module|plugin|script|migration|batch|pipeline|transaction|session|connection|request|another|other|peer|remote|parent|child)(?:[-_.]?\d+)?$/i;

/** A stack trace's next frame on the next line (Go's `created by main.main` then `\t/src/main.go:12`): the value is a function. */
function isStackFrameNext(text: string, end: number): boolean {
  return /^\r?\n[ \t]+(?:\/|at |[A-Za-z]:\\|[\w.-]+:\d)/.test(text.slice(end, end + 64));
}

/** The actor of an action: `deleted by jdoe`, `changed by user jdoe`, `account locked by admin`. */
export const actionByActor: PatternRule = {
  id: 'action-by-actor',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The person an action names after by: created by X, deleted by X, changed by user X, started by X, held by X (signals, timers, rules and other non-persons are none).',
  regex: new RegExp(`${ACTION_VERB}[ \\t]+by[ \\t]+${OPTIONAL_ACTOR}${VALUE}`, 'gi'),
  group: 1,
  // ` by ` found by the keyword pass; the verb before it is walked over as letters.
  anchor: keywordStartAnchor([' by '], 'A-Za-z', 16),
  keywords: [' by '],
  validate: (value, context) => isUserSlotName(value) && !NOT_AN_ACTOR_BY.test(value) && context.text.charCodeAt(context.end) !== 61 && !isStackFrameNext(context.text, context.end),
  ...USER_NAME_VALUE,
  examples: {
    match: ['Document deleted by jdoe', 'ticket reset by k.tanaka', 'share created by "Jane Roe"', 'Document approved by admin2', 'app: session started by egray from 10.0.0.5', 'lock held by pwalsh since 10:02'],
    noMatch: ['process killed by signal 9', 'job triggered by timer', 'app: job held by queue manager', 'app: connection owned by pool-3', 'connection reset by peer', 'deleted by the cleanup job', 'created by %s', 'goroutine 7 [running]:\ncreated by main.main\n\t/app/main.go:12 +0x2b'],
  },
};

/** After the name: a login verb (`jdoe logged in`, `jdoe has signed out`, `jdoe successfully authenticated`). */
/** After the name: its possessions (`fhale's password was changed`) and its uid (`kmay (uid 1001) started job 7`). */
const MARKS_AFTER = ["'s password", "'s account", "'s session", "'s home", "'s mailbox", "'s credentials", "'s api key", "'s token", "'s profile", ' (uid ', ' (uid=', '(uid='];
const LOGIN_AFTER = [' logged in', ' logged out', ' logged on', ' logged off', ' signed in', ' signed out', ' has logged', ' has signed', ' was logged', ' successfully logged', ' successfully authenticated', ' authenticated successfully', ' fail login', ' ok login', ' failed login', ' login failed', ' login succeeded', ' login successful', ' failed to log', ' authentication failed', ' authentication failure', ' auth failed'];

/** Words before a login verb that are no name: `User logged in`, `Web login failed`, `Kerberos authentication failed`. */
const NOT_BEFORE_LOGIN = /^(?:has|was|is|successfully|already|just|not|never|user|account|admin|administrator|client|session|web|portal|proxy|console|remote|local|network|api|ui|gui|cli|sasl|ldap|radius|kerberos|ntlm|digest|basic|form|oauth|saml|sso|mfa|ssh|ftp|sftp|imap|pop3?|smtp|http|https|vpn|domain|interactive|service|server|system|password|passwd|pam|the|a|an|and|or|first|last|previous|recent|second|third)$/i;

/**
 * The name before a login verb. After a failed-login phrase (`FAIL LOGIN`, `login failed`, `authentication
 * failed`) a bare word is often a service (`Proxy authentication failed`): the name must be bracketed or
 * quoted (`[jdoe] FAIL LOGIN`), or read as an identifier or a lowercase login name.
 */
function isActorBeforeLogin(value: string, { text, start, end }: MatchContext): boolean {
  if (!isUserSlotName(value) || NOT_BEFORE_LOGIN.test(value)) return false;
  if (/^['">\]]?[ \t]+(?:has[ \t]+|was[ \t]+|successfully[ \t]+)?(?:logged|signed|authenticated)/i.test(text.slice(end, end + 24))) return true;
  const opening = text.charCodeAt(start - 1);
  return opening === 91 || opening === 60 || opening === 34 || opening === 39 || /[\d._@\\$]/.test(value) || /^[a-z][a-z0-9_-]*$/.test(value);
}

/** The name right before a login verb (see LOGIN_AFTER); read from its first character (the anchor walks back over it). */
export const actorBeforeLogin: PatternRule = {
  id: 'actor-before-login',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The user named right before a login verb or a mark of its own: jdoe logged in, "jdoe" logged out, jdoe has signed in, jdoe successfully authenticated, jdoe\'s password was changed, jdoe (uid 1001) started job 7.',
  regex: new RegExp(
    `(?<![^\\s:>\\]),;|-])['"<[]?((?<=['"<[])[^'"<>[\\]\\s]{1,64}(?=['">\\]])|[^\\s"'\`<>()[\\]{},;:=|/*?!]{1,64}(?<![.@-]))['">\\]]?(?:(?:[ \\t]+(?:has|was|successfully))?[ \\t]+(?:logged|signed|authenticated)|[ \\t]+(?:fail(?:ed)?|ok)[ \\t]+login|[ \\t]+(?:login|authentication|auth)[ \\t]+(?:failed|failure|succeeded|successful)|[ \\t]+failed[ \\t]+to[ \\t]+log(?:[ \\t]?in|on)?|'s[ \\t]+(?:password|account|session|home|mailbox|credentials|api[ \\t]+key|token|profile)|[ \\t]?\\(uid[ =]\\d{1,10}\\))(?![\\w-])`,
    'gi',
  ),
  group: 1,
  // The login verb is found by the keyword pass; the anchor walks back over the name before it.
  anchor: keywordStartAnchor([...LOGIN_AFTER, ...MARKS_AFTER], '^\\s', 66),
  keywords: [...LOGIN_AFTER, ...MARKS_AFTER],
  validate: isActorBeforeLogin,
  ...USER_NAME_VALUE,
  examples: {
    match: ["fhale's password was changed", 'kmay (uid 1001) started job 7', 'sudo: pam_unix(sudo-i:session): session opened for user root by userauth3(uid=0)', 'CRON[2211]: pam_unix(cron:session): session opened for user root by backup-svc(uid=0)', 'jdoe logged in', 'portal: "k.tanaka" has signed out', 'webui: mlee successfully authenticated', '[2021-01-01] <bwayne> logged off', 'vsftpd[12]: [jroe] FAIL LOGIN: Client "10.1.2.3"', 'znc: [plee] failed to login from 10.1.2.3', 'webmin: jdoe login failed'],
    noMatch: ['process(uid=0) started', 'by (uid=0)', 'User logged in', 'Successfully logged in', 'user has logged out', 'already logged in', '%s logged in', 'Proxy authentication failed', 'SASL LOGIN authentication failed: UGFzc3dvcmQ6', 'Web login failed'],
  },
};
