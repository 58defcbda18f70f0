/** @jest-environment node */
// File mode and the file's encoding: a UTF-8 byte order mark is kept at the start of the output; UTF-16 with
// its byte order mark is decoded (the output is UTF-8, with the mark); UTF-16 without one is named so.
import { MaskingEngine } from '@/lib/masking';
import { FileRefused, maskFile } from '@/lib/tool/file-masking';

const text = 'user=alice from 10.1.2.3\nmail bob@contoso.com café 😀\n'.repeat(2_000);
const fileOf = (content: Uint8Array<ArrayBuffer>, name: string) => new File([content], name, { type: 'text/plain' });
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const run = (file: File) => maskFile(new MaskingEngine(), file, { mode: 'mask' }, () => {}, { cancelled: false });

describe('file mode and encodings', () => {
  it('keeps a UTF-8 byte order mark at the start of the output, once', async () => {
    const reply = await run(fileOf(new Uint8Array(Buffer.from(`\ufeff${text}`)), 'bom.log'));
    const out = await bytesOf(reply.output);
    expect([...out.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x75]);
    const decoded = Buffer.from(out).toString('utf8');
    expect(decoded.startsWith('\ufeffuser=[Masked User 1] from [Masked Internal IPv4 1]\n')).toBe(true);
    expect(decoded.indexOf('\ufeff', 1)).toBe(-1);
  });

  it('writes no byte order mark for input without one', async () => {
    const out = await bytesOf((await run(fileOf(new Uint8Array(Buffer.from(text)), 'plain.log'))).output);
    expect(out[0]).toBe(0x75);
  });

  it.each([
    ['little', Buffer.from(`\ufeff${text}`, 'utf16le')],
    ['big', Buffer.from(`\ufeff${text}`, 'utf16le').swap16()],
  ])('decodes UTF-16 (%s endian) by its byte order mark and masks it', async (_order, bytes) => {
    const reply = await run(fileOf(new Uint8Array(bytes), 'events.txt'));
    const decoded = Buffer.from(await bytesOf(reply.output)).toString('utf8');
    expect(decoded.startsWith('\ufeffuser=[Masked User 1] from [Masked Internal IPv4 1]\nmail [Masked Email 1] café 😀\n')).toBe(true);
    expect(decoded).not.toMatch(/alice|10\.1\.2\.3|contoso/);
    expect(decoded.split('\n')).toHaveLength(4_001);
  });

  it('refuses UTF-16 without a byte order mark, naming it as UTF-16', async () => {
    const refused = run(fileOf(new Uint8Array(Buffer.from(text, 'utf16le')), 'events.txt'));
    await expect(refused).rejects.toThrow(FileRefused);
    await expect(refused).rejects.toThrow(/events\.txt is UTF-16 LE text without a byte order mark/);
  });
});
