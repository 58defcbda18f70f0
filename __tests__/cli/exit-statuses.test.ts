/** @jest-environment node */
// Every exit status of `pastesafe`, and no partial output file after an error.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, runCli, tempDir } from './run-cli';

jest.setTimeout(60_000);

const dir = tempDir();
const cwd = dir.path;
beforeAll(buildCli);
afterAll(dir.remove);

writeFileSync(join(cwd, 'good.log'), 'login alice@contoso.com from 10.1.2.3\n'.repeat(50_000));
writeFileSync(join(cwd, 'clean.log'), 'GET /index.html 200\n');
// Text first, then a NUL byte past the first chunk the CLI reads (1 MiB): output has started by then.
writeFileSync(join(cwd, 'binary.dat'), Buffer.concat([Buffer.from('user bob@fabrikam.net\n'.repeat(100_000)), Buffer.from([0x00, 0x01, 0x02])]));
writeFileSync(join(cwd, 'latin1.txt'), Buffer.concat([Buffer.from('ok line carol@adatum.org\n'.repeat(100_000)), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])]));
writeFileSync(join(cwd, 'one-run.txt'), `short line\n${'x'.repeat(1_000_001)}\n`);

const before = () => ['binary.dat', 'clean.log', 'good.log', 'latin1.txt', 'one-run.txt'];

describe('exit statuses', () => {
  it('0: done; --help lists the exit statuses', async () => {
    expect((await runCli(['mask', 'clean.log'], { cwd })).status).toBe(0);
    const help = await runCli(['--help'], { cwd });
    expect(help.status).toBe(0);
    for (const line of ['0  done', '1  scan found', '2  usage', '3  input', '4  vault']) expect(help.stdout).toContain(line);
  });

  it('0 and 1: scan without and with findings', async () => {
    expect((await runCli(['scan', 'clean.log'], { cwd })).status).toBe(0);
    expect((await runCli(['scan', 'good.log', '--quiet'], { cwd })).status).toBe(1);
  });

  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [[], /no command given/],
    [['mask', '--colour'], /Unknown option '--colour'/],
    [['scan', '-o', 'x.txt'], /scan does not take --output/],
    [['restore', 'clean.log'], /restore needs --vault FILE/],
    [['mask', '--disable', 'emial'], /--disable: no rule or family "emial"/],
    [['mask', '--rules', 'clean.log'], /clean\.log: the rules are not JSON/],
    [['mask', '--vault', 'v.json', 'clean.log'], /--vault needs a passphrase/],
  ])('2: usage error for %j', async (args, message) => {
    const result = await runCli(args, { cwd });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
    expect(dir.files()).toEqual(before());
  });

  it('2: a --rules entry with an unknown category', async () => {
    writeFileSync(join(cwd, 'rules.json'), JSON.stringify([{ value: 'x', category: 'Nope' }]));
    const result = await runCli(['mask', '--rules', 'rules.json', 'clean.log'], { cwd });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/rules\.json: rule 1: unknown "category" \(one of: /);
    expect(result.stderr).not.toContain('Nope');
  });

  it.each([
    ['missing.log', /missing\.log: no such file/],
    ['binary.dat', /binary\.dat: binary file/],
    ['latin1.txt', /latin1\.txt: not valid UTF-8/],
    ['one-run.txt', /one-run\.txt: More than 1,000,000 characters without a line break or space/],
  ])('3: input error for %s, and no output file remains (not even after earlier files were written)', async (file, message) => {
    const result = await runCli(['mask', 'good.log', file, '-o', 'out.txt'], { cwd });
    expect(result.status).toBe(3);
    expect(result.stderr).toMatch(message);
    expect(dir.files().filter((name) => name !== 'rules.json')).toEqual(before());
  });

  it('3: input error for a directory and for an unwritable output', async () => {
    expect((await runCli(['scan', '.'], { cwd })).status).toBe(3);
    const result = await runCli(['mask', 'clean.log', '-o', 'no/such/dir/out.txt'], { cwd });
    expect(result.status).toBe(3);
    expect(result.stderr).toMatch(/no\/such\/dir\/out\.txt: cannot write/);
  });

  it('3: scan stops at the first bad input with its error, not with findings', async () => {
    const result = await runCli(['scan', 'binary.dat'], { cwd });
    expect(result.status).toBe(3);
  });
});
