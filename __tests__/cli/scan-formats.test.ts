/** @jest-environment node */
// `pastesafe scan` in pipelines, spawned as the real command: SARIF for code scanning, accepted findings in
// .pastesafeignore, source-map lines too long to search, and its messages.
import '@microsoft/jest-sarif';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { CLI, buildCli, runCli, tempDir } from './run-cli';

jest.setTimeout(60_000);

const dir = tempDir();
const cwd = dir.path;
beforeAll(buildCli);
afterAll(dir.remove);

const A = 'login alice.smith@contoso.com from 10.1.2.3\nGET /index.html 200\n';
writeFileSync(join(cwd, 'a.log'), A);
writeFileSync(join(cwd, 'docs example.md'), 'Write to admin@fabrikam.net for help.\nOr to ops@fabrikam.net.\n');
// Keeps the fingerprints' project directory here, not in a directory above the temporary one.
mkdirSync(join(cwd, '.git'));

interface SarifLog {
  runs: Array<{
    tool: { driver: { name: string; rules: Array<{ id: string }> } };
    results: Array<{
      ruleId: string;
      ruleIndex: number;
      message: { text: string };
      locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number; endColumn: number } } }>;
      partialFingerprints: Record<string, string>;
    }>;
    invocations: Array<{ executionSuccessful: boolean; toolExecutionNotifications?: Array<{ level: string; message: { text: string }; locations: unknown[] }> }>;
  }>;
}

describe('--format sarif', () => {
  it('writes one valid SARIF 2.1.0 log whose results point at each value, without the value', async () => {
    const result = await runCli(['scan', '--format', 'sarif', '--', 'a.log', 'docs example.md'], { cwd });
    expect(result.status).toBe(1);
    const log = JSON.parse(result.stdout) as SarifLog;
    expect(log).toBeValidSarifLog();
    const [run] = log.runs;
    expect(run.tool.driver.name).toBe('pastesafe');
    const lines = { 'a.log': A.split('\n'), 'docs%20example.md': ['Write to admin@fabrikam.net for help.', 'Or to ops@fabrikam.net.'] };
    const found = run.results.map((entry) => {
      const { artifactLocation, region } = entry.locations[0].physicalLocation;
      // The region is the value itself: columns in UTF-16 code units, the end one past it.
      const value = lines[artifactLocation.uri as keyof typeof lines][region.startLine - 1].slice(region.startColumn - 1, region.endColumn - 1);
      expect(run.tool.driver.rules[entry.ruleIndex].id).toBe(entry.ruleId);
      expect(entry.message.text).not.toContain(value);
      expect(entry.partialFingerprints['pastesafe/v1']).toMatch(/^[0-9a-f]{16}$/);
      return `${artifactLocation.uri}:${region.startLine} ${entry.ruleId} ${value}`;
    });
    expect(found).toEqual([
      'a.log:1 email alice.smith@contoso.com',
      'a.log:1 ipv4-internal 10.1.2.3',
      'docs%20example.md:1 email admin@fabrikam.net',
      'docs%20example.md:2 email ops@fabrikam.net',
    ]);
    expect(run.tool.driver.rules.map((rule) => rule.id)).toEqual(['email', 'ipv4-internal']);
    expect(result.stdout).not.toMatch(/contoso|fabrikam|10\.1\.2\.3/);
  });

  it('is valid with no findings, and refuses --show-values (results are shared)', async () => {
    const clean = await runCli(['scan', '--format', 'sarif'], { cwd, input: 'GET /index.html 200\n' });
    expect(clean.status).toBe(0);
    const log = JSON.parse(clean.stdout) as SarifLog;
    expect(log).toBeValidSarifLog();
    expect(log.runs[0].results).toEqual([]);
    const refused = await runCli(['scan', '--format', 'sarif', '--show-values', 'a.log'], { cwd });
    expect(refused).toMatchObject({ status: 2, stdout: '' });
    expect(refused.stderr).toMatch(/--show-values cannot go into SARIF/);
    expect((await runCli(['scan', '--format', 'xml', 'a.log'], { cwd })).status).toBe(2);
    expect((await runCli(['scan', '--json', '--format', 'sarif', 'a.log'], { cwd })).status).toBe(2);
  });
});

