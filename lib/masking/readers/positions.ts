import { keywordStartAnchor } from '../find/compile/keyword-anchor';
import type { MatchContext, PatternRule } from '../types';
import { USER_NAME_VALUE } from '../rules/identities/user-name-value';
import { isUserSlotName } from './user-value';

/**
 * Positions: places of a line that hold a user whatever the words around them — a user's segment of a
 * URL path, the account of a SIP address, an authentication backend's `driver(user,address)`, a VPN
 * client's `name/address:port`. (Home directories are the user-directory rule's; `user@host` principals
 * the user-at-address and UPN rules'.)
 */

/** The path segments after which a URL names a user: `/users/jroe/`, `/~jroe/`, `/dav/files/jroe/`, `/profile/jroe`. */
const PATH_ROOTS = ['/users/', '/user/', '/u/', '/people/', '/profile/', '/profiles/', '/members/', '/member/', '/avatar/', '/avatars/', '/dav/files/', '/mailbox/', '/staff/', '/author/', '/authors/'];

/** Segments that follow a user root without being a user (`/user/login`, `/users/me`, `/api/v1/users/search`). */
const NOT_PATH_USERS = new Set([
  'login', 'logout', 'signin', 'signout', 'sign_in', 'sign_out', 'sign-in', 'sign-out', 'register', 'signup', 'sign_up', 'new', 'edit', 'create',
  'delete', 'update', 'settings', 'preferences', 'profile', 'profiles', 'me', 'self', 'current', 'list', 'search', 'find', 'all', 'index',
  'password', 'reset', 'forgot', 'auth', 'oauth', 'token', 'session', 'sessions', 'api', 'admin', 'avatar', 'avatars', 'photo', 'image', 'images',
  'default', 'anonymous', 'guest', 'public', 'shared', 'uploads', 'files', 'feed', 'activity', 'followers', 'following', 'count', 'stats',
  'bulk', 'batch', 'export', 'import', 'invite', 'invitations', 'verify', 'confirm', 'activate', 'lookup', 'exists', 'check', 'info', 'details',
]);

/** A file at the end of a path (`/~jroe/index.html` reads `jroe`; `/users/index.php` has no user). */
const FILE_NAME = /\.(?:html?|php|aspx?|jsp|js|mjs|css|json|xml|txt|png|jpe?g|gif|svg|ico|webp|pdf|zip|gz|map|woff2?)$/i;

function isPathUser(value: string): boolean {
  if (NOT_PATH_USERS.has(value.toLowerCase()) || FILE_NAME.test(value)) return false;
  // An id (`/users/12345`, `/users/5f2b…`) is a record number the assistant may need, not a name.
  if (/^\d+$/.test(value) || /^[0-9a-f]{16,}$/i.test(value) || /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value)) return false;
  return isUserSlotName(value);
}

