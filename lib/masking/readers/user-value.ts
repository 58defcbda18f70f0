import { isCodeReference } from '../find/placeholder-values';
import { BUILTIN_ACCOUNTS } from '../rules/identities/user-names';

/**
 * What a user name read by its place looks like, for every reader that finds one (the phrase frames, the
 * path positions, the field reader's user fields): how the slot's value is written, and which words stand
 * in the slot without being a name.
 */

/**
 * The value of a user slot, as one regex group with the slot's own quoting read properly:
 * - in single quotes, up to the quote that no letter follows (`'O'Hara'` is `O'Hara`), spaces allowed; the
 *   quotes may be escaped (`\\'test1\\'` inside an SQL string);
 * - in double quotes or typographic quotes, up to the closing one, spaces allowed (`"Jane Roe"`);
 * - in brackets `[…]`, `<…>` or `(…)`: up to the closing one, no spaces;
 * - bare: a run of characters that are no delimiter (non-ASCII letters included), `DOMAIN\name`, `name@realm`.
 * Each alternative is bounded (64 characters), so the pattern stays linear.
 */
export const USER_SLOT_VALUE = [
  `(?<=')(?:[^'\\s\\\\]|'(?=[A-Za-z\\u00C0-\\uFFFF])|[ ](?=[^\\s'])){1,64}(?=\\\\?')`,
  `(?<=")[^"\\n\\r\\t]{1,64}(?=")`,
  `(?<=[\\u2018\\u201C])[^\\u2019\\u201D\\n\\r]{1,64}(?=[\\u2019\\u201D])`,
  `(?<=\\[)[^\\]\\s]{1,64}(?=\\])`,
  `(?<=<)[^>\\s]{1,64}(?=>)`,
  `(?<=\\()[^)\\s,]{1,64}(?=\\))`,
  `(?<![^\\s:=,;(\\[{])(?:[^\\s"'\`<>()[\\]{},;:=|/*?!\\\\]|\\\\(?![rnt"])){1,64}(?<![.@-])`,
].join('|');

/** The opening of a slot: nothing, or the quote or bracket the value stands in. */
export const SLOT_OPENING = `(?:\\\\?['"\\u2018\\u201C]|[[<(])?`;

/**
 * Words that stand in a user slot without being a name: the words prose puts after `user`, `account`,
 * `login` or `for` (`user not found`, `account locked`, `login failed for reason`, `user agent`), the stop
 * words that end a slot (`from`, `with`, `on`, `port`), and placeholders (`unknown`, `(null)`).
 */
