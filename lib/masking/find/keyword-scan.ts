import { CharClass } from './char-class';
import { literalAlternation } from './compile/literal-alternation';
import { isPlaceholderSecret } from './placeholder-values';
import { inWordList } from './word-list';
import type { KeywordRule } from '../types';
import { detachedString } from '../detached-string';

const NAME_CHARS = new CharClass('A-Za-z0-9_.\\-');
const MAX_NAME = 128;
const MAX_VALUE = 4096;
/** An unquoted value ends at whitespace, `,`, `;`, `&`, a quote or a closing bracket/brace. */
const VALUE_END = new CharClass('\\s,;&)\\]}"\'`<>');
/** Words that say there is no value, in any case. */
const isEmptyValue = inWordList(['null', 'true', 'false', 'none', 'nil', 'undefined']);

/** Status words that follow `name: ` in log prose (`token: expired`), not values. */
const STATUS_WORDS = new Set([
  'expired', 'invalid', 'missing', 'done', 'ok', 'failed', 'failure', 'success', 'succeeded', 'required', 'revoked',
  'rotated', 'refreshed', 'empty', 'unknown', 'denied', 'granted', 'valid', 'accepted', 'rejected', 'error', 'present',
  'absent', 'set', 'unset', 'found', 'disabled', 'enabled', 'pending', 'ready', 'skipped', 'yes', 'no', 'on', 'off',
  'n/a', 'na', 'redacted', 'hidden', 'masked', 'removed', 'changed', 'updated', 'created', 'deleted', 'reset',
]);

/** A Title Case field name (`Logon ID: `, `Workstation Name: `) after a value: the next field of the same record. */
const NEXT_FIELD = /[ \t]+[A-Z][a-z]+(?:[ \t][A-Z][A-Za-z]*){0,3}:[ \t]/y;

/** The next field's name after a value: one word and `:` or `=` (`␠user: `, `␠Logon ID:`). */
const NEXT_NAME = /[ \t]+([A-Za-z][\w.-]{0,40})[:=](?:[ \t]|$)/my;

/** Words of log prose, never of a passphrase (`password: authentication failed for user`). */
const PROSE_WORDS = new Set([
  'is', 'was', 'are', 'were', 'be', 'been', 'not', 'no', 'for', 'to', 'the', 'a', 'an', 'of', 'in', 'on', 'at', 'by', 'with',
  'from', 'and', 'or', 'failed', 'invalid', 'incorrect', 'wrong', 'expired', 'must', 'should', 'will', 'has', 'have', 'had',
  'does', 'did', 'do', 'cannot', "can't", 'too', 'changed', 'updated', 'reset', 'required', 'user', 'account',
  'authentication', 'login', 'attempt', 'error', 'denied', 'mismatch', 'match', 'please', 'enter', 'your', 'new', 'old',
  'set', 'using', 'use', 'via', 'if', 'then', 'when', 'this', 'that', 'it', 'its', 'value', 'field', 'length', 'characters',
  'contain', 'contains', 'least', 'must', 'may', 'provided', 'supplied', 'accepted', 'rejected', 'succeeded', 'success',
]);

/**
 * The end of a value of several words starting at `start`, or -1 when the words read as prose: a
 * passphrase (`password: correct horse battery staple`, every word free of prose words) or a name of
 * Title Case words (`companyName: Contoso Ltd`, `Bank of America`). It runs to the end of the line, a `,`,
 * `;` or quote, or the next `name:` field.
 */
function phraseAfter(kind: 'passphrase' | 'title-case', text: string, start: number): number {
  PHRASE.lastIndex = start;
  const found = PHRASE.exec(text);
  if (!found) return -1;
  const words = found[0].split(/[ \t]+/);
  if (kind === 'title-case') return titleCaseEnd(words, text, start);
  if (words.length > 8) return -1;
  if (words.some((word) => PROSE_WORDS.has(word.toLowerCase()) || STATUS_WORDS.has(word.toLowerCase()))) return -1;
  let end = start + found[0].length;
  while (end > start && (text.charCodeAt(end - 1) === 46 && kind === 'passphrase')) end--;
  return end;
}

/**
 * The end of the leading run of capitalised words (`Contoso Ltd`, `Bank of America`, a particle between
 * two of them), at most six: `Falcon Payments signed in` gives `Falcon Payments`. -1 for a single word.
 */
