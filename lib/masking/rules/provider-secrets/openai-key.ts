import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import { prefixedTokenPool } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  const prefix = /^sk-(?:proj-|svcacct-|admin-)?/.exec(original)?.[0] ?? 'sk-';
  return prefixedTokenPool('openai-key', prefix, original.length - prefix.length, 'alnum');
}

/** OpenAI keys: legacy sk-… (48 characters) and project/service-account keys; Anthropic's sk-ant- is its own rule. */
export const openaiKey: PatternRule = {
  id: 'openai-key',
  label: 'OpenAI Key',
  family: 'provider-secrets',
  priority: 0,
  description: 'An OpenAI API key: sk- or sk-proj- / sk-svcacct- / sk-admin- followed by a long random string.',
  regex: /(?<![\w-])sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,200}(?![\w-])/g,
  anchor: keywordStartAnchor(['sk-']),
  keywords: ['sk-'],
  // A real key mixes upper, lower and digits; `sk-this-is-not-a-key-just-words` does not.
  validate: (value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value),
  fakes: poolFor('sk-proj-' + 'x'.repeat(48)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['OPENAI_API_KEY=sk-proj-Qx7vK2mR9pT4nL1wB8cJ5hD3fG6yA0sE2uZ4iO7kM9qW1xV3bN5', 'Authorization: Bearer sk-3Fq9XkT2vB7nL4pR8wY1zC6hJ0mD5gS2aQ4uE7iK9oP1x'],
    noMatch: ['sk-ant-api03-abc', 'sk-short', 'sk-learn-is-a-python-library-for-machine-learning'],
  },
};
