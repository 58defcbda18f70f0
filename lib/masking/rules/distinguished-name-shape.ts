import type { MatchContext } from '../types';
import { lastResult } from './shape-cache';

/**
 * One scan finds every `ATTR=value` pair of a distinguished name; each dn-* rule claims its attribute.
 * The value (group 2) runs to the next unescaped `,` or `+`; an escaped character (`\,`, `\ `) belongs
 * to it. An unescaped space stays inside the value only when the value then reaches a `,` or `+`
 * (`CN=John Smith,OU=…`): the last part of a DN ends at whitespace, so `DC=com fe80::1` keeps the address.
 * A mask label (`[Masked DN Common Name 1]`) is read whole, so masking masked output changes nothing.
 */
const DN_CHAR = String.raw`(?:\\.|[^,+\\\s"<>;=])`;
const SPACED_VALUE_AHEAD = String.raw`(?=${DN_CHAR}{1,64}(?:[ \t]+${DN_CHAR}{1,64}){0,6}[ \t]*[,+])`;
export const DN_PAIR = new RegExp(
  String.raw`\b(CN|OU|DC|UID|ST|O|L|C)=(\[Masked [^\]\r\n]{1,80}\]|${DN_CHAR}+(?:[ \t]+${SPACED_VALUE_AHEAD}${DN_CHAR}+)*)`,
  'gi',
);

/**
 * The scan looks for `=` and walks back over at most three letters (the longest attribute is `UID`), so
 * the pair regex runs at a handful of places instead of at every word start.
 */
export const DN_ANCHOR = { regex: /=/g, width: 1, lead: 'A-Za-z', maxLead: 3 };

export const DN_KEYWORDS = ['cn=', 'ou=', 'dc=', 'uid=', 'st=', 'o=', 'l=', 'c='] as const;

const NEXT_PAIR = /^\s*[,+]\s*(?:CN|OU|DC|UID|ST|O|L|C)=/i;
const PREVIOUS_SEPARATOR = /[,+]\s*$/;

/**
 * The attribute before the value at `context.start`, lowercased, when this pair is part of a DN: the
 * name is all upper- or all lowercase and another pair follows or a separator precedes (so `c=3` in
 * code is not a country). Otherwise null.
 */
export function distinguishedNameAttribute({ text, start, end }: MatchContext): string | null {
  let nameStart = start - 1;
  while (nameStart > 0 && /[A-Za-z]/.test(text.charAt(nameStart - 1))) nameStart--;
  if (text.charAt(nameStart - 1) === '-') return null;
  const name = text.slice(nameStart, start - 1);
  if (name !== name.toUpperCase() && name !== name.toLowerCase()) return null;
  if (NEXT_PAIR.test(text.slice(end, end + 12))) return name.toLowerCase();
  return PREVIOUS_SEPARATOR.test(text.slice(Math.max(0, nameStart - 4), nameStart)) ? name.toLowerCase() : null;
}

const cachedAttribute = lastResult((_value: string, context: MatchContext) => distinguishedNameAttribute(context));

export function isValueOf(attribute: string) {
  return (value: string, context: MatchContext): boolean =>
    value.trim().length > 0 && cachedAttribute(value, context) === attribute;
}
