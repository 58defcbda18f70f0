/**
 * @jest-environment node
 *
 * Round trips are exact: restoring a masked or replaced text gives the text back byte for byte, on every
 * file of the real-log corpus (labels stripped), with the engine's own restore and with the tolerant restore
 * that /tool's Restore and `pastesafe restore` use; whole, and streamed in two passes as the CLI and file
 * mode read a file. (The CLI itself: __tests__/cli/round-trip.test.ts.)
 */
import { MaskingEngine, type Mode } from '@/lib/masking';
import { createTolerantRestorer } from '@/lib/tool/tolerant-restore';
import { loadCorpus } from '../../scripts/eval/labelled-corpus';
import { streamedTwice } from './streamed';

jest.setTimeout(120_000);

const corpus = loadCorpus();
const MODES: Mode[] = ['mask', 'replace'];

/** A small deterministic random source (a linear congruential generator). */
function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

/** The lines of `back` that differ from `text` (line number, then both), so a failure says where. */
function differingLines(text: string, back: string): string[] {
  const original = text.split('\n');
  const restored = back.split('\n');
  const differ: string[] = [];
  for (let i = 0; i < Math.max(original.length, restored.length); i++) {
    if (original[i] !== restored[i]) differ.push(`${i + 1}: ${JSON.stringify(original[i])} came back as ${JSON.stringify(restored[i])}`);
  }
  return differ;
}

it('reads the corpus', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(40);
});

describe.each(MODES)('%s, then restore', (mode) => {
  it.each(corpus.map((source) => [source.name, source.text] as const))('%s comes back byte for byte', (_name, text) => {
    const engine = new MaskingEngine();
    const { output } = engine.process(text, { mode });
    expect(differingLines(text, engine.restore(output))).toEqual([]);
    expect(differingLines(text, createTolerantRestorer(engine.mappings())(output).text)).toEqual([]);
    expect(createTolerantRestorer(engine.mappings())(output).text === text).toBe(true);
  });

  // In pieces of 20,000 characters (24 pieces), with a few fixed random sources: a word fake (a DN unit's
  // `Operations`) issued in one piece must not stand as plain text in another, where restore would change it.
  it.each([1, 3, 5, 6])('the whole corpus, streamed in two passes through one session in small pieces, comes back byte for byte (random source %i)', async (seed) => {
    const text = corpus.map((source) => (source.text.endsWith('\n') ? source.text : `${source.text}\n`)).join('');
    const engine = new MaskingEngine({ random: lcg(seed) });
    const output = await streamedTwice(engine, text, { mode, pieceLength: 20_000 }, 4096);
    expect(output).not.toBe(text);
    expect(differingLines(text, createTolerantRestorer(engine.mappings())(output).text)).toEqual([]);
  });
});
