/** @jest-environment node */
// Issue 30 §3: what -o does to the file it names — a FIFO (as any non-regular file) is written directly,
// (no test writes to a shared device such as /dev/null: a broken build would replace it for the machine), a symbolic link's
// target is written, an existing file keeps its mode, and a file restore creates (real values) is 0600.
import { execFileSync } from 'node:child_process';
import { chmodSync, createReadStream, lstatSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, runCli, tempDir } from './run-cli';

jest.setTimeout(60_000);

const dir = tempDir();
const cwd = dir.path;
beforeAll(buildCli);
afterAll(dir.remove);

const env = { PASTESAFE_PASSPHRASE: 'files' };
const LOG = 'mail alice@contoso.com\n';
writeFileSync(join(cwd, 'app.log'), LOG);

it('-o onto a named pipe writes into the pipe (the pipe stays a pipe)', async () => {
  execFileSync('mkfifo', [join(cwd, 'pipe')]);
  const chunks: Buffer[] = [];
  const reading = new Promise<string>((resolve, reject) => {
    const reader = createReadStream(join(cwd, 'pipe'));
    reader.on('data', (chunk) => chunks.push(chunk as Buffer));
    reader.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    reader.on('error', reject);
  });
  const result = await runCli(['mask', 'app.log', '-o', 'pipe'], { cwd });
  expect(result.status).toBe(0);
  // Written elsewhere (renamed over the pipe), nothing ever reaches the reader: fail instead of waiting.
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('(nothing written into the pipe)'), 10_000).unref());
  expect(await Promise.race([reading, timeout])).toBe('mail [Masked Email 1]\n');
  expect(lstatSync(join(cwd, 'pipe')).isFIFO()).toBe(true);
});

it('-o onto a symbolic link writes its target and leaves the link', async () => {
  writeFileSync(join(cwd, 'target.log'), 'old\n');
  symlinkSync('target.log', join(cwd, 'link.log'));
  const result = await runCli(['mask', 'app.log', '-o', 'link.log'], { cwd });
  expect(result.status).toBe(0);
  expect(readlinkSync(join(cwd, 'link.log'))).toBe('target.log');
  expect(readFileSync(join(cwd, 'target.log'), 'utf8')).toBe('mail [Masked Email 1]\n');
});

it('an existing output file keeps its mode', async () => {
  writeFileSync(join(cwd, 'shared.log'), 'old\n');
  chmodSync(join(cwd, 'shared.log'), 0o664);
  expect((await runCli(['mask', 'app.log', '-o', 'shared.log'], { cwd })).status).toBe(0);
  expect(statSync(join(cwd, 'shared.log')).mode & 0o777).toBe(0o664);
  chmodSync(join(cwd, 'shared.log'), 0o600);
  expect((await runCli(['mask', 'app.log', '-o', 'shared.log'], { cwd })).status).toBe(0);
  expect(statSync(join(cwd, 'shared.log')).mode & 0o777).toBe(0o600);
});

it('restore -o creates its file with mode 0600 (it holds real values)', async () => {
  expect((await runCli(['mask', 'app.log', '-o', 'm.log', '--vault', 'r.vault'], { cwd, env })).status).toBe(0);
  const result = await runCli(['restore', '--vault', 'r.vault', 'm.log', '-o', 'real.log'], { cwd, env });
  expect(result.status).toBe(0);
  expect(readFileSync(join(cwd, 'real.log'), 'utf8')).toBe(LOG);
  expect(statSync(join(cwd, 'real.log')).mode & 0o777).toBe(0o600);
});
