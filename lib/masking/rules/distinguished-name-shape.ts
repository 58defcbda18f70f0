import type { FakePool, MatchContext } from '../types';
import { poolsByClass } from './pool-cache';
import { isInPublicIssuerDn, isPublicIssuerName, startsWithCaUnit } from './public-issuers';
import { lastResult } from './shape-cache';
import { isTopLevelDomain } from '../find/top-level-domains';

/**
 * One scan finds every `ATTR=value` pair of a distinguished name; each dn-* rule claims its attribute.
 * The value (group 2) runs to the next unescaped `,` or `+`; an escaped character (`\,`, `\ `) belongs
 * to it. An unescaped space stays inside the value only when the value then reaches a `,` or `+`
 * (`CN=John Smith,OU=…`): the last part of a DN ends at whitespace, so `DC=com fe80::1` keeps the address.
 * A domain component (one label of a domain name) and a country (a two-letter code) never hold a space, so
 * theirs ends at the first one: `dc=com not found, skipping` is `com`, and the prose stays.
 * A mask label (`[Masked DN Common Name 1]`) is read whole, so masking masked output changes nothing.
 */
const DN_CHAR = String.raw`(?:\\.|[^,+\\\s"<>;=])`;
const SPACED_VALUE_AHEAD = String.raw`(?=${DN_CHAR}{1,64}(?:[ \t]+${DN_CHAR}{1,64}){0,6}[ \t]*[,+])`;
const NOT_AFTER_SPACELESS = String.raw`(?<!\b(?:DC|C)=${DN_CHAR}+)`;
export const DN_PAIR = new RegExp(
  String.raw`\b(CN|OU|DC|UID|ST|O|L|C)=(\[Masked [^\]\r\n]{1,80}\]|${DN_CHAR}+(?:${NOT_AFTER_SPACELESS}[ \t]+${SPACED_VALUE_AHEAD}${DN_CHAR}+)*)`,
  'gi',
);

/**
 * The scan looks for `=` and walks back over at most three letters (the longest attribute is `UID`), so
 * the pair regex runs at a handful of places instead of at every word start. The anchor is the bare `=`:
 * a one-character literal is found by the JavaScript engine's string search, several times faster than
 * a regex that also looks behind it, and an `=` after a longer name (`password=`) fails the three-letter
 * walk without running the pair regex.
 */
export const DN_ANCHOR = { regex: /=/g, width: 1, lead: 'A-Za-z', maxLead: 3, valueFollows: true };

export const DN_KEYWORDS = ['cn=', 'ou=', 'dc=', 'uid=', 'st=', 'o=', 'l=', 'c='] as const;

/** Another `ATTR=` pair after the value (read sticky from the value's end, within 12 characters). */
const NEXT_PAIR = /\s*[,+]\s*(?:CN|OU|DC|UID|ST|O|L|C)=/iy;
const SPACE = /\s/;

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * The attribute before the value at `context.start`, lowercased, when this pair is part of a DN: the
 * name is all upper- or all lowercase and another pair follows or a separator precedes (so `c=3` in
 * code is not a country). Otherwise null. Read from character codes, without slicing the text.
 */
export function distinguishedNameAttribute({ text, start, end }: MatchContext): string | null {
  let nameStart = start - 1;
  while (nameStart > 0 && isAsciiLetter(text.charCodeAt(nameStart - 1))) nameStart--;
  if (text.charCodeAt(nameStart - 1) === 45 /* - */) return null;
  let upper = 0;
  let lower = 0;
  for (let i = nameStart; i < start - 1; i++) {
    if (text.charCodeAt(i) <= 90) upper++;
    else lower++;
  }
  if (upper > 0 && lower > 0) return null;
  NEXT_PAIR.lastIndex = end;
  if (NEXT_PAIR.test(text) && NEXT_PAIR.lastIndex <= end + 12) return text.slice(nameStart, start - 1).toLowerCase();
  // `[,+]\s*$` in the four characters before the name.
  const from = Math.max(0, nameStart - 4);
  let i = nameStart - 1;
  while (i >= from && SPACE.test(text.charAt(i))) i--;
  const separator = i >= from ? text.charCodeAt(i) : -1;
  return separator === 44 /* , */ || separator === 43 /* + */ ? text.slice(nameStart, start - 1).toLowerCase() : null;
}

