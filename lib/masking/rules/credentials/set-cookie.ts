import { fakeBody, poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  const make = (n: number) => fakeBody(n, Math.max(original.length, 8), 'alnum');
  return poolOfTen(`set-cookie:${original.length}`, make);
}

/** The value of the cookie a `Set-Cookie:` header sets; its name and attributes (Path, Expires, HttpOnly) stay. */
export const setCookie: PatternRule = {
  id: 'set-cookie',
  label: 'Set-Cookie Value',
  family: 'credentials',
  priority: 0,
  description: 'The value of the cookie set by a Set-Cookie response header.',
  regex: /(?<![\w-])Set-Cookie["']?[ \t]*:[ \t]*["']?[^\s=;:"',]{1,128}=([^;\s"']{1,4096})/gi,
  group: 1,
  contextual: true,
  keywords: ['set-cookie'],
  validate: (value) => /[A-Za-z0-9]{6}/.test(value),
  fakes: poolFor('x'.repeat(32)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['Set-Cookie: JSESSIONID=1A2B3C4D5E6F7A8B9C0D; Path=/; HttpOnly', 'set-cookie: session=eyJhbGciOi8xZk; Secure'],
    noMatch: ['Set-Cookie: id=1; Path=/', 'Set-Cookie: theme=dark; Path=/'],
  },
};
