/** @jest-environment node */
// `--jobs`: input of several pieces searched by worker threads gives the output of one thread, byte for byte.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, runCli, tempDir } from './run-cli';

jest.setTimeout(120_000);

const dir = tempDir();
const cwd = dir.path;
beforeAll(buildCli);
afterAll(dir.remove);

// About 3.5 MB (four pieces and more) of log lines with values that repeat across pieces, values found by
// their context in one piece and standing bare in later ones, a byte order mark at the start and a
// character outside ASCII at the start of a later line.
function bigLog(): string {
  const lines: string[] = ['\ufeffstart password=Zebra-Quartz-91 user=kvothe'];
  for (let i = 0; i < 52_000; i++) {
    const n = i % 997;
    lines.push(`2024-05-0${(i % 9) + 1}T10:00:00Z host-${n} sshd[${1000 + n}]: Accepted publickey for user${n % 40} from 10.${n % 200}.1.${i % 250} port 22`);
    if (i % 9_000 === 4_500) lines.push(`\u00e9t\u00e9: Zebra-Quartz-91 kvothe again, mail ann${i}@contoso.com`);
  }
  return lines.join('\n') + '\n';
}

describe('--jobs', () => {
  const input = bigLog();
  writeFileSync(join(cwd, 'big.log'), input);

  it.each(['mask', 'replace'] as const)('%s: worker threads give what one thread gives (mask: the same bytes; replace: random fakes, the same lines)', async (command) => {
    const one = await runCli([command, 'big.log', '-o', `${command}-0.txt`, '--jobs', '0', '--quiet'], { cwd });
    const two = await runCli([command, 'big.log', '-o', `${command}-2.txt`, '-j', '2', '--quiet'], { cwd });
    expect(one).toMatchObject({ status: 0, stderr: '' });
    expect(two).toMatchObject({ status: 0, stderr: '' });
    const single = readFileSync(join(cwd, `${command}-0.txt`), 'utf8');
    const parallel = readFileSync(join(cwd, `${command}-2.txt`), 'utf8');
    if (command === 'mask') {
      expect(parallel === single).toBe(true);
      // The input's byte order mark is kept.
      expect(parallel.startsWith('\ufeffstart password=[Masked Password 1] user=[Masked')).toBe(true);
    } else {
      // Fakes are random: compare the shape (same lines, same values replaced).
      expect(parallel.split('\n').length).toBe(single.split('\n').length);
    }
    for (const value of ['Zebra-Quartz-91', 'kvothe', 'ann4500@contoso.com']) expect(parallel).not.toContain(value);
    expect(parallel).toContain('\u00e9t\u00e9: ');
  });

  it('scan: the same findings with worker threads', async () => {
    const one = await runCli(['scan', 'big.log', '--jobs', '0'], { cwd });
    const two = await runCli(['scan', 'big.log', '--jobs', '3'], { cwd });
    expect(one.status).toBe(1);
    expect(two.status).toBe(1);
    expect(two.stdout.split('\n').length).toBeGreaterThan(100_000);
    expect(two.stdout === one.stdout).toBe(true);
  });

  it('rejects a --jobs that is not a small number (usage, exit 2)', async () => {
    for (const bad of ['-1', 'many', '100']) {
      const result = await runCli(['mask', 'big.log', '--jobs', bad], { cwd });
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/--jobs/);
    }
  });
});