const cachedAttribute = lastResult((_value: string, context: MatchContext) => distinguishedNameAttribute(context));

/** Attributes a public vendor or CA fills in its own certificates' DNs: its name, units and address. */
const NAMING = new Set(['cn', 'o', 'ou']);
const PLACES = new Set(['ou', 'l', 'st', 'c']);

/**
 * Units every directory has, named by its schema or its installer (`ou=people`, `OU=Domain Controllers`):
 * they tell the assistant where in the tree an entry is, and nothing of whose tree it is.
 */
const STRUCTURAL_UNITS = new Set([
  'people', 'users', 'user', 'groups', 'group', 'computers', 'servers', 'hosts', 'machines', 'devices', 'workstations',
  'domain controllers', 'builtin', 'system', 'services', 'service accounts', 'accounts', 'roles', 'contacts', 'admins',
  'administrators', 'applications', 'apps', 'policies', 'sudoers', 'aliases', 'netgroup', 'automount', 'networks',
  'protocols', 'rpc', 'ethers', 'services accounts', 'foreignsecurityprincipals', 'managed service accounts',
]);

/** Suffixes of directory trees that are no one's own name: a last `dc=` that is a top-level domain or a local suffix. */
const LOCAL_SUFFIXES = new Set(['local', 'localdomain', 'lan', 'internal', 'intranet', 'home', 'corp']);
const NEXT_DC = /\s*[,+]\s*dc=([A-Za-z0-9-]{1,63})/iy;

/**
 * `ou=people`, or the `com` of `dc=contoso,dc=com` (and `co`, `uk` of `dc=acme,dc=co,dc=uk`: a domain
 * component followed only by top-level ones): structure, kept visible.
 */
function isStructural(attribute: string, value: string, { text, end }: MatchContext): boolean {
  if (attribute === 'ou') return STRUCTURAL_UNITS.has(value.toLowerCase().replace(/\s+/g, ' '));
  if (attribute !== 'dc' || !(isTopLevelDomain(value) || LOCAL_SUFFIXES.has(value.toLowerCase()))) return false;
  NEXT_DC.lastIndex = end;
  let next = NEXT_DC.exec(text);
  // A local suffix (`dc=corp`) only as the last component: before another it is a name of the tree's own.
  if (next && !isTopLevelDomain(value)) return false;
  for (; next; next = NEXT_DC.exec(text)) if (!isTopLevelDomain(next[1])) return false;
  return true;
}

/**
 * A value of `attribute`, unless it is structure (isStructural) or a public vendor or certificate authority wrote it: its name
 * (`O=Microsoft Corporation`, `CN=COMODO ECC … CA`, `OU=Domain Control Validated`), or a unit or place in
 * a DN that such a name is part of (`L=Salford` of COMODO's issuer DN). A person's CN stays a value.
 */
export function isValueOf(attribute: string) {
  return (value: string, context: MatchContext): boolean =>
    // A value with no letter or digit (`o=?`) holds nothing to hide.
    /[A-Za-z0-9\u00C0-\uFFFF]/.test(value) &&
    cachedAttribute(value, context) === attribute &&
    !isStructural(attribute, value, context) &&
    !(NAMING.has(attribute) && (isPublicIssuerName(value) || startsWithCaUnit(context.text, context.start))) &&
    !(PLACES.has(attribute) && isInPublicIssuerDn(context.text, context.start));
}

/**
 * Fakes for a DN value of one word or of several. A DN's last value ends at the first space (see DN_PAIR),
 * so a fake of two words there (`O=Sample Ltd` for `O=Acme`) would be read back as `Sample` alone and
 * replaced again: a one-word original gets its fakes with the spaces joined by `-` (`Sample-Ltd`).
 */
export function dnFakePool(rule: string, fakes: readonly string[], derive: (n: number) => string): (original: string) => FakePool {
  const pools = poolsByClass((spaced: string): FakePool => {
    const shape = (fake: string) => (spaced === 'spaced' ? fake : fake.replace(/\s+/g, '-'));
    return { key: `${rule}:${spaced}`, fakes: fakes.map(shape), derive: (n) => shape(derive(n)) };
  });
  return (original) => pools(/\s/.test(original.trim()) ? 'spaced' : 'word');
}
