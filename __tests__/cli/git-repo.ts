// A throwaway git repository for the CLI tests, with git's own configuration kept out (no global hooks,
// identity or templates from the machine running the tests).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, tempDir } from './run-cli';

export const GIT_ENV = {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

export function gitRepo() {
  const dir = tempDir();
  const path = join(dir.path, 'repo');
  mkdirSync(path);
  const env = { ...process.env, ...GIT_ENV };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: path, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  /** `git` that may fail: its status and output. */
  const tryGit = (args: string[], extraEnv: Record<string, string> = {}) => {
    const result = spawnSync('git', args, { cwd: path, env: { ...env, ...extraEnv }, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  return { path, root: dir.path, git, tryGit, remove: dir.remove };
}

/** A directory holding `pastesafe` (the CLI under test), to put first on PATH as an installed command would be. */
export function binDirectory(root: string): string {
  const bin = join(root, 'bin');
  mkdirSync(bin, { recursive: true });
  symlinkSync(CLI, join(bin, 'pastesafe'));
  return bin;
}