const NOT_USER_NAMES = [
  // Function words and pronouns.
  'a', 'an', 'the', 'this', 'that', 'these', 'those', 'it', 'its', 'is', 'was', 'are', 'were', 'be', 'been', 'being', 'has', 'have', 'had',
  'do', 'does', 'did', 'not', 'no', 'none', 'any', 'all', 'each', 'every', 'some', 'other', 'another', 'same', 'such', 'own', 'only', 'also',
  'and', 'or', 'but', 'if', 'then', 'else', 'when', 'while', 'which', 'who', 'whom', 'whose', 'what', 'where', 'why', 'how', 'than', 'so',
  'from', 'with', 'without', 'on', 'in', 'at', 'to', 'into', 'onto', 'of', 'for', 'by', 'as', 'via', 'per', 'about', 'after', 'before',
  'since', 'until', 'against', 'between', 'through', 'during', 'under', 'over', 'above', 'below', 'within', 'across', 'using', 'because',
  'can', 'cannot', 'could', 'will', 'would', 'should', 'may', 'might', 'must', 'shall', 'you', 'your', 'we', 'our', 'they', 'their', 'them',
  'he', 'she', 'his', 'her', 'i', 'me', 'my', 'mine', 'us', 'one', 'there', 'here', 'now', 'yet', 'still', 'again', 'just', 'already',
  // What follows an actor word in log prose.
  'name', 'names', 'id', 'ids', 'uid', 'gid', 'user', 'users', 'username', 'usernames', 'account', 'accounts', 'login', 'logins', 'logon',
  'member', 'members', 'owner', 'owners', 'principal', 'principals', 'group', 'groups', 'role', 'roles', 'session', 'sessions', 'agent',
  'agents', 'interface', 'data', 'info', 'information', 'details', 'profile', 'profiles', 'settings', 'preferences', 'config',
  'configuration', 'mode', 'request', 'requests', 'cache', 'context', 'type', 'level', 'list', 'database', 'db', 'table', 'record',
  'records', 'entry', 'entries', 'object', 'objects', 'directory', 'home', 'dir', 'path', 'file', 'files', 'quota', 'limit', 'limits',
  'count', 'number', 'password', 'passwords', 'credential', 'credentials', 'token', 'tokens', 'key', 'keys', 'certificate', 'cert',
  'attribute', 'attributes', 'permission', 'permissions', 'privilege', 'privileges', 'rights', 'access', 'policy', 'policies', 'status',
  'state', 'management', 'manager', 'service', 'services', 'process', 'processes', 'namespace', 'space', 'class', 'field', 'value',
  'values', 'option', 'options', 'flag', 'flags', 'parameter', 'parameters', 'input', 'output', 'message', 'messages', 'mapping',
  'map', 'lookup', 'search', 'query', 'filter', 'store', 'storage', 'provider', 'backend', 'plugin', 'module', 'identity', 'identities',
  'activity', 'action', 'actions', 'event', 'events', 'audit', 'log', 'logs', 'name:', 'creation', 'deletion', 'update', 'updates',
  'change', 'changes', 'changed', 'attempt', 'attempts', 'failure', 'failures', 'failed', 'fails', 'fail', 'error', 'errors', 'success',
  'successful', 'successfully', 'succeeded', 'ok', 'denied', 'granted', 'rejected', 'accepted', 'allowed', 'blocked', 'locked',
  'unlocked', 'disabled', 'enabled', 'expired', 'expires', 'expiry', 'exists', 'exist', 'existing', 'nonexistent', 'non-existent',
  'found', 'missing', 'unknown', 'invalid', 'illegal', 'valid', 'authenticating', 'authenticated', 'authentication', 'authorization',
  'authorized', 'unauthorized', 'logged', 'login:', 'signed', 'sign', 'connected', 'disconnected', 'connection', 'connections', 'closed',
  'opened', 'open', 'close', 'started', 'stopped', 'created', 'deleted', 'removed', 'added', 'modified', 'updated', 'renamed', 'moved',
  'reset', 'required', 'requested', 'request:', 'timeout', 'timed', 'limit:', 'exceeded', 'new', 'old', 'current', 'default', 'local',
  'remote', 'external', 'internal', 'anonymous', 'guest', 'null', 'nil', 'undefined', 'empty', 'blank', 'true', 'false', 'yes', 'set',
  'unset', 'self', 'everyone', 'anyone', 'someone', 'nobody', 'all', 'both', 'either', 'neither', 'more', 'less', 'many', 'several',
  'first', 'last', 'next', 'previous', 'same', 'different', 'specified', 'given', 'provided', 'supplied', 'selected', 'requested',
  'port', 'host', 'hosts', 'server', 'client', 'peer', 'address', 'ip', 'network', 'domain', 'realm', 'tty', 'pts', 'console', 'shell',
  'command', 'commands', 'script', 'job', 'task', 'tasks', 'thread', 'pid', 'reason', 'cause', 'due', 'unable', 'could', 'trying',
  'attempting', 'attempted', 'tried', 'retry', 'now', 'currently', 'already', 'still', 'root@', 'name=', 'id=', 'list:', 'level:',
  'tcp', 'udp', 'icmp', 'http', 'https', 'ssh', 'ftp', 'sftp', 'smtp', 'imap', 'pop3', 'ldap', 'sasl', 'pam', 'kerberos', 'ntlm',
  'password:', 'publickey', 'keyboard-interactive', 'keyboard-interactive/pam', 'hostbased', 'gssapi-with-mic', 'none:', 'method',
  'methods', 'plain', 'basic', 'digest', 'bearer', 'oauth', 'saml', 'sso', 'mfa', 'otp', '2fa', 'totp',
  'logout', 'logoff', 'signin', 'signout', 'sign-in', 'sign-out', 'registration', 'register', 'registered', 'unregistered', 'lockout',
  'portal', 'dashboard', 'api', 'admin:', 'management:', 'interactive', 'batch', 'network:', 'unlock', 'lock', 'delete', 'create',
  'modify', 'edit', 'view', 'read', 'write', 'execute', 'run', 'ran', 'running', 'use', 'used', 'uses', 'get', 'put', 'post',
  'unknown)', '(null)', '(unknown)', 'n/a', 'na', 'none)', '-', '--', '?', '*', '.', 'x', 'xxx', 'xxxx', 'xxxxx', 'someuser', 'somebody',
  'example', 'sample', 'dummy', 'placeholder', 'redacted', 'hidden', 'masked', 'removed', 'omitted', 'anonymized', 'anonymised',
  'incorrect', 'wrong', 'bad', 'defined', 'specific', 'based', 'level', 'maximum', 'minimum', 'control', 'controls', 'chooses', 'choose',
  'performs', 'perform', 'fields', 'guid', 'sid', 'uuid', 'mac', 'hostname', 'hostnames', 'domainname', 'wraparound', 'mapper', 'mappers',
  // What triggers a job when no person does (`"triggered_by":"schedule"`).
  'schedule', 'scheduled', 'scheduler', 'timer', 'webhook', 'automation', 'automatic', 'manual', 'pipeline', 'trigger', 'cronjob',
  // Log levels and syslog facilities (`[WARNING] Authentication failed`, `auth.error`): never a name.
  'warning', 'warn', 'notice', 'info', 'debug', 'trace', 'verbose', 'crit', 'critical', 'alert', 'emerg', 'emergency', 'fatal', 'severe',
  'err', 'auth', 'authpriv', 'kern', 'daemon', 'syslog', 'cron', 'user.info', 'auth.info', 'auth.error', 'auth.err', 'auth.warn', 'auth.notice',
  // Days and months, as `Last login: Thu Jul 16` writes them.
  'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'january', 'february', 'march', 'april',
  'june', 'july', 'august', 'september', 'october', 'november', 'december', 'today', 'yesterday', 'tomorrow', 'never',
  // SQL words (`ALTER TABLE user ADD column`).
  'add', 'drop', 'alter', 'select', 'insert', 'where', 'table', 'column', 'columns', 'into', 'join', 'index', 'grant', 'revoke', 'like',
  // What an account or a user undergoes (`Account fetch failed`, `user lookup failed`, `user sync started`).
  'fetch', 'fetching', 'sync', 'syncing', 'synchronization', 'validation', 'verification', 'verify', 'check', 'checks', 'retrieval',
  'resolution', 'resolve', 'loading', 'load', 'loaded', 'save', 'saved', 'migration', 'import', 'export', 'provisioning',
  'deprovisioning', 'enumeration', 'discovery', 'listing', 'refresh', 'expiration', 'accessor', 'initialization', 'initialized',
  'handler', 'handling', 'object', 'model', 'entity', 'resource', 'resources', 'scope', 'scopes', 'workstations', 'hours',
  'balance', 'balances', 'holder', 'summary', 'statement', 'numbers', 'page', 'pages', 'menu', 'button', 'form', 'screen', 'panel',
  'report', 'reports', 'history', 'quota', 'plan', 'tier', 'usage', 'home', 'homes', 'directory', 'mailbox', 'inbox', 'email', 'mail',
];

