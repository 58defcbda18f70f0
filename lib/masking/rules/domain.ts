import { isPublicDomain } from '../find/public-domains';
import { isTopLevelDomain } from '../find/top-level-domains';
import type { MatchContext, PatternRule } from '../types';
import { perScan } from './shape-cache';

/*
 * Many top-level domains are also file extensions or member names in code (`main.py`, `README.md`,
 * `deploy.sh`, `backup.zip`, `InvoiceService.java`, `logger.info`, `user.name`). Decision: a bare
 * two-label name (`label.tld`) whose TLD is in this list is not a domain; the same TLD still counts
 * with three or more labels (`api.contoso.sh`) or inside a URL or email (`https://tool.py/`).
 */
const AMBIGUOUS_TLDS = new Set([
  'py', 'sh', 'md', 'zip', 'mov', 'pl', 'rs', 'ps', 'cc', 'so', 'ai', 'pm', 'ml', 'tf', 'mk', 'am', 'ac',
  'in', 'cab', 'pub', 'run', 'mm', 'la', 'rest', 'properties', 'work', 'gs', 'as', 'sc', 'st', 'pro', 'gd',
  'cr', 'java', 'name', 'info', 'app', 'id', 'email', 'bar', 'post', 'map', 'link', 'new', 'data', 'target',
  'page', 'is', 'do', 'at', 'on', 'no', 'my', 'me', 'to', 'it', 'go', 'sk', 'ms', 'mp', 'tv', 'fm', 'cx', 'js',
  'cs', 'vc', 'nu', 'ni', 'er', 'gz', 'bz', 'cfd', 'csv', 'log', 'test', 'save', 'open', 'read', 'call', 'show',
  'select', 'search', 'style', 'video', 'audio', 'photo', 'design', 'build', 'cloud', 'one', 'top', 'next',
  'play', 'live', 'click', 'zero', 'hot', 'fit', 'fun', 'tab', 'dev', 'sh', 'ink', 'bio', 'art', 'dad', 'buy',
]);

/** Country TLDs of AMBIGUOUS_TLDS that are no file extension: after a hyphenated name they are a domain. */
const HYPHEN_SAFE_TLDS = new Set(['at', 'it', 'no', 'is', 'me', 'my', 'in', 'sk', 'tv', 'fm', 'nu', 'to', 'id']);

/** Reverse-DNS package roots: `com.initech.Service.run` is a Java/Kotlin identifier, not a host. */
const PACKAGE_ROOTS = new Set(['com', 'org', 'net', 'io', 'java', 'javax', 'android', 'androidx', 'kotlin', 'kotlinx', 'scala', 'sun', 'jdk', 'edu', 'gov', 'de', 'uk', 'fr']);

/**
 * Roots that no host name starts with: a name of three or more labels starting with one is an app,
 * bundle or package id even in lower case (`com.spotify.music`, `org.acme.phone`, `io.grpc.netty`).
 */
const BUNDLE_ROOTS = new Set(['com', 'org', 'io', 'java', 'javax', 'android', 'androidx', 'kotlin', 'kotlinx', 'sun', 'jdk', 'scala']);

/**
 * Top-level domains that are ordinary words of configuration keys and code (`spark.executor.id`,
 * `sasl.kerberos.service.name`, `request.host`, `billing.tasks.show`): with any number of labels, such a
 * name is a key unless it stands in a URL or an email.
 */
const WORD_TLDS = new Set([
  'id', 'name', 'host', 'data', 'show', 'run', 'type', 'key', 'call', 'read', 'save', 'open', 'select', 'search', 'style',
  'map', 'post', 'page', 'link', 'target', 'new', 'log', 'csv', 'properties', 'rest', 'java', 'mov', 'zip', 'md', 'py',
  'services', 'service', 'group', 'events', 'domains',
]);

const CLASSIC_TLDS = new Set(['com', 'net', 'org', 'edu', 'gov']);

/**
 * Top-level domains that are also words a module path ends with (`nova.compute.claims`,
 * `app.core.tools`, `oslo.security`): a name of three or more lowercase words ending in one is a module
 * (SENSITIVE.md: keep) unless it stands in a URL or an email.
 */
const MODULE_WORD_TLDS = new Set([
  'claims', 'tools', 'management', 'security', 'storage', 'computer', 'software', 'systems', 'solutions', 'support',
  'center', 'engineering', 'events', 'exchange', 'finance', 'directory', 'codes', 'agency', 'report', 'review', 'reviews', 'works',
  'zone', 'media', 'news', 'parts', 'watch', 'world',
]);