function titleCaseEnd(words: string[], text: string, start: number): number {
  let count = 0;
  for (let i = 0; i < words.length && count < 6; i++) {
    if (/^[A-Z0-9][\w&.'-]*$/.test(words[i])) count = i + 1;
    else if (!(i > 0 && /^(?:of|and|&|de|du|la|the|und)$/.test(words[i]) && /^[A-Z]/.test(words[i + 1] ?? ''))) break;
  }
  if (count < 2) return -1;
  // The run's words are separated by single spaces or tabs in the text, as PHRASE read them.
  let end = start;
  for (let i = 0; i < count; i++) end += words[i].length + (i > 0 ? 1 : 0);
  return end;
}

/** Words separated by single spaces or tabs, up to the end of the line, a `,`, `;`, quote, bracket or the next `name:`. */
const PHRASE = /[^\s,;"'`()[\]{}]+(?:[ \t][^\s,;"'`:=()[\]{}]+(?![:=]))*/y;

/**
 * Whether a value of several words may follow this name: not after a status word (`password: YES`), and a
 * passphrase only after a plain secret name (`password:`, `db_secret:`), not a product name that ends in
 * one (`LastPass: Free Password Manager`).
 */
function takesPhrase(kind: 'passphrase' | 'title-case', name: string, raw: string): boolean {
  if (STATUS_WORDS.has(raw.toLowerCase())) return false;
  if (kind === 'title-case') return true;
  const words = nameWords(name.replace(/^[-"']+/, ''));
  return words.length <= 2 && /^(?:password|passwd|passphrase|secret)$/.test(words[words.length - 1] ?? '');
}

/**
 * After `name: ` a bare word followed by more words is prose (a syslog tag such as `auth: login failed`),
 * and a bare status word (`auth: FAILED`, `token: expired`) is not a parameter value either. Except in a
 * record of Title Case fields written on one line, as SIEM exports show a Windows event
 * (`Account Domain: CORP Logon ID: 0x3E7`): there the words after a Title Case name's value are the next
 * field's name.
 */
function isProseAfterColon(name: string, raw: string, text: string, end: number): boolean {
  if (!/^[A-Za-z][A-Za-z'-]*$/.test(raw)) return false;
  if (STATUS_WORDS.has(raw.toLowerCase())) return true;
  const next = text.charCodeAt(end);
  if (!((next === 32 || next === 9) && /[A-Za-z]/.test(text.charAt(end + 1)))) return false;
  if (!/^[A-Z][a-z]+$/.test(name)) return true;
  NEXT_FIELD.lastIndex = end;
  return !NEXT_FIELD.test(text);
}

/** `max_keys=1000`, `token_count: 3`: a number of secrets, not a secret. */
function isCountOfSecrets(name: string, raw: string): boolean {
  return /^\d{1,9}$/.test(raw) && /^(?:max|min|num|number|count|total|limit)(?:[_.-]|[A-Z]|$)|(?:count|total|limit|ttl|length|len|size)$/i.test(name.replace(/^[-"']+/, ''));
}

/** A YAML tag (`!!binary`, `!Ref`) and the spaces after it, when a value follows on the line; group 1 is the second `!` of a core type's tag. */
const YAML_TAG = /!(!)?[A-Za-z][\w.-]{0,40}[ \t]+(?=[^\s#])/y;

/**
 * ` string =`, `: str =`, ` []byte =` after a name: a declared string type before the assignment (Go,
 * TypeScript, Python annotations). Only string types: `domain: type = pid` is prose, not a declaration.
 */
const TYPED_ASSIGNMENT = /[ \t]*:?[ \t]*(?:string|String|str|\[\]byte|bytes|SecretStr|&(?:'static )?str)[ \t]+=(?![=~])/y;

/**
 * A value named by an attribute or argument instead of standing after its name: `<add key="DbPassword"
 * value="…"/>` (app.config), `<entry key="password">…</entry>`, `<Data Name="TargetUserName">…</Data>`
 * (a Windows event), `setProperty("API_TOKEN", "…")`. `nameStart` is the name's first character, `after`
 * the position after its closing quote.
 */
function namedElsewhere(text: string, nameStart: number, after: number): { start: number; end: number; quoted: boolean; colonSpace: boolean } | null {
  const quote = text.charAt(after - 1);
  const before = text.slice(Math.max(0, nameStart - 12), nameStart - 1);
  if (/(?:key|name|Name|KEY|NAME)[ \t]*=[ \t]*$/.test(before)) {
    ATTRIBUTE_VALUE.lastIndex = after;
    const attribute = ATTRIBUTE_VALUE.exec(text);
    if (attribute) {
      const start = attribute.index + attribute[0].length - attribute[1].length - 1;
      return attribute[1] ? { start, end: start + attribute[1].length, quoted: true, colonSpace: false } : null;
    }
    ELEMENT_TEXT.lastIndex = after;
    const element = ELEMENT_TEXT.exec(text);
    if (element) {
      const start = after + element[0].indexOf('>') + 1;
      return element[1] ? { start, end: start + element[1].length, quoted: true, colonSpace: false } : null;
    }
    return null;
  }
  if (text.charAt(nameStart - 2) === '(' && quote === '"') {
    CALL_ARGUMENT.lastIndex = after;
    const argument = CALL_ARGUMENT.exec(text);
    if (argument?.[1]) {
      const start = after + argument[0].indexOf('"') + 1;
      return { start, end: start + argument[1].length, quoted: true, colonSpace: false };
    }
  }
  return null;
}

/** ` value="…"` right after the name attribute. */
const ATTRIBUTE_VALUE = /[ \t]+value[ \t]*=[ \t]*"([^"\n]{0,4096})"/y;
/** `>…</` right after the name attribute (the element's text). */
const ELEMENT_TEXT = /[^>\n]{0,200}?>([^<\n]{0,4096})<\//y;
/** `, "…")` or `, "…",` right after the first argument of a call. */
const CALL_ARGUMENT = /[ \t]*,[ \t]*"([^"\n]{1,4096})"[ \t]*[,)]/y;

/**
 * The text of an XML element named for a value (`<password>S3cr3t</password>`, `<UserName>jdoe</UserName>`,
 * as Maven's settings.xml, Jenkins credentials and McAfee ePO events write them): everything up to its
 * closing tag on the same line, spaces around it left out, read like a quoted value. Null when the element
 * holds other elements, is empty or is not closed there.
 */
function elementText(text: string, nameStart: number, nameEnd: number): { start: number; end: number; quoted: boolean; colonSpace: boolean } | null {
  let start = nameEnd + 1;
  let close = start;
  while (close < text.length && close - start < MAX_VALUE) {
    const code = text.charCodeAt(close);
    if (code === 60 /* < */ || code === 10 || code === 13) break;
    close++;
  }
  const nameLength = nameEnd - nameStart;
  if (text.charCodeAt(close) !== 60 || text.charCodeAt(close + 1) !== 47 /* / */ || text.charCodeAt(close + 2 + nameLength) !== 62) return null;
  if (text.slice(close + 2, close + 2 + nameLength) !== text.slice(nameStart, nameEnd)) return null;
  let end = close;
  while (start < end && (text.charCodeAt(start) === 32 || text.charCodeAt(start) === 9)) start++;
  while (end > start && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
  return end > start ? { start, end, quoted: true, colonSpace: false } : null;
}

/** `\t` written as two characters, a backslash and `t`. */
function isEscapedTab(text: string, i: number): boolean {
  return text.charCodeAt(i) === 92 && text.charCodeAt(i + 1) === 116;
}

/** `\t`, `\r` or `\n` written as two characters. */
function isEscapedWhitespace(text: string, i: number): boolean {
  if (text.charCodeAt(i) !== 92) return false;
  const next = text.charCodeAt(i + 1);
  return next === 116 || next === 114 || next === 110;
}

const AUTH_SCHEME = /^(?:Basic|Bearer|Digest|Token|Negotiate|NTLM|Bot)$/i;
/** The credential after an authorization scheme: one token of 8 or more characters. */
const CREDENTIAL_AFTER_SCHEME = /[ \t]+([A-Za-z0-9+/=._~-]{8,4096})/y;

/** Values that set how a secret is used (`"httpTokens":"optional"`), not a secret. */
const SETTING_WORDS = new Set(['optional', 'mandatory', 'preferred', 'allow', 'allowed', 'deny', 'strict', 'lax', 'ignore', 'auto', 'always', 'never', 'inherit', 'prompt']);

/** PAM's management groups, as a module's tag ends (`pam_unix(gdm-password:auth)`). */
const PAM_GROUPS = new Set(['auth', 'account', 'session', 'password', 'chauthtok', 'setcred']);

/** A name that selects the user rule by an organisation's word (`org`, `org_unit`: readers/field-lexicon.ts). */
const ORGANISATION_NAME = /^org(?:[_.-]?(?:login|unit|name|id))*$/i;
/** The key of a map of labels or tags (`"labels":{`, `pod_labels: {`, `tags={`). */
const LABELS_KEY = /(?:labels?|tags|annotations)["']?\s*[:=]\s*$/i;

/**
 * Whether the field at `nameStart` is a member of a map of labels or tags (`"pod_labels":{"org":"empire"}`,
 * Kubernetes' `labels: {org: empire}`): a label an operator chose for a workload, not an account's field.
 * Reads back to the `{` that opens the field's object, within 400 characters (pretty-printed JSON spans lines).
 */
function isLabelMember(text: string, nameStart: number): boolean {
  let depth = 0;
  for (let i = nameStart - 1; i >= 0 && nameStart - i < 400; i--) {
    const code = text.charCodeAt(i);
    if (code === 125 /* } */) depth++;
    else if (code === 123 /* { */) {
      if (depth === 0) return LABELS_KEY.test(text.slice(Math.max(0, i - 40), i));
      depth--;
    }
  }
  return false;
}

/** `(service:group)` after a PAM module's name (`pam_unix(gdm-password:auth)`): the service and the group, no secret. */
function isPamTag(text: string, nameStart: number, value: { start: number; end: number }): boolean {
  return text.charCodeAt(nameStart - 1) === 40 /* ( */ && text.charCodeAt(value.end) === 41 /* ) */ && PAM_GROUPS.has(text.slice(value.start, value.end).toLowerCase());
}

/** A size instead of a value: `password: 8 bytes`, as `kubectl describe secret` shows each key. */
function isSize(raw: string, text: string, end: number): boolean {
  return /^\d+$/.test(raw) && /^[ \t]+(?:bytes?|B|KB|MB|chars?|characters)\b/.test(text.slice(end, end + 12));
}

/** Values of a secret's name that are no secret: a short number (`key_enforce=0`) or a file path (`keyTab="/etc/krb5.keytab"`). */
function isNotASecret(raw: string, name: string): boolean {
  if (/^\d{1,5}$/.test(raw) || /^-\d+$/.test(raw)) return true;
  // A setting of the secret, not the secret: `"httpTokens":"optional"`, `token_auth: required`.
  const lower = raw.toLowerCase();
  if (SETTING_WORDS.has(lower) || STATUS_WORDS.has(lower)) return true;
  // `keyId: 127633188`, `tokenIndex=42`: a number after an id's name is an id.
  if (/^\d+$/.test(raw) && /(?:id|ids|index|idx|num|number)$/i.test(name)) return true;
  // `"workspaceConfKeys":"displayName"`: a plural name lists keys by their names; a word of letters is one.
  if (/(?:keys|tokens|secrets)$/i.test(name) && /^[A-Za-z][a-z]+(?:[A-Z][a-z]+)*$/.test(raw)) return true;
  // `Token{a64f992 …}`, `Proxy@7e1a2b3`: an object printed by its class name, not a value.
  if (/^[A-Z]\w*[{@]/.test(raw)) return true;
  // `android.os.BinderProxy@2bd79ce`: the same with the class's package before it.
  if (/^[a-z][\w$]*(?:\.[\w$]+)+@[0-9a-f]{4,16}$/.test(raw)) return true;
  // `0|com.example.app|121|null|10111`: a key of several fields joined by `|` (Android's notification keys).
  if (/^[^|\s]*\|[^|\s]*\|[^|\s]*\|/.test(raw)) return true;
  return /^(?:\/|~\/|\.\.?\/|[A-Za-z]:\\)[\w.\/\\-]+$/.test(raw) && /[\/\\][\w.-]+[\/\\]/.test(raw);
}

/** Where a field's value stands; `object`: the value is an object, which `start` opens. */
interface FieldValue {
  start: number;
  end: number;
  quoted: boolean;
  colonSpace: boolean;
  object?: boolean;
}

/** A string (`"…"`) at `i`: its end quote's index, or -1 (escapes skipped, the line not left). */
function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length && j - i < MAX_VALUE; j++) {
    const code = text.charCodeAt(j);
    if (code === 34) return j;
    if (code === 10 || code === 13) return -1;
    if (code === 92) j++;
  }
  return -1;
}

/**
 * In an object value (`"user":{"id":7,"name":"jdoe"}`, `"actor": {"login": "jdoe"}`), the string value of
 * the first member at its top level whose key is one of `keys`, or null. Reads at most 1,000 characters of
 * the line, as JSON writes it; nested objects and arrays are skipped.
 */
function nestedValue(text: string, open: number, keys: readonly string[]): { start: number; end: number } | null {
  let depth = 0;
  const limit = Math.min(text.length, open + 1000);
  for (let i = open; i < limit; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13) return null;
    if (code === 123 || code === 91) depth++;
    else if (code === 125 || code === 93) {
      if (--depth === 0) return null;
    } else if (code === 34) {
      const end = stringEnd(text, i);
      if (end === -1) return null;
      if (depth === 1) {
        let k = end + 1;
        while (text.charCodeAt(k) === 32) k++;
        if (text.charCodeAt(k) === 58 /* : */ && keys.includes(text.slice(i + 1, end))) {
          k++;
          while (text.charCodeAt(k) === 32) k++;
          if (text.charCodeAt(k) !== 34) return null;
          const valueEnd = stringEnd(text, k);
          return valueEnd > k + 1 ? { start: k + 1, end: valueEnd } : null;
        }
      }
      i = end;
    }
  }
  return null;
}

/** The line last asked about by isCefExtension, where its `CEF:` stands (-1: none) and its vendor, so each line is read once. */
const cefLine = { text: '', start: -1, end: -1, cef: -1, vendor: '' };

/** Whether the field at `nameStart` is an extension of a CEF record (`CEF:0|vendor|…|suser=…`): `CEF:` opens its line, before the name. */
function isCefExtension(text: string, nameStart: number): boolean {
  if (cefLine.text !== text || nameStart < cefLine.start || nameStart >= cefLine.end) {
    const start = text.lastIndexOf('\n', nameStart) + 1;
    const newline = text.indexOf('\n', nameStart);
    const end = newline === -1 ? text.length : newline;
    // The header stands near the line's start (after a syslog prefix at most).
    const cef = text.slice(start, Math.min(end, start + 512)).indexOf('CEF:');
    // `CEF:0|Vendor|Product|…`: the vendor, the second field of the header.
    const vendor = cef === -1 ? '' : (text.slice(start + cef, Math.min(end, start + cef + 200)).split('|')[1] ?? '');
    Object.assign(cefLine, { text, start, end, cef: cef === -1 ? -1 : start + cef, vendor: vendor.trim().toLowerCase() });
  }
  const before = text.charCodeAt(nameStart - 1);
  return cefLine.cef !== -1 && cefLine.cef < nameStart && (before === 32 || before === 124 /* | */);
}

/**
 * Whether a CEF extension's user value is the record's own vendor (`CEF:0|Crowdstrike|…|suser=Crowdstrike
 * Falcon Host`): the product names itself as the actor; it is no person's account.
 */
function isCefVendor(text: string, nameStart: number, value: string): boolean {
  return isCefExtension(text, nameStart) && cefLine.vendor.length >= 3 && value.toLowerCase().startsWith(cefLine.vendor);
}

/** CEF_NEXT_KEY: the space before the next extension's key (`␠duser=`), or the line's end. */
const CEF_NEXT_KEY = /[ \t]+[A-Za-z][\w.]{0,63}=|[ \t]*(?:\r?\n|$)/g;

/** Where a CEF extension's value ends: before the next ` key=` or at the end of the line, at most MAX_VALUE on. */
function cefValueEnd(text: string, from: number): number {
  CEF_NEXT_KEY.lastIndex = from;
  const next = CEF_NEXT_KEY.exec(text);
  const end = next ? next.index : text.length;
  return end - from > MAX_VALUE ? from : end;
}

export interface KeywordMatch {
  rule: KeywordRule;
  start: number;
  end: number;
}

/** Words that, after a secret's word, make the name a reference to the secret (`secret_name: prod/db`). */
const SECRET_REFERENCE_WORDS = new Set(['name', 'names', 'arn', 'alias', 'label', 'ref', 'reference', 'vault', 'store', 'path']);

/**
 * Words that, after the keyword word, make the name describe the value instead of naming it: its policy,
 * length, type, expiry, where it is kept or what went wrong with it (`password_policy=strict`,
 * `token_type=Bearer`, `key_file=/etc/tls/key.pem`, `KeyError`, `password_last_set`).
 */
const DESCRIBING_WORDS = new Set([
  'policy', 'policies', 'length', 'len', 'size', 'count', 'min', 'max', 'minimum', 'maximum', 'expiry', 'expires', 'expire',
  'expiration', 'expired', 'age', 'ttl', 'timeout', 'lifetime', 'type', 'types', 'format', 'algorithm', 'algo', 'alg',
  'version', 'enabled', 'disabled', 'required', 'strength', 'complexity', 'prompt', 'label', 'url', 'uri', 'endpoint',
  'path', 'file', 'files', 'dir', 'directory', 'location', 'provider', 'plugin', 'module', 'class', 'scheme', 'error',
  'errors', 'exception', 'status', 'state', 'fail', 'failed', 'failure', 'failures', 'attempts', 'retries', 'rule', 'rules',
  'last', 'changed', 'reset', 'mode', 'prefix', 'suffix', 'env', 'var', 'variable', 'param', 'ref', 'encoding', 'store', 'manager', 'source', 'count', 'usage', 'used', 'valid', 'validation', 'validity',
  'duration', 'interval', 'refresh', 'rotation', 'strategy', 'flow', 'grant', 'cache', 'secured', 'attribute', 'attr',
  'claim', 'claims',
]);

/** Secrets' words that name the value when glued after another word (`csrftoken`, `dbpassword`). */
const GLUED_SECRET_WORDS = new Set(['token', 'tokens', 'secret', 'secrets', 'password', 'passwd']);
const GLUED_NAME = /^[a-z][a-z0-9]+$/;

/** Splits a parameter name into lowercase words on `_ - .` and camelCase (`apiKey` → api, key; `key2` → key). */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .map((word) => word.toLowerCase().replace(/(?<=[a-z])\d+$/, ''))
    .filter(Boolean);
}

/**
 * All keyword rules share one shape (`name: value` / `name=value`), so one scan serves them all: find
 * any of their name words, widen to the whole parameter name, and read the value after the separator.
 */
export class KeywordScanner {
  private readonly trigger: RegExp;
  /** The trigger, sticky: checks a start found in the lowercased text against the text itself. */
  private readonly triggerAt: RegExp;
  /** The shortest roots (no root starts with another): every trigger match starts with one of them. */
  readonly roots: readonly string[];
  private readonly singles = new Map<string, KeywordRule>();
  private readonly pairs = new Map<string, KeywordRule>();
  /** The secrets' words a glued name may end in, longest first, with their rules (see gluedRule). */
  private readonly glued: Array<[string, KeywordRule]>;
  /** Parameter names repeat (`password`, `api_key`); remember what each selected (for the life of the module, across texts). */
  private readonly byName = new Map<string, KeywordRule | null>();

  constructor(rules: readonly KeywordRule[]) {
    const roots = new Set<string>();
    for (const rule of rules) {
      for (const words of rule.nameWords) {
        const parts = words.split(' ');
        if (parts.length === 2) this.pairs.set(words, rule);
        else this.singles.set(words, rule);
        roots.add(parts[0]);
      }
    }
    this.glued = [...this.singles].filter(([word, rule]) => rule.family === 'secrets' && GLUED_SECRET_WORDS.has(word)).sort((a, b) => b[0].length - a[0].length);
    this.trigger = new RegExp(literalAlternation([...roots], true), 'gi');
    this.triggerAt = new RegExp(this.trigger.source, 'iy');
    this.roots = [...roots].filter((root) => ![...roots].some((other) => other !== root && root.startsWith(other)));
  }

  /**
   * A word glued from another word and a secret's word (`requesttoken`, `csrftoken`, `userpassword`,
   * `clientsecret`): the rule that `requestToken` or `user_password` selects. Only the secrets' words are
   * read this way (a glued `…key` is `primarykey` as often as `apikey`), after two or more other letters.
   */
  private gluedRule(word: string): KeywordRule | undefined {
    if (word.length < 7 || !GLUED_NAME.test(word)) return undefined;
    for (const [suffix, rule] of this.glued) if (word.length - suffix.length >= 2 && word.endsWith(suffix)) return rule;
    return undefined;
  }

  get triggerSource(): string {
    return this.trigger.source;
  }

  /**
   * The rule a parameter name selects: a keyword word (or word pair) of the name, read from its end. Any
   * name containing the word counts — `api_key`, `keyId`, `password_hint`, `auth_header`, `domain_name`,
   * `hostname_alias` — except where a word after it says the value describes the secret instead of being
   * it (`password_policy`, `key_length`, `token_url`, `KeyError`).
   */
  ruleForName(name: string): KeywordRule | undefined {
    const words = nameWords(name);
    // `secret_name`, `token_ref`: after a secret's word these name the secret instead of holding it.
    let namesASecret = false;
    for (let i = words.length - 1; i >= 0; i--) {
      const rule = (i > 0 ? this.pairs.get(`${words[i - 1]} ${words[i]}`) : undefined) ?? this.singles.get(words[i]) ?? this.gluedRule(words[i]);
      if (rule) {
        // A rule with qualifiers (`user_id`) is selected only when nothing else follows its word (`user_agent` is no user).
        if (rule.qualifiers && !words.slice(i + 1).every((word) => rule.qualifiers!.includes(word))) return undefined;
        return namesASecret && rule.family === 'secrets' ? undefined : rule;
      }
      if (DESCRIBING_WORDS.has(words[i])) return undefined;
      if (SECRET_REFERENCE_WORDS.has(words[i])) namesASecret = true;
    }
    return undefined;
  }

  private cachedRuleForName(name: string): KeywordRule | undefined {
    let rule = this.byName.get(name);
    if (rule === undefined) {
      if (this.byName.size > 10_000) this.byName.clear();
      rule = this.ruleForName(name) ?? null;
      // A copy: a slice of the text as the key would keep the whole text alive while the name is cached.
      this.byName.set(detachedString(name), rule);
    }
    return rule ?? undefined;
  }

  /**
   * Finds every `name: value` of an active rule. `starts`: where the roots start in the lowercased text,
   * when the caller tracked them (then the trigger only confirms each start instead of searching); `exact`:
   * each of them is where a root starts in the text, case aside (found in lowercase code units made
   * character for character from the text's own, see Text.unitsOfInput), so not even that is needed.
   */
  scan(text: string, isActive: (rule: KeywordRule) => boolean, emit: (match: KeywordMatch) => void, starts?: Int32Array | null, exact = false): void {
    if (!starts) {
      const trigger = this.trigger;
      trigger.lastIndex = 0;
      let found: RegExpExecArray | null;
      while ((found = trigger.exec(text)) !== null) trigger.lastIndex = this.readAt(text, found.index, isActive, emit);
      return;
    }
    // Lowercasing can turn a character outside ASCII into a root's letter (the Kelvin sign into `k`):
    // unless the starts are exact, the sticky trigger keeps exactly the starts the search would have found.
    const triggerAt = this.triggerAt;
    let resume = 0;
    for (let k = 0; k < starts.length; k++) {
      const hit = starts[k];
      if (hit < resume) continue;
      if (!exact) {
        triggerAt.lastIndex = hit;
        if (!triggerAt.test(text)) continue;
      }
      resume = this.readAt(text, hit, isActive, emit);
    }
  }

  /**
   * Reads the parameter whose name has a root at `hit` and emits its value for an active rule; returns
   * where the next root may start (past the name, or past the value emitted).
   */
  private readAt(text: string, hit: number, isActive: (rule: KeywordRule) => boolean, emit: (match: KeywordMatch) => void): number {
    let nameStart = hit;
    while (nameStart > 0 && hit - nameStart < MAX_NAME && NAME_CHARS.has(text.charCodeAt(nameStart - 1))) nameStart--;
    // Roots are name characters: the name runs on from the root's first character.
    let nameEnd = hit + 1;
    while (nameEnd < text.length && nameEnd - hit < MAX_NAME && NAME_CHARS.has(text.charCodeAt(nameEnd))) nameEnd++;
    const name = text.slice(nameStart, nameEnd);
    const rule = this.cachedRuleForName(name);
    if (!rule || !isActive(rule)) return nameEnd;
    const value = this.valueAfter(text, nameStart, nameEnd);
    if (!value) return nameEnd;
    if (value.object) {
      const nested = rule.nestedKeys ? nestedValue(text, value.start, rule.nestedKeys) : null;
      if (!nested || (rule.validate && !rule.validate(text.slice(nested.start, nested.end), name))) return nameEnd;
      emit({ rule, start: nested.start, end: nested.end });
      return nested.end;
    }
    const raw = text.slice(value.start, value.end);
    // `<add key="DbPassword" value="…"/>`: the key attribute holds a name, read where its own words start.
    if (value.quoted && /^(?:key|name)$/i.test(name) && namedElsewhere(text, value.start, value.end + 1)) return nameEnd;
    if (!value.quoted && isEmptyValue(raw)) return nameEnd;
    // `N/A`, quoted or not, says there is no value (`username="N/A"` in Junos and Palo Alto records).
    if (raw.length === 3 && raw.toLowerCase() === 'n/a') return nameEnd;
    // `?`, `-`, `***`: no letter or digit, nothing to hide.
    if (!/[A-Za-z0-9]/.test(raw)) return nameEnd;
    // `SSL://host.name:port`: a URL's host, not a parameter name.
    if (text.charCodeAt(nameStart - 1) === 47 /* / */) return nameEnd;
    let end = value.end;
    if (!value.quoted && text.charCodeAt(value.end) === 32 && text.charCodeAt(value.start - 1) === 61 && isCefExtension(text, nameStart)) {
      // A CEF extension's value runs to the next ` key=` (`suser=Jane Roe duser=…`): spaces are part of it.
      end = cefValueEnd(text, value.end);
    } else if (!value.quoted && !value.colonSpace && rule.valueWords === 'title-case' && /^[A-Z]/.test(raw) && /^[ \t][A-Z]/.test(text.slice(value.end, value.end + 2))) {
      // `tenant_name=Falcon Payments`: a name of capitalised words after `=` is one value too.
      const phraseEnd = phraseAfter('title-case', text, value.start);
      if (phraseEnd > end) end = phraseEnd;
    } else if (!value.quoted && value.colonSpace && isProseAfterColon(name, raw, text, value.end) && !this.isNextFieldAt(raw, text, value.end)) {
      // Words after `name: `: prose, unless the rule reads values of several words and these are one.
      const phraseEnd = rule.valueWords && takesPhrase(rule.valueWords, name, raw) ? phraseAfter(rule.valueWords, text, value.start) : -1;
      if (phraseEnd === -1) return nameEnd;
      end = phraseEnd;
    }
    if (isSize(raw, text, value.end)) return nameEnd;
    // `domain: type = pid`: the word after the colon names the next assignment; it is no value.
    if (!value.quoted && value.colonSpace && /^[ \t]*=(?!=)/.test(text.slice(value.end, value.end + 4))) return nameEnd;
    // `auth_header=Basic Zm9vOmJhcg==`: the scheme stays, the credential after it is the value.
    if (!value.quoted && rule.family === 'secrets' && AUTH_SCHEME.test(raw)) {
      CREDENTIAL_AFTER_SCHEME.lastIndex = value.end;
      const credential = CREDENTIAL_AFTER_SCHEME.exec(text);
      if (!credential) return nameEnd;
      const start = value.end + credential[0].length - credential[1].length;
      emit({ rule, start, end: start + credential[1].length });
      return start + credential[1].length;
    }
    if (rule.family === 'secrets' && (isPlaceholderSecret(raw) || isCountOfSecrets(name, raw) || isNotASecret(raw, name) || isPamTag(text, nameStart, value))) return nameEnd;
    if (rule.validate && !rule.validate(raw, name)) return nameEnd;
    if (rule.family === 'identity' && text.charCodeAt(value.start - 1) === 61 && isCefVendor(text, nameStart, raw)) return nameEnd;
    // An organisation's word is an account's field, except as a workload's label (`"labels":{"org":"empire"}`).
    if (rule.family === 'identity' && ORGANISATION_NAME.test(name) && isLabelMember(text, nameStart)) return nameEnd;
    emit({ rule, start: value.start, end });
    return end;
  }

  /**
   * Whether the words after a value are the next field of a record written on one line
   * (`domain: CONTOSO user: jsmith`): a name and `:` or `=` right after it — a keyword name, or any name
   * when the value itself is no lowercase word (`auth: login failed: …` stays prose).
   */
  private isNextFieldAt(raw: string, text: string, end: number): boolean {
    NEXT_NAME.lastIndex = end;
    const next = NEXT_NAME.exec(text);
    if (!next) return false;
    // An identifier-like value (`CONTOSO`, `web-01`, `jdoe2`) or a known field name after it; a capitalised
    // word before another (`auth: Login Failed: …`) stays prose.
    return /^[A-Z0-9]+$|[\d._-]/.test(raw) || this.cachedRuleForName(next[1]) !== undefined || /^(?:r?user|login|host|ip|port|id)$/i.test(next[1]);
  }

  /** The value range after `name`, `name"`, `name =`, `name: "…"`; null when no value follows. */
  private valueAfter(text: string, nameStart: number, nameEnd: number): FieldValue | null {
    if (text.charCodeAt(nameStart - 1) === 60 /* < */ && text.charCodeAt(nameEnd) === 62 /* > */) return elementText(text, nameStart, nameEnd);
    let i = nameEnd;
    const opening = text.charCodeAt(nameStart - 1);
    if ((opening === 34 || opening === 39) && text.charCodeAt(i) === opening) {
      const named = namedElsewhere(text, nameStart, nameEnd + 1);
      if (named) return named;
      i++;
    } else if (opening === 34 && text.charCodeAt(nameStart - 2) === 92 && text.charCodeAt(i) === 92 && text.charCodeAt(i + 1) === 34) {
      // JSON inside a JSON string (`"log":"{\"user\":\"jdoe\"}"`): the name's quotes are escaped.
      i += 2;
    }
    // A declared type between name and `=`: Go `var apiToken string = "…"`, TypeScript `token: string = "…"`
    // It starts with a space, tab, colon, `[` or `&` (a type word right after the name would be part of it).
    const next = text.charCodeAt(i);
    if (next === 32 || next === 9 || next === 58 || next === 91 || next === 38) {
      TYPED_ASSIGNMENT.lastIndex = i;
      if (TYPED_ASSIGNMENT.test(text)) i = TYPED_ASSIGNMENT.lastIndex - 1;
    }
    while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
    const separator = text.charCodeAt(i);
    if (separator === 58 /* : */) {
      // `::` is a scope (`std::string`); Makefile's `::=` and `:=` assign.
      if (text.charCodeAt(i + 1) === 58) {
        if (text.charCodeAt(i + 2) !== 61) return null;
        i += 3;
      } else {
        i += text.charCodeAt(i + 1) === 61 ? 2 : 1;
      }
    } else if (separator === 61 /* = */) {
      const next = text.charCodeAt(i + 1);
      if (next === 61 || next === 126) return null;
      i += next === 62 ? 2 : 1;
    } else if ((separator === 46 /* . */ || separator === 63 /* ? */ || separator === 43 /* + */) && text.charCodeAt(i + 1) === 61 && text.charCodeAt(i + 2) !== 61) {
      // PHP's `.=`, Makefile's `?=` and `+=`.
      i += 2;
    } else {
      return null;
    }
    const colonSpace = separator === 58 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9 || isEscapedTab(text, i));
    // In a JSON string a message's tabs are written `\t` (`"Account Domain:\t\tCORP\r\n"`): skipped like
    // tabs, and the value then ends at the next escaped `\r`, `\n` or `\t`.
    let escaped = false;
    for (;;) {
      if (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
      else if (isEscapedTab(text, i)) {
        i += 2;
        escaped = true;
      } else break;
    }
    if (separator === 58 && text.charCodeAt(i) === 33 /* ! */) {
      // A YAML tag, then a value on the same line: `!!binary` or `!!str` names the value's type (the value
      // follows it); a local tag (`!Ref`, `!Sub`, `!GetAtt`) computes the value elsewhere: nothing to mask.
      YAML_TAG.lastIndex = i;
      const tag = YAML_TAG.exec(text);
      if (tag) {
        if (tag[1] === undefined) return null;
        i = YAML_TAG.lastIndex;
      }
    }
    if (text.charCodeAt(i) === 92 && text.charCodeAt(i + 1) === 34) {
      // An escaped string (`\"jdoe\"`): the value runs to the next escaped quote.
      const start = i + 2;
      const end = text.slice(start, start + MAX_VALUE + 1).indexOf('\\"');
      if (end <= 0 || /[\r\n]/.test(text.slice(start, start + end))) return null;
      return { start, end: start + end, quoted: true, colonSpace };
    }
    const quote = text.charCodeAt(i);
    if (quote === 34 || quote === 39 || quote === 96) {
      const start = i + 1;
      let end = start;
      while (end < text.length && end - start < MAX_VALUE) {
        const code = text.charCodeAt(end);
        if (code === quote || code === 10 || code === 13) break;
        end += code === 92 /* \ */ ? 2 : 1;
      }
      if (text.charCodeAt(end) !== quote || end === start) return null;
      return { start, end, quoted: true, colonSpace };
    }
    const first = text.charCodeAt(i);
    // An object (`"user":{"name":"jdoe"}`): the rule may read the name inside it (see nestedValue).
    if (first === 123 /* { */) return { start: i, end: i, quoted: false, colonSpace, object: true };
    if (first === 91 || first === 40 /* [ ( */) return null;
    let end = i;
    while (end < text.length && end - i < MAX_VALUE && !VALUE_END.has(text.charCodeAt(end)) && !(escaped && isEscapedWhitespace(text, end))) end++;
    if (end === i) return null;
    return { start: i, end, quoted: false, colonSpace };
  }
}
