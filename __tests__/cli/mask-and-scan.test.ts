/** @jest-environment node */
// `pastesafe mask|replace|scan` through pipes and files, spawned as the real command.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, runCli, tempDir } from './run-cli';

jest.setTimeout(60_000);

const dir = tempDir();
const cwd = dir.path;
beforeAll(buildCli);
afterAll(dir.remove);

const A = 'login alice.smith@contoso.com from 10.1.2.3\nGET /index.html 200\n';
const B = 'mail to bob.lee@fabrikam.net cc alice.smith@contoso.com\n';
writeFileSync(join(cwd, 'a.log'), A);
writeFileSync(join(cwd, 'b.log'), B);

describe('mask and replace', () => {
  it('masks standard input to standard output', async () => {
    const result = await runCli(['mask'], { cwd, input: A });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('login [Masked Email 1] from [Masked Internal IPv4 1]\nGET /index.html 200\n');
    expect(result.stderr).toMatch(/2 values \(2 distinct\) masked/);
  });

  it('reads the files in order (and "-" for standard input) as one session', async () => {
    const result = await runCli(['mask', 'a.log', '-', 'b.log'], { cwd, input: 'from stdin: bob.lee@fabrikam.net\n' });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      'login [Masked Email 1] from [Masked Internal IPv4 1]\nGET /index.html 200\n' +
        'from stdin: [Masked Email 2]\n' +
        'mail to [Masked Email 2] cc [Masked Email 1]\n',
    );
  });

  it('writes -o FILE and nothing to standard output', async () => {
    const result = await runCli(['replace', 'a.log', 'b.log', '-o', 'out.txt', '--quiet'], { cwd });
    expect(result).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const output = readFileSync(join(cwd, 'out.txt'), 'utf8');
    expect(output.split('\n')).toHaveLength(4);
    for (const value of ['alice.smith@contoso.com', 'bob.lee@fabrikam.net', '10.1.2.3']) expect(output).not.toContain(value);
    expect(output).toMatch(/^login \S+@\S+ from 10\.\d+\.\d+\.\d+\nGET \/index\.html 200\n/);
  });

  it('keeps one numbering across an input of several million characters (many pieces)', async () => {
    const filler = 'INFO worker heartbeat ok queue=17 latency=12ms\n'.repeat(70_000);
    const input = `first carol@adatum.org\n${filler}second dave@adatum.org\n${filler}again carol@adatum.org\n`;
    expect(input.length).toBeGreaterThan(6_000_000);
    const result = await runCli(['mask', '-'], { cwd, input });
    expect(result.status).toBe(0);
    const expected = input.replaceAll('carol@adatum.org', '[Masked Email 1]').replace('dave@adatum.org', '[Masked Email 2]');
    // Compared as a boolean: a failing diff of six million characters would drown the report.
    expect(result.stdout === expected).toBe(true);
    expect(result.stdout.endsWith('\nagain [Masked Email 1]\n')).toBe(true);
  });

  it('honours --allow, --disable and --rules', async () => {
    writeFileSync(join(cwd, 'rules.json'), JSON.stringify([{ value: 'Project Falcon', category: 'Business Information', subcategory: 'Company Name' }]));
    const input = 'Project Falcon: alice.smith@contoso.com and ops@contoso.com from 10.1.2.3\n';
    const result = await runCli(['mask', '--allow', 'ops@contoso.com', '--disable', 'ipv4-internal', '--rules', 'rules.json'], { cwd, input });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('[Masked Company Name 1]: [Masked Email 1] and ops@contoso.com from 10.1.2.3\n');
  });
});

describe('scan', () => {
  it('prints file:line:column rule for each finding, never the value, and exits 1', async () => {
    const result = await runCli(['scan', 'a.log', 'b.log'], { cwd });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('a.log:1:7 email\na.log:1:36 ipv4-internal\nb.log:1:9 email\nb.log:1:33 email\n');
    expect(result.stdout).not.toContain('alice');
  });

  it('prints the values with --show-values and one JSON object per finding with --json', async () => {
    const shown = await runCli(['scan', '--show-values', 'b.log'], { cwd });
    expect(shown.stdout).toBe('b.log:1:9 email "bob.lee@fabrikam.net"\nb.log:1:33 email "alice.smith@contoso.com"\n');
    const json = await runCli(['scan', '--json', 'a.log'], { cwd });
    expect(json.status).toBe(1);
    expect(json.stdout.trim().split('\n').map((line) => JSON.parse(line))).toEqual([
      { file: 'a.log', line: 1, column: 7, rule: 'email', label: 'Email', fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/) },
      { file: 'a.log', line: 1, column: 36, rule: 'ipv4-internal', label: 'Internal IPv4', fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/) },
    ]);
  });

  it('counts lines across pieces of a large input', async () => {
    const input = 'plain line without anything\n'.repeat(100_000) + 'then erin@wingtiptoys.de here\n';
    const result = await runCli(['scan', '-'], { cwd, input });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('<stdin>:100001:6 email\n');
  });

  it('exits 0 and prints nothing on standard output when nothing is sensitive; --quiet prints nothing at all', async () => {
    const clean = await runCli(['scan'], { cwd, input: 'GET /index.html 200 in 12ms\n' });
    expect(clean).toMatchObject({ status: 0, stdout: '' });
    expect(clean.stderr).toMatch(/nothing sensitive found/);
    const quiet = await runCli(['scan', '--quiet', 'a.log'], { cwd });
    expect(quiet).toEqual({ status: 1, stdout: '', stderr: '' });
  });
});

describe('decoding', () => {
  it('decodes a line longer than a read block, cut inside a character, and keeps a byte order mark that is not at the start', async () => {
    // 1.6 MB in one line of two-byte characters and spaces: the reader's block of 1,000,000 bytes ends inside
    // a character there. Then lines that start with U+FEFF (text, not a mark of the file's encoding).
    // (The x puts the millionth byte of the line on the second byte of an é.)
    const long = 'x' + 'caf\u00e9 \u00e9t\u00e9 d\u00e9j\u00e0 '.repeat(100_000);
    const input = `\ufeffheader\n${long}\n\ufeffsecond line\n${'plain line\n'.repeat(100_000)}\ufefflast\n`;
    writeFileSync(join(cwd, 'long-line.txt'), input);
    const result = await runCli(['mask', 'long-line.txt', '--quiet'], { cwd });
    expect(result.status).toBe(0);
    // Nothing to mask: the output is the input, its leading byte order mark kept.
    expect(result.stdout === input).toBe(true);
  });
});
