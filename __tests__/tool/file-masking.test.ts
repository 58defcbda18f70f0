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

  it('masks a value that stands bare pieces before its context (the file is read twice), with progress that never goes back', async () => {
    const text = `backup copied to the share by kvothe\n${logOf(30_000)}sshd: session opened for user=kvothe\n`;
    const progress: number[] = [];
    const reply = await maskFile(new MaskingEngine(), fileOf(text), { mode: 'mask' }, (bytes) => progress.push(bytes), { cancelled: false });
    const output = await reply.output.text();
    expect(output).not.toContain('kvothe');
    expect(output.split('\n')[0]).toBe('backup copied to the share by [Masked User 1]');
    expect(progress.every((bytes, i) => i === 0 || bytes >= progress[i - 1])).toBe(true);
    expect(progress.at(-1)).toBe(text.length);
    const { custom, pattern, keyword } = reply.summary.lists;
    expect([...custom, ...pattern, ...keyword].filter((entry) => entry.original === 'kvothe').map((entry) => entry.count)).toEqual([2]);
  });

  it('writes characters of every UTF-8 length as they were, across pieces and Blob parts', async () => {
    const lines = Array.from({ length: 60_000 }, (_, i) => `${line(i).trimEnd()} note=café ß 中文 😀 №${i}\n`);
    const text = lines.join('');
    const reply = await maskFile(new MaskingEngine(), fileOf(text), { mode: 'mask' }, () => {}, { cancelled: false });
    const output = await reply.output.text();
    expect(output).not.toMatch(/initech\.com|10\.12\./);
    const outLines = output.split('\n');
    expect(outLines).toHaveLength(60_001);
    expect(outLines[59_999].endsWith(' note=café ß 中文 😀 №59999')).toBe(true);
    expect(outLines.every((l, i) => i === 60_000 || l.endsWith(` note=café ß 中文 😀 №${i}`))).toBe(true);
    expect(reply.output.size).toBe(new TextEncoder().encode(output).byteLength);
  });

  it('keeps the order of a piece whose output outgrows the encoding buffer (written as a Blob of its own)', async () => {
    // Each 8-character line becomes a 24-character label: a 1,000,000-character piece gives 3,000,000.
    const text = `first 2024-03-14 user=user1@initech.com\n${'8.8.8.8\n'.repeat(300_000)}last line\n`;
    const reply = await maskFile(new MaskingEngine(), fileOf(text), { mode: 'mask' }, () => {}, { cancelled: false });
    const lines = (await reply.output.text()).split('\n');
    expect(lines).toHaveLength(300_003);
    expect(lines[0]).toBe('first 2024-03-14 user=[Masked Email 1]');
    expect(new Set(lines.slice(1, 300_001))).toEqual(new Set(['[Masked External IPv4 1]']));
    expect(lines.slice(300_001)).toEqual(['last line', '']);
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
