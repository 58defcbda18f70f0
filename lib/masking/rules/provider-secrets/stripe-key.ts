import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { prefixedTokenPool } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  const prefix = original.slice(0, original.indexOf('_', 3) + 1);
  return prefixedTokenPool('stripe-key', prefix, original.length - prefix.length, 'alnum');
}

/** Every key starts with one of these. */
const KEYWORDS = ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_'];

export const stripeKey: PatternRule = {
  id: 'stripe-key',
  label: 'Stripe Key',
  family: 'provider-secrets',
  priority: 0,
  description: 'A Stripe secret or restricted key: sk_live_, sk_test_, rk_live_ or rk_test_ followed by 10+ characters.',
  regex: /(?<![A-Za-z0-9_])[sr]k_(?:live|test)_[A-Za-z0-9]{10,247}(?![A-Za-z0-9_])/g,
  anchor: keywordStartAnchor(KEYWORDS),
  keywords: KEYWORDS,
  validate: (value) => !/example/i.test(value),
  fakes: poolFor('sk_test_' + 'x'.repeat(24)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['stripe.api_key = "sk_live_51HqLyjWDarjtT1zdp7dcXGHt8QpRm2Vx"', 'STRIPE_SECRET=rk_test_4eC39HqLyjWDarjtT1zdp7dc'],
    noMatch: ['pk_live_51HqLyjWDarjtT1zdp7dcXGHt8', 'sk_live_', 'use an sk_test_ key in staging'],
  },
};
