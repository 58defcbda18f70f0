/** @jest-environment node */
// The vault: a session's mappings, encrypted, and `pastesafe restore` putting real values back.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, runCli, tempDir } from './run-cli';

jest.setTimeout(60_000);

const dir = tempDir();
const cwd = dir.path;
beforeAll(buildCli);
afterAll(dir.remove);

const LOG = 'user alice.smith@contoso.com from 10.1.2.3\npassword=Sup3r-S3cret!x token ok\nagain alice.smith@contoso.com\n';
const SECRETS = ['alice.smith@contoso.com', '10.1.2.3', 'Sup3r-S3cret!x'];
const env = { PASTESAFE_PASSPHRASE: 'correct horse battery staple' };
writeFileSync(join(cwd, 'app.log'), LOG);

describe('vault round trip', () => {
  it('mask → an answer with retyped labels → restore gives the real values back', async () => {
    const masked = await runCli(['mask', 'app.log', '-o', 'masked.log', '--vault', 'session.vault'], { cwd, env });
    expect(masked.status).toBe(0);
    expect(masked.stderr).toMatch(/mappings in session\.vault \(encrypted\)/);
    const vaultText = readFileSync(join(cwd, 'session.vault'), 'utf8');
    for (const secret of SECRETS) expect(vaultText).not.toContain(secret);
    expect(statSync(join(cwd, 'session.vault')).mode & 0o777).toBe(0o600);

    const answer = 'Check [masked email 1] on MASKED_INTERNAL_IPV4_1; rotate [Masked Password 1].\n';
    const restored = await runCli(['restore', '--vault', 'session.vault'], { cwd, env, input: answer });
    expect(restored.status).toBe(0);
    expect(restored.stdout).toBe('Check alice.smith@contoso.com on 10.1.2.3; rotate Sup3r-S3cret!x.\n');
  });

  it('replace → restore of the whole output is the original, through files', async () => {
    expect((await runCli(['replace', 'app.log', '-o', 'fake.log', '--vault', 'r.vault'], { cwd, env })).status).toBe(0);
    const fake = readFileSync(join(cwd, 'fake.log'), 'utf8');
    for (const secret of SECRETS) expect(fake).not.toContain(secret);
    const restored = await runCli(['restore', '--vault', 'r.vault', 'fake.log', '-o', 'back.log'], { cwd, env });
    expect(restored.status).toBe(0);
    expect(readFileSync(join(cwd, 'back.log'), 'utf8')).toBe(LOG);
  });

  it('writes an unencrypted vault only with --plaintext-vault, and restores from it without a passphrase', async () => {
    const result = await runCli(['mask', 'app.log', '--vault', 'plain.vault', '--plaintext-vault', '-o', 'm.log'], { cwd });
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/NOT encrypted/);
    expect(statSync(join(cwd, 'plain.vault')).mode & 0o777).toBe(0o600);
    const restored = await runCli(['restore', '--vault', 'plain.vault', 'm.log'], { cwd });
    expect(restored).toMatchObject({ status: 0, stdout: LOG });
  });
});

describe('vault errors (exit 4, or 2 without a passphrase), leaving no output behind', () => {
  beforeAll(async () => {
    expect((await runCli(['mask', 'app.log', '-o', 'm2.log', '--vault', 'good.vault'], { cwd, env })).status).toBe(0);
  });

  it('4: wrong passphrase', async () => {
    const result = await runCli(['restore', '--vault', 'good.vault', 'm2.log', '-o', 'wrong.log'], { cwd, env: { PASTESAFE_PASSPHRASE: 'not it' } });
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(/wrong passphrase, or the vault is damaged/);
    expect(dir.files()).not.toContain('wrong.log');
    expect(dir.files().filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  /** The vault with byte `at` (from the end when negative) changed. */
  const flipped = (bytes: Buffer, at: number) => {
    const copy = Buffer.from(bytes);
    copy[at < 0 ? copy.length + at : at] ^= 1;
    return copy;
  };
  const headerEnd = (bytes: Buffer) => bytes.indexOf(10) + 1;
  it.each([
    ['a changed byte of its ciphertext', (bytes: Buffer) => flipped(bytes, headerEnd(bytes) + 3), /does not decrypt/],
    ['a changed byte of its tag', (bytes: Buffer) => flipped(bytes, -1), /does not decrypt/],
    ['a changed key-derivation parameter', (bytes: Buffer) => Buffer.from(bytes.toString('latin1').replace('"r":8', '"r":9'), 'latin1'), /does not decrypt/],
    ['a cut-off file', (bytes: Buffer) => bytes.subarray(0, headerEnd(bytes) + 20), /does not decrypt/],
    ['a cut-off header', (bytes: Buffer) => bytes.subarray(0, headerEnd(bytes) - 10), /damaged vault \(not the JSON pastesafe writes\)/],
    ['another JSON file', () => Buffer.from('{"hello": 1}'), /not a pastesafe vault/],
    ['a later version', () => Buffer.from('{"format":"pastesafe-vault","version":3,"cipher":"none"}\n'), /vault version 3 is not one this pastesafe reads/],
  ])('4: a damaged vault: %s', async (_, damage, message) => {
    writeFileSync(join(cwd, 'bad.vault'), damage(readFileSync(join(cwd, 'good.vault'))));
    const result = await runCli(['restore', '--vault', 'bad.vault', 'm2.log', '-o', 'bad.log'], { cwd, env });
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
    expect(dir.files()).not.toContain('bad.log');
  });

  it('4: a missing vault', async () => {
    const result = await runCli(['restore', '--vault', 'nowhere.vault'], { cwd, env, input: 'x' });
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(/nowhere\.vault: cannot read the vault \(no such file\)/);
  });

  it('2: an encrypted vault without a passphrase (and no terminal to ask on)', async () => {
    const result = await runCli(['restore', '--vault', 'good.vault'], { cwd, input: 'x' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/set PASTESAFE_PASSPHRASE/);
  });

  it('a failed mask writes neither the output nor the vault', async () => {
    writeFileSync(join(cwd, 'broken.txt'), Buffer.from([0x61, 0xff, 0x0a]));
    const result = await runCli(['mask', 'app.log', 'broken.txt', '-o', 'never.log', '--vault', 'never.vault'], { cwd, env });
    expect(result.status).toBe(3);
    expect(dir.files().filter((name) => name.startsWith('never') || name.endsWith('.tmp'))).toEqual([]);
  });
});
