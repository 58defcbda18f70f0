/** @jest-environment node */
// `pastesafe scan --staged` and the pre-commit hooks built on it, run as the real command in real git
// repositories: what is staged is what counts, not the working files.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import matter from 'gray-matter';
import { binDirectory, gitRepo } from './git-repo';
import { ROOT, buildCli, runCli } from './run-cli';

jest.setTimeout(60_000);
beforeAll(buildCli);

const KEY_LINE = 'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n';
const repos: Array<{ remove: () => void }> = [];
afterAll(() => repos.forEach((repo) => repo.remove()));

function repo() {
  const made = gitRepo();
  repos.push(made);
  return made;
}

/** The pre-commit hook of the README, as written there. */
function readmeHook(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const hook = /```sh\n(#!\/bin\/sh\n(?:(?!```)[\s\S])*?pastesafe scan --staged(?:(?!```)[\s\S])*?)```/.exec(readme)?.[1];
  if (!hook) throw new Error('README.md has no pre-commit hook (a ```sh block starting #!/bin/sh that runs pastesafe scan --staged)');
  return hook;
}

describe('scan --staged', () => {
  it('reads the index, not the working tree: a key staged and then cleaned from the file is found', async () => {
    const { path, git } = repo();
    writeFileSync(join(path, 'config.env'), KEY_LINE);
    git('add', 'config.env');
    writeFileSync(join(path, 'config.env'), 'nothing to see\n');
    const staged = await runCli(['scan', '--staged'], { cwd: path });
    expect(staged.status).toBe(1);
    expect(staged.stdout).toBe('config.env:1:23 aws-secret-access-key\n');
    expect(staged.stderr).toMatch(/^pastesafe: 1 sensitive value found\n/);
    // The working file alone is clean: scanning it by name says so.
    expect((await runCli(['scan', 'config.env'], { cwd: path })).status).toBe(0);
    // And the other way round: a key only in the working file is not what the commit records.
    git('add', 'config.env');
    writeFileSync(join(path, 'config.env'), KEY_LINE);
    expect(await runCli(['scan', '--staged'], { cwd: path })).toMatchObject({ status: 0, stdout: '' });
  });

  it('takes only added, copied and modified files against HEAD, from any directory, with paths from the top', async () => {
    const { path, git } = repo();
    writeFileSync(join(path, 'kept.txt'), 'mail bob.lee@fabrikam.net\n');
    writeFileSync(join(path, 'gone.txt'), 'mail carol@adatum.org\n');
    writeFileSync(join(path, 'changed.txt'), 'first version\n');
    git('add', '.');
    git('commit', '-qm', 'first');
    git('rm', '-q', 'gone.txt');
    writeFileSync(join(path, 'changed.txt'), 'second version by ivan@adatum.org\n');
    mkdirSync(join(path, 'sub'));
    writeFileSync(join(path, 'sub/new.txt'), 'x dave@wingtiptoys.de\n');
    git('add', '.');
    const result = await runCli(['scan', '--staged', '--format', 'json'], { cwd: join(path, 'sub') });
    expect(result.status).toBe(1);
    expect(result.stdout.trim().split('\n').map((line) => JSON.parse(line).file)).toEqual(['changed.txt', 'sub/new.txt']);
  });

  it('takes FILE arguments literally, as paths that narrow the staged files, after "--"', async () => {
    const { path, git } = repo();
    writeFileSync(join(path, '--help'), KEY_LINE);
    writeFileSync(join(path, '*.txt'), 'x erin@contoso.com\n');
    writeFileSync(join(path, 'a.txt'), 'x frank@contoso.com\n');
    git('add', '--', '--help', '*.txt', 'a.txt');
    const named = await runCli(['scan', '--staged', '--', '--help', '*.txt'], { cwd: path });
    expect(named.status).toBe(1);
    expect(named.stdout).toBe('*.txt:1:3 email\n--help:1:23 aws-secret-access-key\n');
    // Outside --staged too: "--" ends the options, and a file called --help is a file.
    const plain = await runCli(['scan', '--', '--help'], { cwd: path });
    expect(plain).toMatchObject({ status: 1, stdout: '--help:1:23 aws-secret-access-key\n' });
  });

  it('skips binary files as git does, and says which', async () => {
    const { path, git } = repo();
    writeFileSync(join(path, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02, 0x03]));
    writeFileSync(join(path, 'notes.txt'), 'nothing here\n');
    git('add', '.');
    const result = await runCli(['scan', '--staged'], { cwd: path });
    expect(result).toMatchObject({ status: 0, stdout: '' });
    expect(result.stderr).toMatch(/1 binary file not scanned: logo\.png/);
  });

  it('streams a large staged file, and many files, through one git process', async () => {
    const { path, git } = repo();
    const filler = 'INFO worker heartbeat ok queue=17 latency=12ms\n'.repeat(25_000);
    writeFileSync(join(path, 'big.log'), `${filler}user grace@fabrikam.net\n${filler}`);
    for (let i = 0; i < 300; i++) writeFileSync(join(path, `f${i}.txt`), i === 250 ? 'x heidi@adatum.org\n' : `file ${i}\n`);
    git('add', '.');
    const result = await runCli(['scan', '--staged', '--jobs', '0'], { cwd: path });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('big.log:25001:6 email\nf250.txt:1:3 email\n');
  });

  it('is a usage error outside a git work tree (exit 2)', async () => {
    const { root } = repo();
    const result = await runCli(['scan', '--staged'], { cwd: root });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--staged and --tracked read git's index: run them in a git work tree \(git rev-parse failed: fatal: not a git repository/);
  });
});

