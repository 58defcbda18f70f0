import { prefixedTokenPool } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

function poolFor(original: string): FakePool {
  return prefixedTokenPool('gitlab-token', 'glpat-', original.length - 'glpat-'.length, 'alnum');
}

export const gitlabToken: PatternRule = {
  id: 'gitlab-token',
  label: 'GitLab Token',
  family: 'provider-secrets',
  priority: 0,
  description: 'A GitLab personal access token: glpat- followed by 20 or more characters.',
  regex: /(?<![\w-])glpat-[A-Za-z0-9_-]{20,100}(?![\w-])/g,
  keywords: ['glpat-'],
  fakes: poolFor('glpat-' + 'x'.repeat(20)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: ['PRIVATE-TOKEN: glpat-xK9mP2vQ7rT4nL8wB1cZ', 'https://oauth2:glpat-Zp3Qr8sT1uV4wX7yA0bC@gitlab.example.com/group/repo.git'],
    noMatch: ['glpat-short', 'create a glpat- token in settings'],
  },
};
