/** @jest-environment node */
// Two passes (issue 30 §1), spawned as the real command: a value known only by its context (user=alice at
// 3.5 MB) is masked and reported where it stands bare before (at 0.5 MB), from a file and from standard input;
// --one-pass reads once and leaves the earlier one, as --help says.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, buildCli, runCli, tempDir } from './run-cli';

jest.setTimeout(120_000);

const dir = tempDir();
const cwd = dir.path;
const spools = join(cwd, 'spools');
mkdirSync(spools);
const env = { PASTESAFE_TMPDIR: spools };
beforeAll(buildCli);
afterAll(dir.remove);

/** Lines with nothing sensitive, `bytes` long in all. */
function filler(bytes: number, from: number): string {
  const lines: string[] = [];
  let length = 0;
  for (let i = from; length < bytes; i++) {
    const line = `step ${i} of the nightly build finished in ${i % 97} ms\n`;
    lines.push(line);
    length += line.length;
  }
  return lines.join('');
}

const BARE = 'backup copied to the share by alice\n';
const CONTEXT = 'sshd accepted session for user=alice\n';
const text = filler(500_000, 0) + BARE + filler(3_000_000, 100_000) + CONTEXT + filler(100_000, 900_000);
writeFileSync(join(cwd, 'late-context.log'), text);
const bareLine = text.slice(0, text.indexOf(BARE)).split('\n').length;
const contextLine = text.slice(0, text.indexOf(CONTEXT)).split('\n').length;

describe('a value before its context, over several pieces', () => {
  it('is masked in a file, with and without search threads', async () => {
    for (const jobs of ['0', '2']) {
      const result = await runCli(['mask', '--jobs', jobs, 'late-context.log'], { cwd, env });
      expect(result.status).toBe(0);
      expect(result.stdout.length).toBeGreaterThan(3_500_000);
      expect(result.stdout).not.toContain('alice');
      expect(result.stdout).toContain('backup copied to the share by [Masked');
    }
  });

  it('is reported by scan', async () => {
    const result = await runCli(['scan', 'late-context.log'], { cwd, env });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`late-context.log:${bareLine}:`);
    expect(result.stdout).toContain(`late-context.log:${contextLine}:`);
  });

  it('is masked and reported from standard input, which leaves no temporary file behind', async () => {
    const masked = await runCli(['replace'], { cwd, env, input: text });
    expect(masked.status).toBe(0);
    expect(masked.stdout).not.toContain('alice');
    const scanned = await runCli(['scan', '-'], { cwd, env, input: text });
    expect(scanned.stdout).toContain(`<stdin>:${bareLine}:`);
    expect(readdirSync(spools)).toEqual([]);
  });

  it('stays visible with --one-pass, as --help says, and nothing is written to disk', async () => {
    const result = await runCli(['mask', '--one-pass'], { cwd, env, input: text });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(BARE);
    expect(result.stdout).not.toContain(CONTEXT);
    expect(readdirSync(spools)).toEqual([]);
    const scanned = await runCli(['scan', '--one-pass', 'late-context.log'], { cwd, env });
    expect(scanned.stdout).not.toContain(`late-context.log:${bareLine}:`);
    const help = await runCli(['--help'], { cwd });
    expect(help.stdout).toMatch(/--one-pass[^\n]*read the input once/);
    expect(help.stdout).toMatch(/NOT in earlier pieces/);
  });
});

describe('standard input kept for the second pass', () => {
  it('is a 0600 file, removed on SIGINT', async () => {
    const child = spawn(process.execPath, [CLI, 'mask'], { cwd, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdout.resume();
    child.stdin.write('user=alice logged in\n');
    let files: string[] = [];
    for (let i = 0; i < 100 && files.length === 0; i++) {
      await new Promise((done) => setTimeout(done, 50));
      files = readdirSync(spools);
    }
    expect(files).toHaveLength(1);
    expect(statSync(join(spools, files[0])).mode & 0o777).toBe(0o600);
    const closed = new Promise<number | null>((done) => child.on('close', (status) => done(status)));
    child.kill('SIGINT');
    expect(await closed).toBe(130);
    expect(readdirSync(spools)).toEqual([]);
  });

  it('is removed when the input turns out to be binary', async () => {
    const result = await runCli(['mask'], { cwd, env, input: Buffer.from('user=alice\n\0binary') });
    expect(result.status).toBe(3);
    expect(readdirSync(spools)).toEqual([]);
  });
});