describe('scan --tracked', () => {
  it('reads every file in the index, changed or not, from the top whatever the directory, skipping binary files', async () => {
    const { path, git } = repo();
    writeFileSync(join(path, 'committed.env'), KEY_LINE);
    writeFileSync(join(path, 'logo.png'), Buffer.from([0x89, 0x50, 0x00, 0x01]));
    mkdirSync(join(path, 'sub'));
    writeFileSync(join(path, 'sub/notes.txt'), 'x judy@adatum.org\n');
    writeFileSync(join(path, 'untracked.txt'), 'x mallory@adatum.org\n');
    git('add', 'committed.env', 'logo.png', 'sub/notes.txt');
    git('commit', '-qm', 'first');
    // The working file changed since: the index (the commit) is what is read.
    writeFileSync(join(path, 'committed.env'), 'clean now\n');
    const result = await runCli(['scan', '--tracked', '--format', 'sarif'], { cwd: join(path, 'sub') });
    expect(result.status).toBe(1);
    const log = JSON.parse(result.stdout) as { runs: Array<{ results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }> }> };
    expect(log.runs[0].results.map((entry) => `${entry.locations[0].physicalLocation.artifactLocation.uri} ${entry.ruleId}`)).toEqual([
      'committed.env aws-secret-access-key',
      'sub/notes.txt email',
    ]);
    // FILE arguments narrow it, relative to the current directory; --staged and --tracked do not go together.
    expect(await runCli(['scan', '--tracked', '--', 'notes.txt'], { cwd: join(path, 'sub') })).toMatchObject({ status: 1, stdout: 'sub/notes.txt:1:3 email\n' });
    expect((await runCli(['scan', '--tracked', '--staged'], { cwd: path })).status).toBe(2);
  });
});

describe('the README pre-commit hook', () => {
  it('refuses a commit whose staged content holds a key, even after the file was cleaned, and lets a clean one through', () => {
    const { path, root, git, tryGit } = repo();
    const hook = readmeHook();
    expect(hook).not.toMatch(/\bnpx\b(?! --no-install)/);
    writeFileSync(join(path, '.git/hooks/pre-commit'), hook);
    chmodSync(join(path, '.git/hooks/pre-commit'), 0o755);
    const PATH = [binDirectory(root), dirname(process.execPath), '/usr/bin', '/bin'].join(':');

    writeFileSync(join(path, '--help'), KEY_LINE);
    git('add', '--', '--help');
    writeFileSync(join(path, '--help'), 'cleaned\n');
    const refused = tryGit(['commit', '-qm', 'add config'], { PATH });
    expect(refused.status).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain('--help:1:23 aws-secret-access-key');
    expect(tryGit(['rev-parse', '--verify', '-q', 'HEAD']).status).not.toBe(0);

    git('add', '--', '--help');
    const accepted = tryGit(['commit', '-qm', 'add config'], { PATH });
    expect(accepted.status).toBe(0);
    expect(git('show', 'HEAD:--help')).toBe('cleaned\n');
  });

  it('refuses the commit when pastesafe is not installed, and fetches nothing', () => {
    const { path, git, tryGit } = repo();
    writeFileSync(join(path, '.git/hooks/pre-commit'), readmeHook());
    chmodSync(join(path, '.git/hooks/pre-commit'), 0o755);
    writeFileSync(join(path, 'a.txt'), 'clean\n');
    git('add', 'a.txt');
    // No pastesafe and no npm on this PATH: a hook that fell back to downloading would fail differently.
    const result = tryGit(['commit', '-qm', 'x'], { PATH: [dirname(process.execPath), '/usr/bin', '/bin'].filter((dir) => !dir.includes('npm')).join(':') });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/pastesafe: (command )?not found/);
  });
});

describe('the pre-commit framework hook (.pre-commit-hooks.yaml)', () => {
  const hooks = matter(`---\n${readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')}\n---\n`).data as unknown as Array<Record<string, unknown>>;
  const hook = hooks.find((entry) => entry.id === 'pastesafe')!;

  it('runs the pastesafe on PATH (installing nothing) on text files, passed after "--"', () => {
    expect(hook).toMatchObject({ language: 'system', types: ['text'], entry: 'pastesafe scan --' });
  });

  it('its entry, given the files as pre-commit gives them, refuses a key and passes clean files', async () => {
    const { path, git } = repo();
    writeFileSync(join(path, '--help'), KEY_LINE);
    writeFileSync(join(path, 'ok.txt'), 'clean\n');
    git('add', '.');
    const args = (hook.entry as string).split(' ').slice(1);
    expect(args[0]).toBe('scan');
    const refused = await runCli([...args, '--help', 'ok.txt'], { cwd: path });
    expect(refused).toMatchObject({ status: 1, stdout: '--help:1:23 aws-secret-access-key\n' });
    expect((await runCli([...args, 'ok.txt'], { cwd: path })).status).toBe(0);
  });
});
