/** @jest-environment node */
// `pastesafe mask|replace --vault` then `pastesafe restore`: the file comes back byte for byte — the real-log
// corpus, a UTF-8 file with a byte order mark, UTF-16 files with theirs. UTF-16 without a mark is named so.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpus } from '../../scripts/eval/labelled-corpus';
import { buildCli, runCli, tempDir } from './run-cli';

jest.setTimeout(120_000);

const dir = tempDir();
const cwd = dir.path;
beforeAll(buildCli);
afterAll(dir.remove);

const MODES = ['mask', 'replace'] as const;

/** Masks `file` with a vault, restores the output; gives the masked and the restored bytes. */
async function roundTrip(file: string, mode: (typeof MODES)[number]): Promise<{ masked: Buffer; restored: Buffer }> {
  const vault = `${file}.${mode}.vault`;
  const masked = `${file}.${mode}.out`;
  const restored = `${file}.${mode}.back`;
  const first = await runCli([mode, file, '-o', masked, '--vault', vault, '--plaintext-vault', '--quiet'], { cwd });
  expect(first).toMatchObject({ status: 0, stderr: '' });
  const second = await runCli(['restore', '--vault', vault, masked, '-o', restored, '--quiet'], { cwd });
  expect(second).toMatchObject({ status: 0, stderr: '' });
  return { masked: readFileSync(join(cwd, masked)), restored: readFileSync(join(cwd, restored)) };
}

/** Line numbers where two texts differ (so a failure says where). */
function differingLines(a: string, b: string): number[] {
  const x = a.split('\n');
  const y = b.split('\n');
  return Array.from({ length: Math.max(x.length, y.length) }, (_, i) => i).filter((i) => x[i] !== y[i]).map((i) => i + 1);
}

describe.each(MODES)('%s --vault, then restore', (mode) => {
  it('gives the real-log corpus back byte for byte', async () => {
    const text = loadCorpus()
      .map((source) => (source.text.endsWith('\n') ? source.text : `${source.text}\n`))
      .join('');
    writeFileSync(join(cwd, 'corpus.log'), text);
    const { masked, restored } = await roundTrip('corpus.log', mode);
    expect(masked.equals(Buffer.from(text))).toBe(false);
    expect(differingLines(text, restored.toString('utf8'))).toEqual([]);
    expect(restored.equals(Buffer.from(text))).toBe(true);
  });

  it('keeps a UTF-8 byte order mark: in the output, and back in the restored file', async () => {
    const bytes = Buffer.from('\ufeffuser=alice from 10.1.2.3\nmail Bob@Contoso.com and bob@contoso.com\n');
    writeFileSync(join(cwd, 'bom.log'), bytes);
    const { masked, restored } = await roundTrip('bom.log', mode);
    expect([...masked.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(masked.toString('utf8')).not.toMatch(/alice|10\.1\.2\.3|contoso/i);
    expect(restored.equals(bytes)).toBe(true);
  });

  it.each([
    ['little', 'utf-16le.log', (text: string) => Buffer.from(text, 'utf16le')],
    ['big', 'utf-16be.log', (text: string) => Buffer.from(text, 'utf16le').swap16()],
  ])('decodes UTF-16 (%s endian) by its byte order mark, writes the output in it and restores it byte for byte', async (_order, file, encode) => {
    const bytes = encode('\ufeffAccount Name: alice\r\nSource Address: 10.1.2.3 caf\u00e9 \ud83d\ude00\r\n');
    writeFileSync(join(cwd, file), bytes);
    const { masked, restored } = await roundTrip(file, mode);
    expect([...masked.subarray(0, 2)]).toEqual([...bytes.subarray(0, 2)]);
    const maskedText = new TextDecoder(file.includes('le') ? 'utf-16le' : 'utf-16be').decode(masked);
    expect(maskedText).toMatch(/^Account Name: [^\r\n]+\r\nSource Address: [^\r\n]+ caf\u00e9 \ud83d\ude00\r\n$/);
    expect(maskedText).not.toMatch(/alice|10\.1\.2\.3/);
    expect(restored.equals(bytes)).toBe(true);
  });
});

describe('input that is not UTF-8', () => {
  it('names UTF-16 without a byte order mark as UTF-16 (exit 3), not as a binary file', async () => {
    writeFileSync(join(cwd, 'no-mark.log'), Buffer.from('user=alice from 10.1.2.3\n', 'utf16le'));
    const result = await runCli(['mask', 'no-mark.log'], { cwd });
    expect(result.status).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/no-mark\.log: UTF-16 LE text without a byte order mark/);
    expect(result.stderr).not.toMatch(/binary/);
  });

  it('scans UTF-16 with its byte order mark as text', async () => {
    writeFileSync(join(cwd, 'scan16.log'), Buffer.from('\ufeffok line\npassword=Zebra-Quartz-91\n', 'utf16le'));
    const result = await runCli(['scan', 'scan16.log'], { cwd });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^scan16\.log:2:/m);
  });

  it('says a UTF-16 file whose bytes are not UTF-16 is not valid UTF-16 (exit 3)', async () => {
    // A byte order mark, then a lone low surrogate.
    writeFileSync(join(cwd, 'bad16.log'), Buffer.from([0xff, 0xfe, 0x61, 0x00, 0x00, 0xdc, 0x0a, 0x00]));
    const result = await runCli(['mask', 'bad16.log'], { cwd });
    expect(result.status).toBe(3);
    expect(result.stderr).toMatch(/bad16\.log: not valid UTF-16LE/);
  });
});
