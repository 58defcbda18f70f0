/** @jest-environment node */
// The streaming session: text of any length through one engine, in pieces process() can take.
import { MaskingEngine, MaskStreamError, type MaskedPiece } from '@/lib/masking';
import { generateCorpus } from '@/scripts/bench/corpus';
import { seededRandom } from '@/scripts/bench/random';
import { streamed } from './streamed';

const engine = (seed = 7) => new MaskingEngine({ random: seededRandom(seed) });

describe('text that fits in one process() call', () => {
  const text = generateCorpus(300_000).text;

  it.each(['mask', 'replace'] as const)('gives exactly the output of one process() in %s mode, whatever the chunk size', async (mode) => {
    const expected = engine().process(text, { mode }).output;
    expect(expected).not.toBe(text);
    for (const chunkSize of [1, 4_099, 1_000_000]) {
      // A chunk of one character fed 300,000 times is slow; a shorter prefix proves the same thing there.
      const input = chunkSize === 1 ? text.slice(0, 20_000) : text;
      const want = chunkSize === 1 ? engine().process(input, { mode }).output : expected;
      expect(await streamed(engine(), input, { mode }, chunkSize)).toBe(want);
    }
  });

  it('passes empty and whitespace-only input through unchanged', async () => {
    expect(await streamed(engine(), '', { mode: 'mask' })).toBe('');
    expect(await streamed(engine(), ' \n\t\n', { mode: 'mask' })).toBe(' \n\t\n');
  });
});