/** `value` from `from` on is 2–63 letters, all lowercase or all uppercase (as /^(?:[a-z]{2,63}|[A-Z]{2,63})$/). */
function isOneCaseLetters(value: string, from: number): boolean {
  const length = value.length - from;
  if (length < 2 || length > 63) return false;
  const lower = value.charCodeAt(from) >= 97;
  for (let i = from; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (lower ? code < 97 || code > 122 : code < 65 || code > 90) return false;
  }
  return true;
}

const CODE_ROOTS = new Set(['java', 'javax', 'android', 'androidx', 'kotlin', 'kotlinx']);

function isUpper(code: number): boolean {
  return code >= 65 && code <= 90;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

/** The dot-separated labels of a name, or 0 when one is empty or starts or ends with `-`. */
function countLabels(value: string): number {
  let count = 0;
  let labelStart = 0;
  for (let i = 0; i <= value.length; i++) {
    if (i < value.length && value.charCodeAt(i) !== 46) continue;
    if (i === labelStart || value.charCodeAt(labelStart) === 45 || value.charCodeAt(i - 1) === 45) return 0;
    count++;
    labelStart = i + 1;
  }
  return count;
}

/** `value` from..to is one or more digits. */
function isDigits(value: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i++) {
    const code = value.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * A lowercase letter right before a capital (`InvoiceService`, `getUser`); dots break the pair, so this is
 * per label. Not when the capitals run into a digit: `pD9EE35B1.dip.t-dialin.net`, an ISP's name for a
 * client's address, is a host. (`\tCOMPANY.COM` in JSON-escaped text stays camel case, so the escape's `t`
 * is never read into a domain.)
 */
function hasCamelCase(value: string): boolean {
  for (let i = 1; i < value.length; i++) {
    if (!isUpper(value.charCodeAt(i)) || !isLower(value.charCodeAt(i - 1))) continue;
    let after = i + 1;
    while (after < value.length && isUpper(value.charCodeAt(after))) after++;
    if (!isDigit(value.charCodeAt(after))) return true;
  }
  return false;
}

/**
 * The name is the file at the end of a path (`/var/log/snort/alert.fast`, `C:\\logs\\trace.zone`): right
 * after a `/` or `\\` that follows a directory name (not the `//` of a URL), and no directory itself
 * (`/srv/www/contoso.io/htdocs` names a site).
 */
function isFileAtPathEnd({ text, start, end }: MatchContext): boolean {
  const slash = text.charCodeAt(start - 1);
  if (slash !== 47 /* / */ && slash !== 92 /* \\ */) return false;
  const after = text.charCodeAt(end);
  if (after === 47 || after === 92) return false;
  const before = text.charCodeAt(start - 2);
  return (before >= 48 && before <= 57) || (before >= 65 && before <= 90) || (before >= 97 && before <= 122) || before === 95 || before === 45 || before === 46 || before === 126;
}

/** After a Go import path's first element: a path ending in a Go source file or a Go function (see isGoModulePath). */
const GO_PATH_TAIL = /\/[\w.~@%+-]+(?:\/[\w.~@%+-]+)*(?:\.go(?::\d+)?|\.\(\*?\w+\)\.\w+|\.[A-Z]\w*(?:\.\w+)?)(?![\w/.])/y;

/**
 * A Go import path's first element: it names a module, not a host the log talked to. In a source tree
 * (`/go/src/jfrog.com/xray/…`, `pkg/mod/gitlab.example.com/x@v1/`, `vendor/contoso.com/lib/`), or written in a
 * caller or stack field with no scheme before it, the path ending in a Go source file or a Go function
 * (`github.com/org/repo/pkg/conn.go:123`, `github.com/org/repo/pkg.(*Conn).Read`, `go.uber.org/zap.Logger.Info`).
 */
function isGoModulePath({ text, start, end }: MatchContext): boolean {
  if (text.charCodeAt(end) !== 47 /* / */) return false;
  const before = text.charCodeAt(start - 1);
  if (before === 47) return /(?:^|\/)(?:src|mod|vendor)\/$/.test(text.slice(Math.max(0, start - 8), start));
  if (before === 64 /* @ */) return false;
  GO_PATH_TAIL.lastIndex = end;
  return GO_PATH_TAIL.test(text);
}

/** A dotted name right after a URL's `scheme://`, its last label letters, no public or placeholder name: a host. */
function isUrlHost(value: string, { text, start, end }: MatchContext): boolean {
  if (text.charCodeAt(start - 1) !== 47 || text.charCodeAt(start - 2) !== 47 || text.charCodeAt(start - 3) !== 58) return false;
  const after = text.charCodeAt(end);
  if (!(Number.isNaN(after) || after === 47 || after === 58 || after === 63 || after === 35 || after === 32 || after === 34 || after === 39)) return false;
  const tldStart = value.lastIndexOf('.') + 1;
  return countLabels(value) >= 2 && /^[A-Za-z][A-Za-z-]{0,22}[A-Za-z]$/.test(value.slice(tldStart)) && !isPublicDomain(value) && !/^[Xx]+(?:\.[Xx]+)+$/.test(value) && !value.includes('_');
}

function inUrlOrEmail({ text, start }: MatchContext): boolean {
  const before = text.charCodeAt(start - 1);
  if (before === 64 /* @ */) return true;
  return before === 47 /* / */ && text.charCodeAt(start - 2) === 47;
}

/** What the name alone says (its context then decides): no domain anywhere; a domain only in a URL or an email; a domain unless it is a file at the end of a path; a domain. */
const REJECTED = 0;
const IN_URL_ONLY = 1;
const UNLESS_FILE = 2;
const NAME = 3;

function verdictOf(value: string): number {
  // The TLD: letters of one case, on the IANA list (most dotted words, `user.name`, `main.go`, fail here).
  const tldStart = value.lastIndexOf('.') + 1;
  if (!isOneCaseLetters(value, tldStart)) return REJECTED;
  const tld = value.slice(tldStart);
  const lowerTld = tld.toLowerCase();
  // RFC 2606 reserves `.example` for documentation: such names stand for real ones in pasted logs.
  if (!isTopLevelDomain(tld) && lowerTld !== 'example') return REJECTED;
  // DNS names may carry `_` in service labels (`_acme-challenge.mail.contoso.com`), never in the registered name.
  if (value.includes('_') && (/_/.test(value.split('.').slice(-2).join('.')) || /^[\w-]*_[\w-]*\.[\w-]+$/.test(value))) return REJECTED;
  const labelCount = countLabels(value);
  if (labelCount === 0) return REJECTED;
  if (isPublicDomain(value) || /^[Xx]+(?:\.[Xx]+)+$/.test(value)) return REJECTED;
  // In a URL or an email any such name is a domain; elsewhere code and file names are not (all of these
  // reject, so their order is free; the common two-label cases first).
  if (WORD_TLDS.has(lowerTld)) return IN_URL_ONLY;
  let verdict = NAME;
  if (labelCount === 2) {
    // `roe-family.at`, `acme-corp.it`: a hyphen in the name and a country's TLD that is no file extension read
    // as a registered name (code and file names before these TLDs carry no hyphen: `logger.at`, `main.it`).
    if (AMBIGUOUS_TLDS.has(lowerTld) && !(HYPHEN_SAFE_TLDS.has(lowerTld) && /^[a-z0-9]+(?:-[a-z0-9]+)+\./i.test(value))) return IN_URL_ONLY;
    // `Program.run`, `Startup.app`: a capitalised class name before a lowercase TLD is code, except the classic TLDs.
    if (isUpper(value.charCodeAt(0)) && isLower(tld.charCodeAt(0)) && !CLASSIC_TLDS.has(tld)) return IN_URL_ONLY;
    if (isDigits(value, 0, value.indexOf('.'))) return IN_URL_ONLY;
    // A file at the end of a path (`/var/log/snort/alert.fast`); `/srv/www/contoso.com/index.html` keeps its domain.
    if (!CLASSIC_TLDS.has(lowerTld)) verdict = UNLESS_FILE;
  }
  if (hasCamelCase(value)) return IN_URL_ONLY;
  if (labelCount >= 3 && MODULE_WORD_TLDS.has(tld) && /^[a-z_]+(?:\.[a-z_]+)+$/.test(value)) return IN_URL_ONLY;
  if (labelCount >= 3) {
    // `/var/vmware/lifecycle/lifecycle.apply.pid`: a longer TLD that is also a file's extension, at a path's end.
    if (tld.length >= 3 && !CLASSIC_TLDS.has(lowerTld)) verdict = UNLESS_FILE;
    const first = value.slice(0, value.indexOf('.'));
    if (PACKAGE_ROOTS.has(first.toLowerCase()) && /[A-Z]/.test(value)) return IN_URL_ONLY;
    if (BUNDLE_ROOTS.has(first)) return IN_URL_ONLY;
    if (CODE_ROOTS.has(first)) return IN_URL_ONLY;
  }
  return verdict;
}

/** Logs repeat their names (`logger.info`, `contoso.com` hundreds of times a megabyte): each is judged once per scan. */
const cachedVerdict = perScan(verdictOf);

/** Dotted host names ending in a known TLD, not part of an email, not file names or code. */
export const domain: PatternRule = {
  id: 'domain',
  label: 'Domain',
  family: 'network',
  priority: 1,
  description: 'A host or domain name ending in a real top-level domain; not a file name, code identifier, app or package id (com.spotify.music), configuration key (spark.executor.id) or public schema and project domain (schemas.microsoft.com, k8s.io).',
  regex: /(?<![\w.-])[A-Za-z0-9_-]{1,63}(?:\.[A-Za-z0-9_-]{1,63}){1,10}/,
  anchor: { regex: /\.[A-Za-z]/g, width: 2, lead: 'A-Za-z0-9_-', maxLead: 63 },
  keywords: ['.'],
  validate(value, context) {
    const { text, start, end } = context;
    // Cheapest rejections first, without allocating.
    const before = text.charCodeAt(start - 1);
    if (before === 46 /* . */ || before === 45 /* - */ || before === 36 /* $ */) return false;
    const after = text.charCodeAt(end);
    if (after === 64 /* @ */ || after === 40 /* ( */ || after === 95 /* _ */ || after === 36 /* $ */) return false;
    const verdict = cachedVerdict(value, context);
    // The host of a URL (`http://proxy.acme-int:3128/`, `hxxp://www.gtn/`) is a host whatever its last label.
    if (verdict === REJECTED) return isUrlHost(value, context);
    if (inUrlOrEmail(context)) return true;
    if (verdict === IN_URL_ONLY || isGoModulePath(context)) return false;
    return verdict === NAME || !isFileAtPathEnd(context);
  },
  fakes: [
    'portal.example.com', 'mail.example.org', 'api.example.net', 'intranet.example.com', 'files.example.org',
    'vpn.example.net', 'crm.example.com', 'billing.example.org', 'status.example.net', 'auth.example.com',
  ],
  derive: (n) => `host${n}.example.com`,
  examples: {
    match: ['/srv/www/contoso.io/htdocs', '_acme-challenge.intmail.contoso.com', 'txtpadding_323.n1.netalyzr.example.edu', 'mailer.fict.example', 'contoso.com', 'api.contoso.com', 'db01.prod.fabrikam.net', 'login.microsoftonline.com', 'build.contoso.sh', 'https://tool.py/', 'mail from roe-family.at accepted', 'proxy http://proxy.acme-int:3128/ ok', 'blocked hxxp://www.gtn/test_samples/r3.exe', 'proftpd: juf01 (pD9EE35B1.dip.t-dialin.net[198.51.100.7])'],
    noMatch: [
      'main.py', 'README.md', 'deploy.sh', 'backup.zip', 'InvoiceService.java', 'com.initech.Service.run',
      'java.util.concurrent', 'logger.info', 'user.name', '1.2.3', '10.0.19041.1', 'config.json', 'id_rsa.pub',
      'node.js', 'this.state', 'com.spotify.music', 'org.acme.phone', 'billing.tasks.show', 'spark.executor.id',
      'sasl.kerberos.service.name', 'my_module.utils_x.py', 'tail /var/log/snort/alert.fast', 'unlink(/var/vmware/lifecycle/lifecycle.apply.pid)', 'at /go/src/contoso.com/xray/service/k8s.go:362', 'type C:\\logs\\trace.zone', 'xmlns="http://schemas.microsoft.com/win/2004/08/events/event"', 'app.kubernetes.io/name: web', '2021-03-04 10:00:01 INFO nova.compute.claims [req-1] Claim successful', '{"file":"github.com/contoso/agent/tunnel/conn.go:123","func":"github.com/contoso/agent/tunnel.(*Conn).Read"}', 'caller=go.contoso.net/zap.Logger.Info',
    ],
  },
};
