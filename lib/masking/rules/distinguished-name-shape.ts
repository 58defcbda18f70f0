import type { MatchContext } from '../types';
import { lastResult } from './shape-cache';

/**
 * One scan finds every `ATTR=value` pair of a distinguished name; each dn-* rule claims its attribute.
 * The value (group 2) runs to the next unescaped `,` or `+` (or a space before another `name=`); an
 * escaped comma (`\,`) belongs to it. Values may hold spaces (`OU=Service Accounts`), so an unquoted DN
 * at the end of a sentence takes the following words into its last value — quoted DNs (`dn="…"`) end at the quote.
 */
export const DN_PAIR = /\b(CN|OU|DC|UID|ST|O|L|C)=((?:\\.|[^,+\\\s"<>;=]|[ \t](?![\w-]{1,64}=))+)/gi;

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