describe('text cut into pieces', () => {
  const text = generateCorpus(60_000).text;

  it('cuts after line breaks into pieces no longer than the limit, covering the text in order', async () => {
    const pieces: MaskedPiece[] = [];
    await streamed(engine(), text, { mode: 'mask', pieceLength: 2_000, onPiece: (piece) => pieces.push(piece) }, 777);
    expect(pieces.length).toBeGreaterThan(30);
    expect(pieces.map((piece) => piece.input).join('')).toBe(text);
    let offset = 0;
    for (const piece of pieces) {
      expect(piece.input.length).toBeLessThanOrEqual(2_000);
      expect(piece.offset).toBe(offset);
      offset += piece.input.length;
    }
    for (const piece of pieces.slice(0, -1)) expect(piece.input.endsWith('\n')).toBe(true);
  });

  it('keeps one substitute per original and one numbering across pieces: mask output equals one process() of the whole', async () => {
    const whole = engine().process(text, { mode: 'mask' }).output;
    expect(await streamed(engine(), text, { mode: 'mask', pieceLength: 1_500 }, 500)).toBe(whole);
  });

  it('applies every process() option to every piece: the never-mask list and switched-off rules as one process() would', async () => {
    const options = { mode: 'mask' as const, allow: ['ops@contoso.com'], disabledRules: ['ipv4-internal'] };
    const input = 'mail ops@contoso.com from 10.1.2.3 and bob@fabrikam.net\n'.repeat(200);
    const output = await streamed(engine(), input, { ...options, pieceLength: 1_000 }, 300);
    expect(output).toBe(engine().process(input, options).output);
    expect(output.match(/ops@contoso\.com/g)).toHaveLength(200);
    expect(output.match(/10\.1\.2\.3/g)).toHaveLength(200);
    expect(output).not.toContain('bob@fabrikam.net');
  });

  it('gives an original found in two pieces the same fake in replace mode, and restores the whole output', async () => {
    const session = engine();
    const line = 'login from alice.smith@contoso.com on 10.1.2.3\n';
    const filler = 'GET /index.html 200 0.012s\n'.repeat(200);
    const input = line + filler + line + filler + 'bob.lee@fabrikam.net\n';
    const pieces: MaskedPiece[] = [];
    const output = await streamed(session, input, { mode: 'replace', pieceLength: 3_000, onPiece: (piece) => pieces.push(piece) });
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    const fakes = pieces.flatMap((piece) => piece.detections).filter((d) => d.original === 'alice.smith@contoso.com').map((d) => d.masked);
    expect(fakes).toHaveLength(2);
    expect(fakes[0]).toBe(fakes[1]);
    expect(output).not.toContain('alice.smith@contoso.com');
    expect(output).not.toContain('bob.lee@fabrikam.net');
    expect(session.restore(output)).toBe(input);
  });

  it('masks a value found by its context in an earlier piece wherever it stands in later pieces', async () => {
    const input = 'db connect password=Tr0ub4dor-x9\n' + 'heartbeat ok\n'.repeat(300) + 'retrying with Tr0ub4dor-x9 now\n';
    const output = await streamed(engine(), input, { mode: 'mask', pieceLength: 1_000 });
    expect(output).not.toContain('Tr0ub4dor-x9');
    expect(output.trimEnd().split('\n').at(-1)).toBe('retrying with [Masked Password 1] now');
  });

  it('never splits a value between pieces, wherever the limit falls', async () => {
    const value = 'jo.marsh@northwindtraders.com';
    for (let pad = 0; pad < 40; pad += 3) {
      // The limit falls inside the address for some pads; the cut goes back to the line break before it.
      const input = `${'x'.repeat(950 + pad)}\nsent to ${value} ok\n${'y'.repeat(500)}\n`;
      const pieces: MaskedPiece[] = [];
      const output = await streamed(engine(), input, { mode: 'mask', pieceLength: 1_000, onPiece: (piece) => pieces.push(piece) });
      expect(output).not.toContain('northwindtraders');
      expect(pieces.flatMap((piece) => piece.detections).map((d) => d.original)).toEqual([value]);
    }
  });

  it('cuts a single line longer than a piece at whitespace, never inside a value', async () => {
    const values = Array.from({ length: 120 }, (_, i) => `user${i}.name@contoso.com`);
    const line = values.map((value, i) => `event=${i} to=${value}`).join(' ') + '\n';
    expect(line.length).toBeGreaterThan(4_000);
    const pieces: MaskedPiece[] = [];
    // Chunks of 97 characters: the whitespace to cut at is often in an earlier chunk than the limit.
    const output = await streamed(engine(), line, { mode: 'mask', pieceLength: 1_000, onPiece: (piece) => pieces.push(piece) }, 97);
    expect(pieces.length).toBeGreaterThanOrEqual(5);
    for (const piece of pieces.slice(0, -1)) expect(piece.input).toMatch(/\s$/);
    expect(pieces.flatMap((piece) => piece.detections).map((d) => d.original)).toEqual(values);
    expect(output).not.toMatch(/contoso/);
    expect(output).toContain('to=[Masked Email 120]');
  });
});

describe('a run without whitespace longer than a piece', () => {
  it('fails the stream with a clear error and passes nothing of the run on', async () => {
    const input = 'first line alice@contoso.com\n' + 'A'.repeat(1_200) + '\n';
    const pieces: MaskedPiece[] = [];
    const run = streamed(engine(), input, { mode: 'mask', pieceLength: 1_000, onPiece: (piece) => pieces.push(piece) });
    await expect(run).rejects.toThrow(MaskStreamError);
    await expect(streamed(engine(), input, { mode: 'mask', pieceLength: 1_000 })).rejects.toThrow(/More than 1,000 characters without a line break or space \(from character 29\)/);
    expect(pieces.map((piece) => piece.input)).toEqual(['first line alice@contoso.com\n']);
  });

  it('fails at the real limit: 1,000,001 characters without whitespace', async () => {
    const error = await streamed(engine(), 'Z'.repeat(1_000_001), { mode: 'mask' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MaskStreamError);
    expect((error as MaskStreamError).message).toMatch(/More than 1,000,000 characters/);
  });

  it('accepts a run of exactly the limit', async () => {
    await expect(streamed(engine(), 'Z'.repeat(1_000), { mode: 'mask', pieceLength: 1_000 })).resolves.toBe('Z'.repeat(1_000));
  });
});
