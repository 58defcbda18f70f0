import { prefixedTokenPool } from '../fake-tokens';
import type { FakePool, PatternRule } from '../../types';

const PREFIX = /^(github_pat_|gh[pousr]_)/;

function poolFor(original: string): FakePool {
  const prefix = PREFIX.exec(original)?.[1] ?? 'ghp_';
  return prefixedTokenPool('github-token', prefix, original.length - prefix.length, 'alnum');
}

/** GitHub personal, OAuth, user-to-server, server-to-server and refresh tokens, and fine-grained PATs. */
export const githubToken: PatternRule = {
  id: 'github-token',
  label: 'GitHub Token',
  family: 'provider-secrets',
  priority: 0,
  description: 'A GitHub token: ghp_, gho_, ghu_, ghs_ or ghr_ followed by 36+ characters, or a github_pat_ fine-grained token.',
  regex: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})(?![A-Za-z0-9_])/g,
  keywords: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
  fakes: poolFor('ghp_' + 'x'.repeat(36)).fakes,
  pool: poolFor,
  derive: (n, original) => poolFor(original).derive(n),
  examples: {
    match: [
      'git remote set-url origin https://ghp_R8mK2vQ9xT4nL7wB1cZ5hJ3dF6gY0aS2eP4u@github.com/acme/api.git',
      'GITHUB_TOKEN=ghs_16C7e42F292c6912E7710c838347Ae178B4a',
      'token github_pat_11ABCDEFG0aBcDeFgHiJkL_mNoPqRsTuVwXyZ0123456789abcdefghijKLMNOPQRSTUV',
    ],
    noMatch: ['ghp_short', 'the ghp_ prefix marks a personal token', 'xghp_R8mK2vQ9xT4nL7wB1cZ5hJ3dF6gY0aS2eP4u'],
  },
};
