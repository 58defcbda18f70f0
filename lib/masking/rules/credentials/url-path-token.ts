import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { shannonEntropy } from '../../find/placeholder-values';
import { fakeBody, poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

/** Path segments after which a URL carries a capability: anyone holding the link gets in. */
const TOKEN_ROOTS = ['/s/', '/share/', '/shares/', '/invite/', '/invitation/', '/reset/', '/reset-password/', '/password-reset/', '/verify/', '/confirm/', '/activate/', '/magic-link/', '/unlock/', '/download/'];

/** A random token, not a word or a name: letters and digits mixed, or long and varied. */
function isPathToken(value: string): boolean {
  if (!/\d/.test(value) && !(/[a-z]/.test(value) && /[A-Z]/.test(value))) return false;
  if (/^\d+$/.test(value) || /^[a-z]+[-_]?\d{1,4}$/i.test(value)) return false;
  return shannonEntropy(value) >= 3;
}

function poolFor(original: string): FakePool {
  return poolOfTen(`url-path-token:${original.length}`, (n) => fakeBody(n, original.length, 'alnum'));
}

/**
 * The token of a link that is itself the credential: a public share (`/s/8Kq2xZbLmT4pRwN`, as Nextcloud,
 * ownCloud and others write it), an invitation, a password-reset or confirmation link. Masked whole; the
 * path stays.
 */
export const urlPathToken: PatternRule = {
  id: 'url-path-token',
  label: 'Link Token',
  family: 'credentials',
  priority: 0,
  description: 'The token of a link that is itself a credential: a public share (/s/<token>, /share/<token>), an invitation, a password reset or a confirmation link; random-looking tokens of 10 or more characters, not words or numbers.',
  regex: /\/(?:s|shares?|invite|invitation|reset|reset-password|password-reset|verify|confirm|activate|magic-link|unlock|download)\/([A-Za-z0-9_-]{10,128})(?=[/?#&\s"'),;\]]|$)/g,
  group: 1,
  anchor: keywordStartAnchor(TOKEN_ROOTS),
  keywords: TOKEN_ROOTS,
  validate: (value) => isPathToken(value),
  contextual: true,
  fakes: poolFor('x'.repeat(15)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['"GET /index.php/s/8Kq2xZbLmT4pRwN/download HTTP/1.1" 200', 'GET /reset-password/eyJ0b2tlbiI6IjEyMyJ9x HTTP/1.1', 'https://files.example.net/s/Tq7wPz3mXc9LkRa'],
    noMatch: ['GET /s/settings HTTP/1.1', 'GET /share/documents/2021 HTTP/1.1', 'GET /download/release-2024 HTTP/1.1', 'GET /invite/1234567890 HTTP/1.1'],
  },
};
