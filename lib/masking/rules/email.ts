import { isTopLevelDomain } from '../find/top-level-domains';
import type { PatternRule } from '../types';

/**
 * `local@domain` with at least `minDots` dots in the domain, the address in group 1. Quotes before the
 * local part open a string (`to='jo@contoso.com'`): they stay outside the value. Emails and user principal
 * names share it.
 */
export function addressRegex(minDots: 0 | 1): RegExp {
  return new RegExp(String.raw`(?<![\w.%+'-])'*([\w%+-][\w.%+'-]{0,63}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){${minDots},8})`);
}

/** SSH names its algorithms and extensions `name@domain` (`chacha20-poly1305@openssh.com`): not mailboxes. */
const SSH_EXTENSION_DOMAINS = new Set(['openssh.com', 'libssh.org']);

/**
 * Whether `value`, a local part and a domain joined by `at` (`@`, or `%40` URL-encoded), is a mailbox: no
 * dot at either end of the local part, no label of the domain starting or ending with `-`, a real
 * top-level domain, and no SSH algorithm name.
 */
export function isMailAddress(value: string, at: string): boolean {
  const index = value.indexOf(at);
  const local = value.slice(0, index);
  if (local.startsWith('.') || local.endsWith('.')) return false;
  const domainPart = value.slice(index + at.length);
  const labels = domainPart.split('.');
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) return false;
  if (SSH_EXTENSION_DOMAINS.has(domainPart.toLowerCase())) return false;
  const tld = labels[labels.length - 1];
  return /^[A-Za-z]{2,63}$/.test(tld) && isTopLevelDomain(tld);
}

/**
 * local@domain with a known top-level domain. The engine finds each `@` and walks left over the
 * local-part characters, so the rule costs one literal search instead of a scan at every letter.
 */
export const email: PatternRule = {
  id: 'email',
  label: 'Email',
  family: 'identity',
  priority: 1,
  description: 'An email address whose domain ends in a real top-level domain.',
  regex: addressRegex(1),
  group: 1,
  anchor: { regex: /@/g, width: 1, lead: "\\w.%+'-", maxLead: 64 },
  keywords: ['@'],
  validate: (value) => isMailAddress(value, '@'),
  fakes: [
    'alex.morgan@example.com', 'jamie.lee@example.org', 'sam.taylor@example.net', 'casey.kim@example.com',
    'riley.chen@example.org', 'morgan.diaz@example.net', 'jordan.patel@example.com', 'taylor.nguyen@example.org',
    'drew.santos@example.net', 'avery.brooks@example.com',
  ],
  derive: (n) => `user${n}@example.com`,
  examples: {
    match: ['alice@contoso.com', 'first.last+tag@mail.contoso.co.uk', "o'brien@fabrikam.io", 'ADMIN@CONTOSO.COM', "send_mail(to='jo@contoso.com')"],
    noMatch: ['user@localhost', 'name@host.invalidtld', 'foo@bar', '@contoso.com', 'pkg@1.2.3', 'cipher=chacha20-poly1305@openssh.com', 'kex curve25519-sha256@libssh.org'],
  },
};
