/**
 * Public software vendors and certificate authorities, as they name themselves in the subject and issuer
 * DNs of code-signing and TLS certificates (`O=Microsoft Corporation`, `CN=COMODO ECC Domain Validation
 * Secure Server CA`, `O=Let's Encrypt`). SENSITIVE.md keeps public software vendors visible: the assistant
 * needs to know who signed a binary or issued a certificate, and no user is identified by it.
 */
const VENDOR_WORDS = new Set([
  'microsoft', 'google', 'apple', 'amazon', 'mozilla', 'oracle', 'adobe', 'cisco', 'vmware', 'intel', 'ibm',
  'canonical', 'redhat', 'red hat', 'github', 'docker', 'cloudflare', 'akamai', 'symantec', 'mcafee', 'sophos',
  'comodo', 'sectigo', 'digicert', 'globalsign', 'entrust', 'verisign', 'godaddy', 'go daddy', 'thawte',
  'geotrust', "let's encrypt", 'isrg', 'usertrust', 'the usertrust network', 'baltimore', 'starfield',
  'quovadis', 'identrust', 'certum', 'buypass', 'amazon trust services', 'rapidssl', 'zerossl', 'gts',
]);

/** Organisational units that certificate authorities write into the certificates they issue. */
const CA_UNITS = new Set(['domain control validated', 'positivessl', 'positivessl wildcard', 'essentialssl', 'essentialssl wildcard', 'organization validated', 'extended validation']);

/** The first word of every vendor and unit: a value that starts with another word is none of them (one lookup, no split). */
const FIRST_WORDS = new Set([...VENDOR_WORDS, ...CA_UNITS].map((name) => name.split(' ')[0]));

/** A separator of the words of a name: a comma, a dot or whitespace (as `/[\s.,]/`). */
function isWordBreak(code: number): boolean {
  return code === 44 || code === 46 || code === 32 || (code >= 9 && code <= 13) || (code >= 0x80 && /\s/.test(String.fromCharCode(code)));
}

/** The first word of `value`, lowercase (read from character codes, no regex match). */
function firstWord(value: string): string {
  let start = 0;
  while (start < value.length && isWordBreak(value.charCodeAt(start))) start++;
  let end = start;
  while (end < value.length && !isWordBreak(value.charCodeAt(end))) end++;
  return value.slice(start, end).toLowerCase();
}

/** `value` names a public vendor or CA: its first word, or its first two, is one. */
export function isPublicIssuerName(value: string): boolean {
  if (!FIRST_WORDS.has(firstWord(value))) return false;
  const words = value.toLowerCase().replace(/[.,]/g, ' ').trim().split(/\s+/);
  return VENDOR_WORDS.has(words[0]) || (words.length > 1 && VENDOR_WORDS.has(`${words[0]} ${words[1]}`)) || CA_UNITS.has(words.join(' '));
}

/** The first letters of the CA units, lowercase (a value starting with another letter is none: no slice made). */
const CA_UNIT_FIRST = new Set([...CA_UNITS].map((unit) => unit.charCodeAt(0)));

/** The text at `at` starts with a CA's unit (`OU=Domain Control Validated` ends a DN, so its value is read as one word). */
export function startsWithCaUnit(text: string, at: number): boolean {
  if (!CA_UNIT_FIRST.has(text.charCodeAt(at) | 0x20)) return false;
  const ahead = text.slice(at, at + 40).toLowerCase();
  for (const unit of CA_UNITS) if (ahead.startsWith(unit)) return true;
  return false;
}

/** The O and CN values of the DN written around `at`: the run of text between tabs, line breaks, quotes and angle brackets. */
const ISSUER_PAIR = /(?:^|[,+/]\s*)(?:O|CN)=([^,+/]{1,80})/gi;

function isBoundary(code: number): boolean {
  return code === 9 || code === 10 || code === 13 || code === 34 || code === 60 || code === 62;
}

/**
 * The last DN read, and its answer: the pairs of one DN are validated one after another, and each would
 * otherwise read the whole DN again. Kept when the DN was bounded on both sides (not cut at 400
 * characters), so any pair inside it reads the same DN.
 */
let lastDn: { text: string; start: number; end: number; answer: boolean } | null = null;

export function isInPublicIssuerDn(text: string, at: number): boolean {
  if (lastDn && lastDn.text === text && at >= lastDn.start && at < lastDn.end && at - lastDn.start <= 400) return lastDn.answer;
  let start = at;
  let end = at;
  while (start > 0 && at - start < 400 && !isBoundary(text.charCodeAt(start - 1))) start--;
  while (end < text.length && end - at < 400 && !isBoundary(text.charCodeAt(end))) end++;
  const dn = text.slice(start, end);
  let answer = false;
  ISSUER_PAIR.lastIndex = 0;
  for (let found = ISSUER_PAIR.exec(dn); found && !answer; found = ISSUER_PAIR.exec(dn)) answer = isPublicIssuerName(found[1]);
  const bounded = (start === 0 || isBoundary(text.charCodeAt(start - 1))) && (end === text.length || isBoundary(text.charCodeAt(end)));
  lastDn = bounded ? { text, start, end, answer } : null;
  return answer;
}
