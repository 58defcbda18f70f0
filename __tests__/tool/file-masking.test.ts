/** @jest-environment node */
// File mode's worker side: a file streamed through a fresh session, collected as a Blob.
import { MaskingEngine } from '@/lib/masking';
import { EngineSession } from '@/lib/tool/engine-session';
import { FileCancelled, FileRefused, maskFile, PREVIEW_LINES } from '@/lib/tool/file-masking';

const line = (i: number) => `2024-03-14T09:21:07Z fw01 ACCEPT src=10.12.${i % 250}.21:51544 user=user${i % 97}@initech.com msg=ok\n`;
const logOf = (lines: number) => Array.from({ length: lines }, (_, i) => line(i)).join('');
const fileOf = (content: string | Uint8Array<ArrayBuffer>, name = 'fw.log') => new File([content], name, { type: 'text/plain' });

describe('maskFile', () => {
  it('masks a file of several pieces into a Blob, with a preview, the whole summary and progress', async () => {
    const text = logOf(30_000);
    expect(text.length).toBeGreaterThan(2_500_000);
    const progress: number[] = [];
    const reply = await maskFile(new MaskingEngine(), fileOf(text), { mode: 'mask' }, (bytes) => progress.push(bytes), { cancelled: false });
    const output = await reply.output.text();
    expect(output).not.toMatch(/initech\.com|10\.12\./);
    expect(output.split('\n')).toHaveLength(30_001);
    expect(output.split('\n')[0]).toBe('2024-03-14T09:21:07Z fw01 ACCEPT src=[Masked Internal IPv4 1]:51544 user=[Masked Email 1] msg=ok');
    expect(reply.preview).toBe(output.split('\n').slice(0, PREVIEW_LINES).join('\n') + '\n');
    expect(reply.summary.counts.pattern).toBe(60_000);
    expect(reply.summary.lists.pattern).toHaveLength(250 + 97);
    expect(reply.ruleLabels.email).toBe('Email');
    expect(reply.bytes).toBe(text.length);
    expect(progress.at(-1)).toBe(text.length);
  });

  it('refuses invalid UTF-8 and binary files, producing nothing', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode(logOf(10)), 0x63, 0x61, 0x66, 0xe9, 0x0a]);
    await expect(maskFile(new MaskingEngine(), fileOf(latin1), { mode: 'mask' }, () => {}, { cancelled: false })).rejects.toThrow(
      new FileRefused('fw.log is not UTF-8 text (some bytes are not valid UTF-8). Nothing was produced.'),
    );
    const binary = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x00]);
    await expect(maskFile(new MaskingEngine(), fileOf(binary, 'a.out'), { mode: 'mask' }, () => {}, { cancelled: false })).rejects.toThrow(/a\.out is not a text file/);
  });
});

describe('EngineSession.processFile', () => {
  it('makes the file session the current one when it succeeds, so Restore uses its mappings', async () => {
    const session = new EngineSession();
    session.process('old value alice@contoso.com', { mode: 'mask' });
    await session.processFile(fileOf(logOf(5)), { mode: 'mask' }, () => {}, { cancelled: false });
    expect(session.restore('see [Masked Email 1]').text).toBe('see user0@initech.com');
  });

  it('leaves the session as it was when cancelled', async () => {
    const session = new EngineSession();
    session.process('old value alice@contoso.com', { mode: 'mask' });
    const token = { cancelled: false };
    const job = session.processFile(fileOf(logOf(40_000)), { mode: 'mask' }, (bytes) => {
      if (bytes > 0) token.cancelled = true;
    }, token);
    await expect(job).rejects.toThrow(FileCancelled);
    expect(session.restore('see [Masked Email 1]').text).toBe('see alice@contoso.com');
  });
});
