/** @jest-environment node */
// A streaming session whose pieces are searched elsewhere (MaskStreamOptions.finder) gives the output of one
// searched on the session's thread: the same values, substitutes and numbering, across pieces.
import { findPiece, MaskingEngine, type FoundPiece, type PieceFinder, type ProcessOptions } from '@/lib/masking';
import { generateCorpus } from '@/scripts/bench/corpus';
import { seededRandom } from '@/scripts/bench/random';
import { streamed } from './streamed';

/**
 * A finder that answers out of order, as workers do: each piece's search resolves after a random delay.
 * The search runs on a structured clone of what findPiece gives, as a worker's reply arrives.
 */
class ShuffledFinder implements PieceFinder {
  readonly capacity = 4;
  sent = 0;
  private readonly random = seededRandom(3);
  constructor(private readonly options: ProcessOptions) {}
  find(piece: string): Promise<FoundPiece | null> {
    this.sent++;
    const found = structuredClone(findPiece(piece, this.options));
    return new Promise((resolve) => setTimeout(() => resolve(found), Math.floor(this.random() * 5)));
  }
}

const engine = () => new MaskingEngine({ random: seededRandom(11) });

// Values found by their context in one piece and standing bare in later ones; labels already in the input;
// a custom value; a value on the never-mask list; lines that are blank.
const text = [
  generateCorpus(40_000).text,
  'password=Zebra-Quartz-91 user=kvothe host=db7.initech.example',
  '[Masked Email 3] wrote to admin@initech.example about Initech',
  generateCorpus(30_000).text,
  'later: Zebra-Quartz-91 again, kvothe logged in from 10.1.2.3 (allowed: build-agent-7)',
  '   ',
  generateCorpus(30_000).text,
  'kvothe Zebra-Quartz-91 Initech',
].join('\n');

const options: ProcessOptions = {
  mode: 'mask',
  customRules: [{ value: 'Initech', category: 'Business Information', subcategory: 'Company Name' }],
  allow: ['build-agent-7'],
};

describe('pieces searched by a finder', () => {
  it.each(['mask', 'replace'] as const)('give the same output as pieces searched here (%s mode)', async (mode) => {
    const run = { ...options, mode, pieceLength: 3_000 };
    const expected = await streamed(engine(), text, run);
    expect(expected).not.toContain('Zebra-Quartz-91');
    expect(expected).not.toContain('kvothe');
    expect(expected).not.toMatch(/Initech/i);
    const finder = new ShuffledFinder(run);
    expect(await streamed(engine(), text, { ...run, finder })).toBe(expected);
    expect(finder.sent).toBeGreaterThan(30);
  });

  it('keep the session the same: mappings and restore', async () => {
    const here = engine();
    const there = engine();
    const expected = await streamed(here, text, { ...options, pieceLength: 5_000 });
    const output = await streamed(there, text, { ...options, pieceLength: 5_000, finder: new ShuffledFinder(options) });
    expect(there.mappings()).toEqual(here.mappings());
    expect(there.mappings().length).toBeGreaterThan(100);
    // (The label already in the input is restored too: restore reads every label of the session.)
    expect(there.restore(output)).toBe(here.restore(expected));
    expect(there.restore(output)).toContain('password=Zebra-Quartz-91 user=kvothe');
  });

  it('are not used for text that fits in one piece', async () => {
    const finder = new ShuffledFinder(options);
    const small = 'password=hunter22 for kvothe\n';
    expect(await streamed(engine(), small, { ...options, finder })).toBe(engine().process(small, options).output);
    expect(finder.sent).toBe(0);
  });

  it('fail the stream when a search fails', async () => {
    const failing: PieceFinder = { capacity: 2, find: () => Promise.reject(new Error('search thread died')) };
    await expect(streamed(engine(), text, { ...options, pieceLength: 3_000, finder: failing })).rejects.toThrow('search thread died');
  });
});

describe('findPiece', () => {
  it('gives null for input process() does not scan (blank, too large, not a string)', () => {
    expect(findPiece('  \n ', options)).toBeNull();
    expect(findPiece('x'.repeat(1_000_001), options)).toBeNull();
    expect(findPiece(42 as unknown as string, options)).toBeNull();
  });
});