describe('.pastesafeignore', () => {
  const ignore = join(cwd, '.pastesafeignore');
  afterEach(() => writeFileSync(ignore, ''));

  it('accepts the findings whose fingerprints it lists (from --json), and only those', async () => {
    const json = await runCli(['scan', '--json', 'docs example.md'], { cwd });
    const [admin, ops] = json.stdout.trim().split('\n').map((line) => JSON.parse(line));
    // How the README says a fingerprint is made.
    const made = createHash('sha256').update('pastesafe-fingerprint-v1\0docs example.md\0email\0admin@fabrikam.net\0').digest('hex').slice(0, 16);
    expect(admin.fingerprint).toBe(made);
    writeFileSync(ignore, `# the documented support address\n${admin.fingerprint}  # docs example.md\n\n`);
    const one = await runCli(['scan', 'docs example.md'], { cwd });
    expect(one).toMatchObject({ status: 1, stdout: 'docs example.md:2:7 email\n' });
    expect(one.stderr).toMatch(/^pastesafe: 1 sensitive value found \(and 1 accepted in .*\.pastesafeignore\)\n/);
    writeFileSync(ignore, `${admin.fingerprint}\n${ops.fingerprint.toUpperCase()}\n`);
    const none = await runCli(['scan', 'docs example.md'], { cwd });
    expect(none).toMatchObject({ status: 0, stdout: '' });
    expect(none.stderr).toMatch(/nothing sensitive found \(2 findings accepted in/);
    // The same value elsewhere is another finding.
    writeFileSync(join(cwd, 'other.md'), 'admin@fabrikam.net\n');
    expect(await runCli(['scan', 'other.md'], { cwd })).toMatchObject({ status: 1, stdout: 'other.md:1:1 email\n' });
  });

  it('is found from a subdirectory, with the same paths in the fingerprints', async () => {
    const json = await runCli(['scan', '--json', 'a.log'], { cwd });
    writeFileSync(ignore, json.stdout.trim().split('\n').map((line) => JSON.parse(line).fingerprint).join('\n') + '\n');
    mkdirSync(join(cwd, 'sub'), { recursive: true });
    expect(await runCli(['scan', '../a.log'], { cwd: join(cwd, 'sub') })).toMatchObject({ status: 0, stdout: '' });
    // --ignore-file names another file; a missing one is an input error.
    expect((await runCli(['scan', '--ignore-file', 'sub/none', 'a.log'], { cwd })).status).toBe(3);
  });

  it('refuses a line that is not a fingerprint without showing it (exit 2)', async () => {
    writeFileSync(ignore, 'abcdef0123456789\npassword=hunter2-Secret\n');
    const result = await runCli(['scan', 'a.log'], { cwd });
    expect(result).toMatchObject({ status: 2, stdout: '' });
    expect(result.stderr).toMatch(/\.pastesafeignore: line 2 is not a fingerprint/);
    expect(result.stderr).not.toContain('hunter2');
  });
});

describe('a line too long to search', () => {
  // A source map: one line of 1,200,000 characters with no space, between lines that hold findings.
  const map = `{"version":3,"sources":["app.ts"],"mappings":"${'AAAA,CAAC;'.repeat(120_000)}"}`;

  it('is skipped from its run to the end of the line with a warning, and the scan goes on (not a failure)', async () => {
    writeFileSync(join(cwd, 'app.js.map'), `// build by carol@adatum.org\nsee ${map} and dave@adatum.org\nthen erin@adatum.org\n`);
    const result = await runCli(['scan', 'app.js.map'], { cwd });
    expect(result.status).toBe(1);
    // Line 1 and line 3 as usual; on line 2 the part before the run.
    expect(result.stdout).toBe('app.js.map:1:13 email\napp.js.map:3:6 email\n');
    expect(result.stderr).toMatch(/pastesafe: warning: app\.js\.map:2: The rest of line 2 \(1,200,\d{3} bytes\) was not scanned/);
    const sarif = JSON.parse((await runCli(['scan', '--format', 'sarif', 'app.js.map'], { cwd })).stdout) as SarifLog;
    expect(sarif).toBeValidSarifLog();
    const notes = sarif.runs[0].invocations[0].toolExecutionNotifications!;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ level: 'warning', locations: [{ physicalLocation: { artifactLocation: { uri: 'app.js.map' }, region: { startLine: 2 } } }] });
  });

  it('is skipped in standard input too, and a long line with spaces is still searched whole', async () => {
    const spaced = `${'word '.repeat(300_000)}frank@adatum.org\n`;
    const result = await runCli(['scan', '-'], { cwd, input: `${map}\n${spaced}` });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('<stdin>:2:1500001 email\n');
    expect(result.stderr).toMatch(/warning: <stdin>:1:/);
  });

  it('still stops mask (exit 3): masking must not leave it unmasked', async () => {
    writeFileSync(join(cwd, 'only-map.js.map'), `${map}\n`);
    const result = await runCli(['mask', 'only-map.js.map', '-o', 'masked.map'], { cwd });
    expect(result.status).toBe(3);
    expect(existsSync(join(cwd, 'masked.map'))).toBe(false);
  });
});

