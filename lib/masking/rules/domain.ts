import { isTopLevelDomain } from '../top-level-domains';
import type { MatchContext, PatternRule } from '../types';

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

/** Reverse-DNS package roots: `com.initech.Service.run` is a Java/Kotlin identifier, not a host. */
const PACKAGE_ROOTS = new Set(['com', 'org', 'net', 'io', 'java', 'javax', 'android', 'androidx', 'kotlin', 'kotlinx', 'scala', 'sun', 'jdk', 'edu', 'gov', 'de', 'uk', 'fr']);

const CLASSIC_TLDS = new Set(['com', 'net', 'org', 'edu', 'gov']);

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

function inUrlOrEmail({ text, start }: MatchContext): boolean {
  const before = text.charCodeAt(start - 1);
  if (before === 64 /* @ */) return true;
  return before === 47 /* / */ && text.charCodeAt(start - 2) === 47;
}

/** Dotted host names ending in a known TLD, not part of an email, not file names or code. */
export const domain: PatternRule = {
  id: 'domain',
  label: 'Domain',
  family: 'network',
  priority: 1,
  description: 'A host or domain name ending in a real top-level domain, not a file name or code identifier.',
  regex: /(?<![\w.-])[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,10}/,
  anchor: { regex: /\.[A-Za-z]/g, width: 2, lead: 'A-Za-z0-9_-', maxLead: 63 },
  keywords: ['.'],
  validate(value, context) {
    const { text, start, end } = context;
    // Cheapest rejections first, without allocating (they all reject, so their order is free).
    const before = text.charCodeAt(start - 1);
    if (before === 46 /* . */ || before === 45 /* - */ || before === 36 /* $ */) return false;
    const after = text.charCodeAt(end);
    if (after === 64 /* @ */ || after === 40 /* ( */ || after === 95 /* _ */ || after === 36 /* $ */) return false;
    // Then the TLD: letters of one case, on the IANA list (most dotted words, `user.name`, `main.go`, fail here).
    const tldStart = value.lastIndexOf('.') + 1;
    if (!isOneCaseLetters(value, tldStart)) return false;
    const tld = value.slice(tldStart);
    if (!isTopLevelDomain(tld)) return false;
    const labels = value.split('.');
    if (labels.some((label) => label.length === 0 || label.startsWith('-') || label.endsWith('-'))) return false;
    if (inUrlOrEmail(context)) return true;
    if (labels.some((label) => /[a-z][A-Z]/.test(label))) return false;
    if (/^\d+$/.test(labels[0]) && labels.length === 2) return false;
    if (labels.length >= 3 && PACKAGE_ROOTS.has(labels[0].toLowerCase()) && /[A-Z]/.test(value)) return false;
    if (labels.length >= 3 && ['java', 'javax', 'android', 'androidx', 'kotlin', 'kotlinx'].includes(labels[0])) return false;
    if (labels.length === 2 && AMBIGUOUS_TLDS.has(tld.toLowerCase())) return false;
    // `Program.run`, `Startup.app`: a capitalised class name before a lowercase TLD is code, except the classic TLDs.
    if (labels.length === 2 && /^[A-Z]/.test(labels[0]) && /^[a-z]/.test(tld) && !CLASSIC_TLDS.has(tld)) return false;
    return true;
  },
  fakes: [
    'portal.example.com', 'mail.example.org', 'api.example.net', 'intranet.example.com', 'files.example.org',
    'vpn.example.net', 'crm.example.com', 'billing.example.org', 'status.example.net', 'auth.example.com',
  ],
  derive: (n) => `host${n}.example.com`,
  examples: {
    match: ['contoso.com', 'api.contoso.com', 'db01.prod.fabrikam.net', 'login.microsoftonline.com', 'build.contoso.sh', 'https://tool.py/'],
    noMatch: [
      'main.py', 'README.md', 'deploy.sh', 'backup.zip', 'InvoiceService.java', 'com.initech.Service.run',
      'java.util.concurrent', 'logger.info', 'user.name', '1.2.3', '10.0.19041.1', 'config.json', 'id_rsa.pub',
      'node.js', 'this.state',
    ],
  },
};
