import { fakeBody, poolOfTen } from '../fake-tokens';
import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  const make = (n: number) => fakeBody(n, Math.max(original.length, 12), 'urlsafe');
  return poolOfTen(`authorization-bearer:${original.length}`, make);
}

/** A JWT after Bearer is left to the JWT rule, which names it more precisely. */
const JWT_SHAPE = /^eyJ[\w-]{5,}\.[\w-]{8,}\.[\w-]{8,}$/;

/**
 * The credential after `Bearer` in an Authorization header (or any `Bearer <token>` in a header-like
 * line): opaque tokens included. JWTs are left to the JWT rule.
 */
export const authorizationBearer: PatternRule = {
  id: 'authorization-bearer',
  label: 'Bearer Token',
  family: 'credentials',
  priority: 0,
  description: 'The token after Bearer in an Authorization header, opaque tokens included.',
  regex: /\b[Bb]earer[ \t]+([A-Za-z0-9._~+/-]{8,4096}=*)(?![A-Za-z0-9._~+/=-])/g,
  group: 1,
  contextual: true,
  anchor: keywordStartAnchor(['bearer']),
  keywords: ['bearer'],
  validate: (value) => !JWT_SHAPE.test(value) && /\d/.test(value) && !/^(?:token|realm|auth)/i.test(value),
  fakes: poolFor('x'.repeat(32)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['Authorization: Bearer 2YotnFZFEjr1zCsicMWpAA', 'curl -H "Authorization: Bearer ya29.a0AfH6SMBx7kP2qR9sT4vW1zA8bC3dE6" https://api.example.com', 'headers: {"authorization": "bearer 8f14e45fceea167a5a36dedd4bea2543"}'],
    noMatch: ['Authorization: Bearer <token>', 'use a bearer token for this call', 'WWW-Authenticate: Bearer realm="api"'],
  },
};
