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
    const { output, detections } = engine.process(text, { mode });
    expect(detections.length).toBeGreaterThan(0);
    expect(differingLines(text, engine.restore(output))).toEqual([]);
    expect(differingLines(text, createTolerantRestorer(engine.mappings())(output).text)).toEqual([]);
    expect(createTolerantRestorer(engine.mappings())(output).text === text).toBe(true);
  });

  it('the whole corpus, streamed in two passes through one session in pieces of 20,000 characters, comes back byte for byte', async () => {
    const text = corpus.map((source) => (source.text.endsWith('\n') ? source.text : `${source.text}\n`)).join('');
    const engine = new MaskingEngine();
    const output = await streamedTwice(engine, text, { mode, pieceLength: 20_000 }, 4096);
    expect(output).not.toBe(text);
    expect(differingLines(text, createTolerantRestorer(engine.mappings())(output).text)).toEqual([]);
  });
});
