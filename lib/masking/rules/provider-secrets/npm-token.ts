import { prefixedTokenPool } from '../fake-tokens';
import type { PatternRule } from '../../types';

const POOL = prefixedTokenPool('npm-token', 'npm_', 36, 'alnum');

export const npmToken: PatternRule = {
  id: 'npm-token',
  label: 'npm Token',
  family: 'provider-secrets',
  priority: 0,
  description: 'An npm access token: npm_ followed by 36 characters.',
  regex: /(?<![\w-])npm_[A-Za-z0-9]{36}(?![\w-])/g,
  keywords: ['npm_'],
  fakes: POOL.fakes,
  derive: POOL.derive,
  examples: {
    match: ['//registry.npmjs.org/:_authToken=npm_Xy7kP2qR9sT4vW1zA8bC3dE6fG0hJ5mN2pQ4'],
    noMatch: ['npm_config_cache=/tmp/npm', 'npm_package_version=1.2.3'],
  },
};
