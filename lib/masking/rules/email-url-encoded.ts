import type { PatternRule } from '../types';
import { email, isMailAddress } from './email';

/**
 * An email address written URL-encoded, its `@` as `%40` (`login=jane.doe%40contoso.com` in a query
 * string or an access log): the whole address is the value.
 */
export const emailUrlEncoded: PatternRule = {
  id: 'email-url-encoded',
  label: 'Email',
  family: 'identity',
  priority: 1,
  description: 'A URL-encoded email address (jane.doe%40contoso.com), whole.',
  regex: /(?<![\w.+'-])([\w+-][\w.+'-]{0,63}%40[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8})/,
  group: 1,
  anchor: { regex: /%40/g, width: 3, lead: "\\w.+'-", maxLead: 64 },
  keywords: ['%40'],
  validate: (value) => isMailAddress(value, '%40'),
  fakes: email.fakes.map((fake) => fake.replace('@', '%40')),
  derive: (n) => `user${n}%40example.com`,
  examples: {
    match: ['GET /login?user=jane.doe%40contoso.com&next=/ HTTP/1.1', 'email=a.b%40mail.fabrikam.co.uk'],
    noMatch: ['100%40 done', 'x%40y', 'a%40b.invalidtld'],
  },
};