/** A user's segment of a URL path: `/users/jroe/`, `/~jroe/`, `/remote.php/dav/files/jroe/`, `/avatar/jane.roe/64`. */
export const pathUser: PatternRule = {
  id: 'path-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The user segment of a URL path: /users/jroe/, /~jroe/ (a web server\'s per-user directory), /dav/files/jroe/ (WebDAV), /profile/jroe, /avatar/jane.roe/64; not a page name (/users/login, /user/settings), a number or an id.',
  // Lowercase roots, as URLs write them (`/Profiles/` and `/Users/` are folders: see the user-directory rule);
  // `/~jroe/` is a web server's per-user directory.
  regex: /(?<!\/home)\/(?:(?:users?|u|people|profiles?|members?|avatars?|dav\/files|mailbox|staff|authors?)\/|~)([A-Za-z0-9_\u00C0-\uFFFF][\w.@%+\u00C0-\uFFFF-]{0,63}(?<![.-]))(?=[/?#&\s"'),;\]]|$)/g,
  group: 1,
  // A `/` and the first letter of a root: found with indexOf (a root of two characters, `/~`, is too short for the keyword pass to track).
  anchor: { regex: /\/[~updmas]/g, width: 2, lead: '', maxLead: 0 },
  keywords: [...PATH_ROOTS, '/~'],
  validate: (value) => isPathUser(value),
  ...USER_NAME_VALUE,
  examples: {
    match: ['"PROPFIND /remote.php/dav/files/jroe/Documents HTTP/1.1" 207', 'GET /api/v1/users/k.tanaka/keys HTTP/1.1', 'GET /avatar/jane.roe/64 HTTP/2', 'GET /~jroe/index.html HTTP/1.0', '"GET /~k.tanaka/ HTTP/1.1" 200'],
    noMatch: ['GET /~/config', 'GET /~index.html', 'GET /user/login HTTP/1.1', 'GET /users/12345/orders', 'POST /api/users/search?q=x', 'GET /users/me HTTP/1.1', 'GET /users/index.php', 'firefox -profile /Users/rado/Library/Firefox/Profiles/pt6eoq1j.default-14841', 'home is /home/user/app and /home/user/.cache'],
  },
};

/** The account of a SIP address, a number or a name: `sip:1001@10.0.0.5`, `<sips:alice@10.1.1.1>` (a SIP URI with a domain is an email). */
export const sipUser: PatternRule = {
  id: 'sip-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The account of a SIP address (an extension number or a name): sip:1001@10.0.0.5, "2501" <sip:2501@10.1.2.3>.',
  regex: /(?<![\w.-])sips?:([\w.!~*'()&=+$,;?/%-]{1,64}?)@/gi,
  group: 1,
  anchor: keywordStartAnchor(['sip:', 'sips:']),
  keywords: ['sip:', 'sips:'],
  validate: (value) => isUserSlotName(value, { numeric: true }) || /^\+?\d{2,15}$/.test(value),
  ...USER_NAME_VALUE,
  examples: {
    match: ['INVITE sip:1001@10.0.0.5 SIP/2.0', "Registration from '\"2501\" <sip:2501@10.1.2.3>' failed", 'From: "Reception" <sip:201@pbx.local>;tag=1'],
    noMatch: ['sip:@10.0.0.5', 'sip:user@10.0.0.5'],
  },
};

/**
 * An authentication backend's `driver(user,address)`, as mail servers' auth processes write it:
 * `pam(jdoe,10.1.2.3)`, `sql(jdoe,10.1.2.3,<sess>)`, `passwd-file(jdoe@example.org,10.1.2.3)`. The user
 * stands between the parenthesis and the comma before an address.
 */
const AUTH_DRIVERS = ['pam(', 'sql(', 'ldap(', 'passwd-file(', 'passwd(', 'shadow(', 'checkpassword(', 'bsdauth(', 'static(', 'oauth2(', 'lua(', 'dict(', 'vpopmail('];

export const backendUser: PatternRule = {
  id: 'backend-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: "The user an authentication backend names before the client's address: pam(jdoe,10.1.2.3), sql(jdoe,10.1.2.3,<session>), passwd-file(jdoe,…), ldap(jdoe,…).",
  regex: /(?<![\w-])(?:pam|sql|ldap|passwd-file|passwd|shadow|checkpassword|bsdauth|static|oauth2|lua|dict|vpopmail)\(([^,()\s]{1,64}),(?=[\d.:a-fA-F[]{2,45}[,)])/gi,
  group: 1,
  anchor: keywordStartAnchor(AUTH_DRIVERS),
  keywords: AUTH_DRIVERS,
  validate: (value) => isUserSlotName(value, { numeric: true }),
  ...USER_NAME_VALUE,
  examples: {
    match: ['auth-worker(14302): pam(jdoe,10.1.2.3): pam_authenticate() failed', 'auth: sql(k.lee,10.1.2.3,<Zx8>): Password mismatch', 'auth: passwd-file(mlee,192.0.2.7): unknown user'],
    noMatch: ['call sql(query, 10)', 'pam(,10.1.2.3): empty user'],
  },
};

/** A VPN client's common name before its address: OpenVPN's `client7/203.0.113.9:50550 TLS: …`. */
function isPeerName(value: string, { text, start }: MatchContext): boolean {
  // At the start of a line's message: after a space or `>` (`MULTI: Learn: 10.8.0.6 -> client7/…`).
  const before = text.charCodeAt(start - 1);
  if (!(before === 32 || before === 9 || before === 62 || before === 91 || Number.isNaN(before) || before === 10)) return false;
  return isUserSlotName(value) && !/^(?:tcp|udp|tcp4|tcp6|udp4|udp6|ipv4|ipv6|af_inet6?|inet6?|ip|src|dst|from|to|via)$/i.test(value);
}

export const vpnPeerName: PatternRule = {
  id: 'vpn-peer-name',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: "A VPN client's certificate name before its address and port, as OpenVPN writes it: client7/203.0.113.9:50550, [client7] Peer Connection Initiated.",
  regex: /([A-Za-z_][\w.@-]{0,63}(?<![.-]))\/(?=\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}\b)/g,
  group: 1,
  // The `/` before an address and its port, the name walked back over.
  anchor: { regex: /\/(?=\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}:\d)/g, width: 1, lead: 'A-Za-z0-9_.@\\-', maxLead: 64 },
  // OpenVPN's lines name the daemon or its phases; without one of these the rule does not run.
  keywords: ['openvpn', 'ovpn', 'multi:', 'peer connection', 'verify ok'],
  validate: isPeerName,
  ...USER_NAME_VALUE,
  examples: {
    match: ['ovpn-server[1200]: client7/203.0.113.9:50550 TLS: Username/Password authentication succeeded', 'MULTI: Learn: 10.8.0.6 -> k.tanaka/198.51.100.7:1194'],
    noMatch: ['udp/203.0.113.9:1194', 'GET http://example.com/10.0.0.1:80', 'UDPv4 link remote: [AF_INET]203.0.113.9:1194'],
  },
};

/** Samba's account as `[DOMAIN]\[name]` (each part bracketed): the name after the domain's bracket. */
export const bracketedDomainUser: PatternRule = {
  id: 'bracketed-domain-user',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'The account of a DOMAIN\\name written with each part in brackets, as Samba logs it: user [CORP]\\[jdoe].',
  regex: /\]\\\[([^\]\s\\]{1,64})\]/g,
  group: 1,
  anchor: keywordStartAnchor([']\\[']),
  keywords: [']\\['],
  validate: (value) => isUserSlotName(value),
  ...USER_NAME_VALUE,
  examples: {
    match: ['smbd[3]: Auth: [SMB2,(null)] user [CORP]\\[mbrown] at [Mon, 10 Jan 2022] with [NTLMv2] status [NT_STATUS_WRONG_PASSWORD]'],
    noMatch: ['path [a]\\[] end', 'user [CORP]\\[] at'],
  },
};

/** Fields of a mail log that hold a mailbox: a bare local name there (`orig_to=<jdoe>`) is a local account. */
const MAILBOX_FIELDS = ['to=<', 'from=<', 'orig_to=<', 'rcpt to:<', 'mail from:<', 'recipient=<', 'sender=<', 'rcpt=<', 'for <'];
/** Right before the `<`: one of the mailbox fields (MAILBOX_FIELDS without its `<`). */
const MAILBOX_BEFORE = /(?:(?:^|[^\w-])(?:orig_to|to|from|recipient|sender|rcpt)=|(?:rcpt to|mail from):[ \t]?|(?:^|[^\w-])for[ \t])$/i;

/**
 * A local mailbox, written without a domain where mail logs write addresses: `to=<jdoe>`, `orig_to=<jdoe>`,
 * `RCPT TO:<jdoe>`, `for <jdoe>`, and sendmail's `<jdoe>... User unknown`. (An address with a domain is the
 * email rule's.)
 */
export const localMailbox: PatternRule = {
  id: 'local-mailbox',
  label: 'User',
  family: 'identities',
  priority: 10,
  description: 'A local mailbox written without a domain where mail logs write addresses: to=<jdoe>, orig_to=<jdoe>, RCPT TO:<jdoe>, for <jdoe>, and sendmail\'s <jdoe>... User unknown.',
  regex: /<([^<>@\s"',;]{1,64})>/g,
  group: 1,
  // A `<` that opens a name (not `</`, `<!`, `<?`, `<<`): found with indexOf and a class of the next character.
  anchor: { regex: /<[A-Za-z0-9_.+-]/g, width: 2, lead: '', maxLead: 0 },
  keywords: [...MAILBOX_FIELDS, '>...'],
  validate: (value, { text, start, end }) =>
    // Before the `<`: `=`, `:` or a space (`to=<`, `TO:<`, `for <`), or `... ` after the `>`; an XML tag costs no more.
    (text.charCodeAt(start - 2) === 61 || text.charCodeAt(start - 2) === 58 || text.charCodeAt(start - 2) === 32 || text.startsWith('... ', end + 1)) &&
    (MAILBOX_BEFORE.test(text.slice(Math.max(0, start - 12), start - 1)) || text.startsWith('... ', end + 1)) &&
    isUserSlotName(value) &&
    !/^(?:mailer-daemon|postmaster|root|double-bounce|nobody)$/i.test(value),
  ...USER_NAME_VALUE,
  examples: {
    match: ['postfix/local[2211]: 4BC2: to=<kwilson@mail.example.org>, orig_to=<kwilson>, relay=local, status=sent', 'sendmail[812]: x1AB: <mbrown>... User unknown', 'smtpd: RCPT TO:<jroe> 550 no such user'],
    noMatch: ['from=<>, size=123', 'to=<MAILER-DAEMON>', 'if (a <b> c)', 'vector<int> x'],
  },
};
