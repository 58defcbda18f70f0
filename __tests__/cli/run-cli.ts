// Runs the real `pastesafe` (dist/pastesafe.cjs, bundled from the current source before the tests) in a
// child process without a controlling terminal, so it can never stop to ask for a passphrase.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
export const CLI = join(ROOT, 'dist/pastesafe.cjs');

let built = false;
export function buildCli(): void {
  if (built) return;
  execFileSync(process.execPath, ['scripts/build-cli.mjs', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  built = true;
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], options: { cwd: string; input?: string | Buffer; env?: Record<string, string | undefined> }): Promise<CliResult> {
  const env = {} as NodeJS.ProcessEnv;
  for (const [key, value] of Object.entries({ ...process.env, PASTESAFE_PASSPHRASE: undefined, ...options.env })) if (value !== undefined) env[key] = value;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

export function tempDir(): { path: string; files: () => string[]; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'pastesafe-cli-'));
  return { path, files: () => readdirSync(path).sort(), remove: () => rmSync(path, { recursive: true, force: true }) };
}