const NOT_USER_SET = new Set(NOT_USER_NAMES);

/** A plain login name (`jdoe`, `svc_backup`, `mary-ann2`): letters, digits, `_` and inner `-`, a letter first. */
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*$/;

/** Template and shell placeholders: `$USER`, `${user}`, `%u`, `%s`, `<user>`, `{user}`, `{{ user }}`, `***`. */
const PLACEHOLDER = /^(?:\$\{?\w+\}?|%[\w-]+|%\{[^}]*\}|<[^>]*>|\{\{?[^}]*\}?\}|\*+|(?:your|my|some|the)[-_]?(?:user|name|login|account)\w*|user[-_]?name|x{3,})$/i;

/** A date, a time, a duration, a number with a unit or an autonomous system's number, not a name (`2021-03-01`, `12:00`, `5s`, `0x1f`, `ASN 0000`). */
const NOT_A_NAME_SHAPE = /^(?:\d[\d.,:/-]*|0x[\da-f]+|\d+(?:ms|s|m|h|d|b|kb|mb|gb|%)|[\d.]+\.\.\.?|ASN? ?\d+)$/i;

/** Whether `value`, read from a user slot, is a user name: not a word of prose, a placeholder, a number or a built-in account. */
export function isUserSlotName(value: string, { numeric = false }: { numeric?: boolean } = {}): boolean {
  if (value.length === 0 || value.length > 64) return false;
  const lower = value.toLowerCase();
  if (NOT_USER_SET.has(lower) || BUILTIN_ACCOUNTS.has(lower)) return false;
  // Most values are plain names: of the checks below only a placeholder (`your_user`, `xxx`) and a
  // Windows security id (`S-1-5-18`) can reject one (this path gives the same answers, without the rest;
  // a code reference such as `var.x` has a dot, which no plain name has).
  if (PLAIN_NAME.test(value)) return !PLACEHOLDER.test(value) && !/^S-\d-\d+(?:-\d+)*$/.test(value);
  if (PLACEHOLDER.test(value) || isCodeReference(value)) return false;
  // A Windows security id (`S-1-5-18`), an insertion string (`%%1843`), or a JSON string's escaped line
  // break (`\r\n\tSecurity ID`): the name's value is elsewhere.
  if (/^S-\d-\d+(?:-\d+)*$|^%%\d+$|(?<!\\)(?:\\\\)*\\[rnt]/.test(value)) return false;
  // A program or file (`accessed by "chrome.exe"`), or a Windows path (`C:\\Program Files\\…`): no account.
  if (/\.(?:exe|dll|sys|bat|cmd|ps1|vbs|sh|py|pl|rb|jar|js|so|bin|msi|app|dmg|pkg|deb|rpm|zip|tar|gz|log|conf|cfg|ini|xml|json|ya?ml|txt|pid|lock|sock)$/i.test(value) || /^[A-Za-z]:\\/.test(value)) return false;
  if (/^\d+$/.test(value)) return numeric && value.length >= 2 && value.length <= 15;
  if (NOT_A_NAME_SHAPE.test(value)) return false;
  // A name has a letter or digit; one ending in `.` or `-` was cut from a sentence (`user jdoe.` reads `jdoe`).
  if (!/[A-Za-z0-9\u00C0-\uFFFF]/.test(value)) return false;
  if (/[.@-]$/.test(value)) return false;
  // `key=value` or a path in the slot: another field, not a name.
  if (/[=/]/.test(value)) return false;
  // A quoted value of several words is a person's name (`"Jane Roe"`): at most four words, none of them prose.
  if (/\s/.test(value)) {
    const words = value.split(/\s+/);
    if (words.length > 4 || words.some((word) => NOT_USER_SET.has(word.toLowerCase()))) return false;
  }
  return true;
}