describe('messages', () => {
  it('"1 sensitive value", "2 sensitive values"', async () => {
    const one = await runCli(['scan'], { cwd, input: 'x alice@contoso.com\n' });
    expect(one.stderr).toMatch(/^pastesafe: 1 sensitive value found\n/);
    const two = await runCli(['scan'], { cwd, input: 'x alice@contoso.com bob@contoso.com\n' });
    expect(two.stderr).toMatch(/^pastesafe: 2 sensitive values found\n/);
  });

  it('says when standard output cannot be written (exit 3), for scan and mask', async () => {
    if (!existsSync('/dev/full')) return;
    for (const args of [['scan', 'a.log'], ['mask', 'a.log']]) {
      const full = openSync('/dev/full', 'w');
      const result = await new Promise<{ status: number | null; stderr: string }>((done) => {
        const child = spawn(process.execPath, [CLI, ...args], { cwd, stdio: ['ignore', full, 'pipe'] });
        let stderr = '';
        child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (status) => done({ status, stderr }));
      });
      closeSync(full);
      expect(result.status).toBe(3);
      expect(result.stderr).toMatch(/pastesafe: (cannot write to standard output \(ENOSPC\)|standard output: cannot write)/);
    }
  });

  it('never shows the content of a --rules file that is not rules', async () => {
    writeFileSync(join(cwd, '.env'), 'DB_PASSWORD=hunter2-Secret\nAPI_KEY=sk_live_0123456789abcdef\n');
    writeFileSync(join(cwd, 'broken.json'), '[{"value": "Project hunter2-Secret", "category": "Business Information" "subcategory": "x"}]');
    writeFileSync(join(cwd, 'badcat.json'), '[{"value": "x", "category": "hunter2-Secret"}]');
    for (const file of ['.env', 'broken.json', 'badcat.json']) {
      const result = await runCli(['scan', '--rules', file, 'a.log'], { cwd });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(`${file}: `);
      expect(result.stderr).not.toMatch(/hunter2|sk_live|DB_PASSWORD|Project/);
    }
    expect((await runCli(['scan', '--rules', 'broken.json', 'a.log'], { cwd })).stderr).toMatch(/not JSON \(line 1, column \d+\)/);
  });
});

describe('counts in the other summaries', () => {
  it('"1 value" masked and restored', async () => {
    const masked = await runCli(['mask', '--vault', 'one.vault', '--plaintext-vault'], { cwd, input: 'x alice@contoso.com\n' });
    expect(masked.stderr).toMatch(/^pastesafe: 1 value \(1 distinct\) masked/);
    const restored = await runCli(['restore', '--vault', 'one.vault'], { cwd, input: masked.stdout });
    expect(restored).toMatchObject({ status: 0, stdout: 'x alice@contoso.com\n' });
    expect(restored.stderr).toMatch(/^pastesafe: 1 value restored\n/);
  });
});
