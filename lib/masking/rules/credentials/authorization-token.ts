import { fakeBody, poolOfTen } from '../fake-tokens';
import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  const make = (n: number) => fakeBody(n, Math.max(original.length, 12), 'urlsafe');
  return poolOfTen(`authorization-token:${original.length}`, make);
}

/**
 * The credential of any other Authorization scheme (`token …`, `Token token=…`, `ApiKey …`, `SSWS …`),
 * and of a bare `Authorization: <credential>` header.
 */
export const authorizationToken: PatternRule = {
  id: 'authorization-token',
  label: 'Authorization Token',
  family: 'credentials',
  priority: 0,
  description: 'The credential in an Authorization header with a token, ApiKey or other scheme, or no scheme at all.',
  regex: /\b(?:Authorization|authorization|AUTHORIZATION)["']?[ \t]*:[ \t]*["']?(?:(?!Bearer|bearer|Basic|basic|Digest|digest)[A-Za-z-]{2,24}[ \t]+(?:token=)?)?([A-Za-z0-9._~+/-]{12,4096}=*)(?![A-Za-z0-9._~+/=-])/g,
  group: 1,
  contextual: true,
  anchor: keywordStartAnchor(['authorization']),
  keywords: ['authorization'],
  validate: (value) => /\d/.test(value) && /[A-Za-z]/.test(value) && !/^eyJ[\w-]{5,}\.[\w-]{8,}\.[\w-]{8,}$/.test(value),
  fakes: poolFor('x'.repeat(40)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['Authorization: token 4b7e1f0c9a2d8e3f6a5b4c3d2e1f0a9b8c7d6e5f', 'Authorization: SSWS 00QCjAl4MlV-WPXM0xTvRAwvZEgZd_1x', 'authorization: 9c2f7a1e4b8d3f6a0c5e9b2d7f1a4c8e'],
    noMatch: ['Authorization: Bearer 2YotnFZFEjr1zCsicMWpAA', 'Authorization: required', 'authorization failed for user'],
  },
};
