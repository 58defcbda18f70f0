/** @jest-environment node */
// Issue 30 §2: in Replace, a real value equal to a fake the session issued earlier (in an earlier piece of the
// stream) still gets a fake of its own, and restore gives the input back exactly.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, runCli, tempDir } from './run-cli';

jest.setTimeout(120_000);

const dir = tempDir();
const cwd = dir.path;
beforeAll(buildCli);
afterAll(dir.remove);

const env = { PASTESAFE_PASSPHRASE: 'collisions' };
const ipOf = (line: string) => line.split(' ')[2];

it('a real internal IP equal to a fake issued in an earlier piece is replaced, and restore is exact', async () => {
  // Over 1,000,000 characters of 26,000 distinct 10.7.x.y addresses first: their fakes (10.200.x.y, derived,
  // and the pool's ten) are issued in the first piece; then those very addresses come as real values.
  const lines: string[] = [];
  for (let i = 0; i < 26_000; i++) lines.push(`conn from 10.7.${Math.floor(i / 254) % 200}.${(i % 254) + 1} port 80 session ok`);
  for (let k = 0; k < 508; k++) lines.push(`conn from 10.200.${Math.floor(k / 254)}.${(k % 254) + 1} port 80 session ok`);
  for (const ip of ['10.20.30.40', '10.1.2.3', '10.10.10.21', '10.0.5.17', '10.8.0.12', '10.44.1.9', '10.12.7.80', '10.3.3.33', '10.99.0.4', '10.60.2.250']) {
    lines.push(`conn from ${ip} port 80 session ok`);
  }
  const input = lines.join('\n') + '\n';
  expect(input.length).toBeGreaterThan(1_000_000);
  writeFileSync(join(cwd, 'conn.log'), input);

  const replaced = await runCli(['replace', 'conn.log', '-o', 'fake.log', '--vault', 'c.vault', '--jobs', '0'], { cwd, env });
  expect(replaced.status).toBe(0);
  const output = readFileSync(join(cwd, 'fake.log'), 'utf8').split('\n');
  const kept = lines.filter((line, i) => ipOf(line) === ipOf(output[i]));
  expect(kept).toEqual([]);

  const restored = await runCli(['restore', '--vault', 'c.vault', 'fake.log'], { cwd, env });
  expect(restored.status).toBe(0);
  expect(restored.stdout === input).toBe(true);
});
