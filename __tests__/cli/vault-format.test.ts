/** @jest-environment node */
// Issue 30 §4: the vault is written and read as a stream (version 2: a header line, then the body encrypted
// as one GCM stream and its tag), a session of hundreds of thousands of values round-trips, and vaults of
// version 1 (one JSON object) are still read and continued.
import { createCipheriv, createHash, randomBytes, scryptSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, runCli, tempDir } from './run-cli';

jest.setTimeout(180_000);

const dir = tempDir();
const cwd = dir.path;
beforeAll(buildCli);
afterAll(dir.remove);

const passphrase = 'a stream of mappings';
const env = { PASTESAFE_PASSPHRASE: passphrase };
const read = (name: string) => readFileSync(join(cwd, name));
const firstLine = (name: string) => JSON.parse(read(name).subarray(0, read(name).indexOf(10)).toString('utf8'));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A version-1 vault as pastesafe wrote it before version 2: one JSON object, the ciphertext in base64. */
function version1Vault(contents: object, key: string | null): string {
  if (key === null) return JSON.stringify({ format: 'pastesafe-vault', version: 1, cipher: 'none', ...contents }) + '\n';
  const kdf = { name: 'scrypt', N: 1 << 14, r: 8, p: 1, salt: randomBytes(16).toString('base64') };
  const derived = scryptSync(key.normalize('NFC'), Buffer.from(kdf.salt, 'base64'), 32, { N: kdf.N, r: kdf.r, p: kdf.p });
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derived, iv);
  cipher.setAAD(Buffer.from(`pastesafe-vault/1/aes-256-gcm/scrypt/${kdf.N}/${kdf.r}/${kdf.p}/${kdf.salt}`));
  const data = Buffer.concat([cipher.update(JSON.stringify(contents), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag().toString('base64');
  return JSON.stringify({ format: 'pastesafe-vault', version: 1, cipher: 'aes-256-gcm', kdf, iv: iv.toString('base64'), tag, data: data.toString('base64') }) + '\n';
}

const email = (n: number) => ({ original: `user${n}@contoso.com`, masked: `[Masked Email ${n}]`, type: 'email', source: 'pattern' });

describe('version 2', () => {
  it('is a header line of JSON, then ciphertext that holds no value', async () => {
    writeFileSync(join(cwd, 'one.log'), 'mail alice@contoso.com from 10.1.2.3\n');
    expect((await runCli(['mask', 'one.log', '-o', 'one.out', '--vault', 'one.vault'], { cwd, env })).status).toBe(0);
    const header = firstLine('one.vault');
    expect(header).toMatchObject({ format: 'pastesafe-vault', version: 2, cipher: 'aes-256-gcm', kdf: { name: 'scrypt' } });
    expect(read('one.vault').includes('alice@contoso.com')).toBe(false);
    expect(read('one.vault').includes('10.1.2.3')).toBe(false);
    expect(await runCli(['restore', '--vault', 'one.vault', 'one.out'], { cwd, env })).toMatchObject({ status: 0, stdout: 'mail alice@contoso.com from 10.1.2.3\n' });
  });

  it('keeps values and substitutes with a backslash, a tab and non-ASCII characters exactly', async () => {
    const rules = [
      { value: 'CORP\\bob\\t1', category: 'Custom Rule' },
      { value: 'Zoë-Ünal', category: 'Custom Rule', replacement: 'Person\tA\\' },
    ];
    writeFileSync(join(cwd, 'odd-rules.json'), JSON.stringify(rules));
    const text = 'login CORP\\bob\\t1 as Zoë-Ünal\n';
    writeFileSync(join(cwd, 'odd.log'), text);
    for (const key of [['--plaintext-vault'], []]) {
      const masked = await runCli(['mask', 'odd.log', '--rules', 'odd-rules.json', '--vault', 'odd.vault', '--new-vault', ...key], { cwd, env: key.length ? {} : env });
      expect(masked.status).toBe(0);
      expect(masked.stdout).toBe('login [Masked Custom Rule 1] as Person\tA\\\n');
      const restored = await runCli(['restore', '--vault', 'odd.vault'], { cwd, env: key.length ? {} : env, input: masked.stdout });
      expect(restored).toMatchObject({ status: 0, stdout: text });
    }
  });

  it('a plaintext vault cut short or with a mapping too few is refused (exit 4), nothing written', async () => {
    writeFileSync(join(cwd, 'two.log'), 'mail alice@contoso.com and bob@fabrikam.com\n');
    expect((await runCli(['mask', 'two.log', '-o', 'two.out', '--vault', 'plain.vault', '--plaintext-vault'], { cwd })).status).toBe(0);
    const text = read('plain.vault').toString('utf8');
    const lines = text.split('\n');
    for (const [name, damaged, message] of [
      ['cut.vault', text.slice(0, text.length - 5), /damaged vault \(it is cut short\)/],
      ['short.vault', [...lines.slice(0, 2), ...lines.slice(3)].join('\n'), /damaged vault \(2 mappings announced, 1 read\)/],
      ['mangled.vault', text.replace('\tpattern', '\tsomething'), /damaged vault \(a mapping that is not readable\)/],
    ] as const) {
      writeFileSync(join(cwd, name), damaged);
      const result = await runCli(['restore', '--vault', name, 'two.out', '-o', `${name}.out`], { cwd });
      expect(result.status).toBe(4);
      expect(result.stderr).toMatch(message);
      expect(dir.files()).not.toContain(`${name}.out`);
    }
  });

  it('a vault write that fails midway (disk full, injected) exits 4 and leaves neither vault, output nor temporary file', async () => {
    const lines = Array.from({ length: 5000 }, (_, n) => `mail ${email(n + 1).original}\n`).join('');
    writeFileSync(join(cwd, 'midway.log'), lines);
    const result = await runCli(['mask', 'midway.log', '-o', 'midway.out', '--vault', 'midway.vault'], { cwd, env: { ...env, PASTESAFE_TEST_VAULT_WRITE_LIMIT: '60000' } });
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(/midway\.vault: cannot write the vault \(ENOSPC\)/);
    expect(dir.files().filter((name) => name.startsWith('midway.') && name !== 'midway.log')).toEqual([]);
    expect(dir.files().filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('a session of hundreds of thousands of values', () => {
  it('masks with a vault and restores byte for byte; continuing it numbers on', async () => {
    const count = 200_000;
    const lines: string[] = [];
    for (let n = 0; n < count; n++) lines.push(`${n % 60}s user${n}@mail${n % 97}.contoso.com from 10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255} ok\n`);
    const input = Buffer.from(lines.join(''));
    writeFileSync(join(cwd, 'big.log'), input);
    const masked = await runCli(['mask', 'big.log', '-o', 'big.out', '--vault', 'big.vault'], { cwd, env });
    expect(masked.status).toBe(0);
    expect(masked.stderr).toMatch(/\(400,000 distinct\)/);
    expect(read('big.out').includes('user199999@')).toBe(false);
    const restored = await runCli(['restore', '--vault', 'big.vault', 'big.out', '-o', 'big.back'], { cwd, env });
    expect(restored.status).toBe(0);
    expect(sha256(read('big.back'))).toBe(sha256(input));

    writeFileSync(join(cwd, 'more.log'), 'again user7@mail7.contoso.com, new newcomer@fabrikam.com\n');
    const more = await runCli(['mask', 'more.log', '--vault', 'big.vault'], { cwd, env });
    expect(more.stdout).toMatch(/^again \[Masked Email 8\], new \[Masked Email 200001\]\n$/);
    const back = await runCli(['restore', '--vault', 'big.vault'], { cwd, env, input: '[Masked Email 200001] [Masked Email 1]\n' });
    expect(back.stdout).toBe('newcomer@fabrikam.com user0@mail0.contoso.com\n');
  });
});

describe('version 1 is still read', () => {
  // Over 64 KiB of JSON on one line: read as version 1 whole, as before.
  const mappings = Array.from({ length: 3000 }, (_, n) => email(n + 1));

  it.each([
    ['encrypted', passphrase],
    ['plaintext', null],
  ])('%s: restore reads it', async (name, key) => {
    writeFileSync(join(cwd, `old-${name}.vault`), version1Vault({ mode: 'mask', mappings }, key));
    const restored = await runCli(['restore', '--vault', `old-${name}.vault`], { cwd, env: key ? env : {}, input: 'to [Masked Email 1] and [masked email 3000]\n' });
    expect(restored).toMatchObject({ status: 0, stdout: 'to user1@contoso.com and user3000@contoso.com\n' });
  });

  it('a wrong passphrase on a version-1 vault exits 4', async () => {
    writeFileSync(join(cwd, 'old-locked.vault'), version1Vault({ mode: 'mask', mappings }, passphrase));
    const result = await runCli(['restore', '--vault', 'old-locked.vault'], { cwd, env: { PASTESAFE_PASSPHRASE: 'not it' }, input: 'x\n' });
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(/wrong passphrase/);
  });

  it('continuing a version-1 session numbers on and rewrites it as version 2', async () => {
    writeFileSync(join(cwd, 'old-talk.vault'), version1Vault({ mode: 'mask', mappings }, passphrase));
    writeFileSync(join(cwd, 'next.log'), 'mail user2@contoso.com and carol@contoso.com\n');
    const next = await runCli(['mask', 'next.log', '--vault', 'old-talk.vault'], { cwd, env });
    expect(next).toMatchObject({ status: 0, stdout: 'mail [Masked Email 2] and [Masked Email 3001]\n' });
    expect(firstLine('old-talk.vault').version).toBe(2);
    const restored = await runCli(['restore', '--vault', 'old-talk.vault'], { cwd, env, input: '[Masked Email 3001] [Masked Email 17]\n' });
    expect(restored.stdout).toBe('carol@contoso.com user17@contoso.com\n');
  });
});
