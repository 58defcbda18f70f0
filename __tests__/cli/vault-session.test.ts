/** @jest-environment node */
// Issue 30 §3: the vault is complete or absent, one per conversation, never overwritten by output, and a
// vault read from a file cannot ask for unbounded work.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, runCli, tempDir } from './run-cli';

jest.setTimeout(60_000);

const dir = tempDir();
const cwd = dir.path;
beforeAll(buildCli);
afterAll(dir.remove);

const env = { PASTESAFE_PASSPHRASE: 'one conversation' };
writeFileSync(join(cwd, 'first.log'), 'mail alice@contoso.com\n');
writeFileSync(join(cwd, 'second.log'), 'mail bob@fabrikam.com\n');
const temporaryFiles = () => dir.files().filter((name) => name.endsWith('.tmp'));

describe('complete or absent', () => {
  it('a vault write that fails (disk full, injected) exits 4 and leaves neither the vault, the output nor a temporary file', async () => {
    const result = await runCli(['mask', 'first.log', '-o', 'full.log', '--vault', 'full.vault'], { cwd, env: { ...env, PASTESAFE_TEST_VAULT_WRITE_LIMIT: '100' } });
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(/full\.vault: cannot write the vault \(ENOSPC\)/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(dir.files().filter((name) => name.startsWith('full'))).toEqual([]);
    expect(temporaryFiles()).toEqual([]);
  });
});

describe('one vault per conversation', () => {
  it('--vault on an existing vault continues its session: numbering carries on and an earlier answer still restores', async () => {
    expect((await runCli(['mask', 'first.log', '--vault', 'talk.vault'], { cwd, env })).stdout).toBe('mail [Masked Email 1]\n');
    const second = await runCli(['mask', 'second.log', '--vault', 'talk.vault'], { cwd, env });
    expect(second).toMatchObject({ status: 0, stdout: 'mail [Masked Email 2]\n' });
    expect(statSync(join(cwd, 'talk.vault')).mode & 0o777).toBe(0o600);
    const restored = await runCli(['restore', '--vault', 'talk.vault'], { cwd, env, input: 'first [Masked Email 1], then [Masked Email 2]\n' });
    expect(restored).toMatchObject({ status: 0, stdout: 'first alice@contoso.com, then bob@fabrikam.com\n' });
  });

  it('continuing needs the vault passphrase: a wrong one exits 4 and leaves the vault as it was', async () => {
    expect((await runCli(['replace', 'first.log', '--vault', 'locked.vault'], { cwd, env })).status).toBe(0);
    const before = readFileSync(join(cwd, 'locked.vault'), 'utf8');
    const result = await runCli(['replace', 'second.log', '--vault', 'locked.vault', '-o', 'locked.log'], { cwd, env: { PASTESAFE_PASSPHRASE: 'another' } });
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(/wrong passphrase/);
    expect(readFileSync(join(cwd, 'locked.vault'), 'utf8')).toBe(before);
    expect(existsSync(join(cwd, 'locked.log'))).toBe(false);
  });

  it('replace continued keeps its fakes: the same value gets the same fake in the second run', async () => {
    const first = await runCli(['replace', 'first.log', '--vault', 'fakes.vault'], { cwd, env });
    const again = await runCli(['replace', 'first.log', 'second.log', '--vault', 'fakes.vault'], { cwd, env });
    expect(again.stdout.split('\n')[0]).toBe(first.stdout.split('\n')[0]);
  });

  it('--new-vault starts over in the same file', async () => {
    expect((await runCli(['mask', 'first.log', '--vault', 'fresh.vault'], { cwd, env })).status).toBe(0);
    const result = await runCli(['mask', 'second.log', '--vault', 'fresh.vault', '--new-vault'], { cwd, env });
    expect(result).toMatchObject({ status: 0, stdout: 'mail [Masked Email 1]\n' });
    const restored = await runCli(['restore', '--vault', 'fresh.vault'], { cwd, env, input: '[Masked Email 1]\n' });
    expect(restored.stdout).toBe('bob@fabrikam.com\n');
  });

  it('a vault of the other mode is not continued (exit 2, vault unchanged)', async () => {
    expect((await runCli(['mask', 'first.log', '--vault', 'modes.vault'], { cwd, env })).status).toBe(0);
    const result = await runCli(['replace', 'second.log', '--vault', 'modes.vault'], { cwd, env });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/modes\.vault holds a mask session/);
  });
});

describe('never overwritten by output', () => {
  beforeAll(async () => {
    expect((await runCli(['mask', 'first.log', '--vault', 'keep.vault'], { cwd, env })).status).toBe(0);
  });

  it.each([
    ['mask -o ./keep.vault --vault keep.vault', ['mask', 'second.log', '-o', './keep.vault', '--vault', 'keep.vault']],
    ['mask -o keep.vault --vault ../<dir>/keep.vault', ['mask', 'second.log', '-o', 'keep.vault', '--vault', `../${dir.path.split('/').pop()}/keep.vault`]],
    ['restore -o ./keep.vault --vault keep.vault', ['restore', '--vault', 'keep.vault', 'first.log', '-o', './keep.vault']],
  ])('%s: exit 2, the vault unchanged', async (_, args) => {
    const before = readFileSync(join(cwd, 'keep.vault'), 'utf8');
    const result = await runCli(args, { cwd, env });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/name the same file/);
    expect(readFileSync(join(cwd, 'keep.vault'), 'utf8')).toBe(before);
  });
});

/** The vault (version 2: a header line of JSON, then the ciphertext) with its header changed. */
function withHeader(vault: Buffer, change: (header: { kdf: Record<string, number> }) => object): Buffer {
  const end = vault.indexOf(10);
  return Buffer.concat([Buffer.from(JSON.stringify(change(JSON.parse(vault.subarray(0, end).toString('utf8'))))), vault.subarray(end)]);
}

describe('bounded work for a hostile vault', () => {
  beforeAll(async () => {
    expect((await runCli(['mask', 'first.log', '-o', 'bounded.log', '--vault', 'bounded.vault'], { cwd, env })).status).toBe(0);
  });

  it.each([
    ['N = 2^21', (kdf: Record<string, number>) => ({ ...kdf, N: 2 ** 21 })],
    ['N = 2^33', (kdf: Record<string, number>) => ({ ...kdf, N: 2 ** 33 })],
    ['N not a power of 2', (kdf: Record<string, number>) => ({ ...kdf, N: 3000 })],
    ['r = 17', (kdf: Record<string, number>) => ({ ...kdf, r: 17 })],
    ['p = 5', (kdf: Record<string, number>) => ({ ...kdf, p: 5 })],
  ])('%s: exit 4 with a clear message, no stack trace', async (_, change) => {
    writeFileSync(join(cwd, 'hostile.vault'), withHeader(readFileSync(join(cwd, 'bounded.vault')), (header) => ({ ...header, kdf: change(header.kdf) })));
    const result = await runCli(['restore', '--vault', 'hostile.vault', 'bounded.log'], { cwd, env });
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(/key-derivation parameters .* are outside what pastesafe accepts/);
    expect(result.stderr).not.toMatch(/\n\s+at |unexpected error/);
    expect(result.stdout).toBe('');
  });

  it('within the bounds, a changed parameter fails like a wrong passphrase', async () => {
    writeFileSync(join(cwd, 'changed.vault'), withHeader(readFileSync(join(cwd, 'bounded.vault')), (header) => ({ ...header, kdf: { ...header.kdf, p: 2 } })));
    const result = await runCli(['restore', '--vault', 'changed.vault', 'bounded.log'], { cwd, env });
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(/does not decrypt/);
  });
});
