import { poolOfTen } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(): FakePool {
  const make = (n: number) => btoa(`example-user-${n}:fake-password-${n}`);
  return poolOfTen('authorization-basic', make);
}

/** The base64 `user:password` after `Basic` in an Authorization header. */
export const authorizationBasic: PatternRule = {
  id: 'authorization-basic',
  label: 'Basic Credentials',
  family: 'credentials',
  priority: 0,
  description: 'The base64 user:password after Basic in an Authorization header.',
  regex: /\b(?:Authorization|authorization|AUTHORIZATION|Proxy-Authorization|proxy-authorization)["']?[ \t]*[:=][ \t]*["']?[Bb]asic[ \t]+([A-Za-z0-9+/]{4,2048}={0,2})(?![A-Za-z0-9+/=])/g,
  group: 1,
  contextual: true,
  keywords: ['basic'],
  validate: (value) => value.length >= 8,
  fakes: poolFor().fakes,
  pool: poolFor,
  derive: (n) => poolFor().derive(n),
  examples: {
    match: ['Authorization: Basic YWxpY2U6czNjcjN0IQ==', '-H "authorization: basic c3ZjX2JhY2t1cDpQQHNzdzByZA=="'],
    noMatch: ['Authorization: Basic realm="x"', 'basic auth is configured'],
  },
};
