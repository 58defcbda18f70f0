import { poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  // Keep the cookie names, give each value a fake of the same length.
  const make = (n: number) =>
    original.replace(/([^=;\s]+)=([^;]*)/g, (_pair, name: string, value: string) => {
      const fake = `fake${n}EXAMPLE`.padEnd(value.length, '0').slice(0, Math.max(value.length, String(n).length + 4));
      return `${name}=${value.length === 0 ? '' : fake}`;
    });
  return poolOfTen(`cookie:${original.replace(/=[^;]*/g, '=')}`, make);
}

/**
 * The `name=value` list of a `Cookie:` request header (`a=1; b=2`); the fake keeps the cookie names
 * and replaces each value. `Set-Cookie` is its own rule.
 */
export const cookie: PatternRule = {
  id: 'cookie',
  label: 'Cookie',
  family: 'credentials',
  priority: 0,
  description: 'The name=value pairs of a Cookie request header.',
  regex: /(?<!-)\bCookie["']?[ \t]*:[ \t]*["']?([^\s=;:"',]{1,128}=[^;\r\n"']{1,4096}(?:;[ \t]*[^\s=;:"',]{1,128}=[^;\r\n"']{0,4096})*)/gi,
  group: 1,
  contextual: true,
  keywords: ['cookie'],
  validate: (value) => /[A-Za-z0-9]{6}/.test(value),
  fakes: poolFor('session=x').fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['Cookie: sessionid=8f14e45fceea167a5a36dedd4bea2543; csrftoken=Xy7kP2qR9sT4vW1z', '-H "cookie: _ga=GA1.2.1234567890.1700000000; auth=Zx8Kq2Lm9Np4"'],
    noMatch: ['Cookie: ', 'the cookie: banner was closed', 'Set-Cookie: JSESSIONID=1A2B3C4D5E6F7A8B9C0D; Path=/'],
  },
};
