import { prefixedTokenPool } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  const prefix = /^sk-ant-[a-z0-9]{2,10}-/.exec(original)?.[0] ?? 'sk-ant-api03-';
  return prefixedTokenPool('anthropic-key', prefix, original.length - prefix.length, 'urlsafe');
}

export const anthropicKey: PatternRule = {
  id: 'anthropic-key',
  label: 'Anthropic Key',
  family: 'provider-secrets',
  priority: 0,
  description: 'An Anthropic API or admin key: sk-ant-api03-… or sk-ant-admin01-….',
  regex: /(?<![\w-])sk-ant-[a-z0-9]{2,10}-[A-Za-z0-9_-]{20,200}(?![\w-])/g,
  keywords: ['sk-ant-'],
  fakes: poolFor('sk-ant-api03-' + 'x'.repeat(95)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['ANTHROPIC_API_KEY=sk-ant-api03-Xy7kP2qR9sT4vW1zA8bC3dE6fG0hJ5mN2pQ4rS7tU9vW1xY3zA5bC7dE9fG1hJ3kL5mN7pQ9rS1tU3vW5xY7zA9bC1dE3fG5hJ7kL-AAAA'],
    noMatch: ['sk-ant-', 'sk-ant-api03-short'],
  },
};
