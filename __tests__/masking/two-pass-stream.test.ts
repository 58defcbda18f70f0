/** @jest-environment node */
// The invariant of issue 30 §1: a text over the 1,000,000-character limit, read once through the context pass
// and then masked piece by piece, comes out as one process() of the whole text would give it (here, where the
// limit is lifted for that one call), in both modes, with and without search threads.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FindWorkers } from '@/cli/find-workers';
import { MAX_PIECE_LENGTH, MaskingEngine, findPiece, type MaskStreamOptions, type ProcessOptions } from '@/lib/masking';
import { generateCorpus } from '@/scripts/bench/corpus';
import { seededRandom } from '@/scripts/bench/random';
import { CLI, ROOT, buildCli } from '../cli/run-cli';
import { chunked, streamed, streamedTwice } from './streamed';

// process() refuses a text over 1,000,000 characters (validateRun). Lifted here only: a longer text is checked
// as a one-line stand-in would be (validateRun reads nothing else of the text once it is a non-blank string).
jest.mock('@/lib/masking/validate/validate-run', () => {
  const actual = jest.requireActual('@/lib/masking/validate/validate-run');
  return {
    ...actual,
    validateRun: (input: unknown, options: ProcessOptions) =>
      typeof input === 'string' && input.length > actual.MAX_INPUT_LENGTH ? actual.validateRun(/\S/.test(input) ? 'x' : ' ', options) : actual.validateRun(input, options),
  };
});

jest.setTimeout(300_000);

/** Every real log of the corpus, in order, then in reverse order, then their lines shuffled: values stand bare in pieces before their context's. */
function realLogs(): string {
  const dir = join(ROOT, 'fixtures/real-logs');
  const logs = readdirSync(dir)
    .filter((name) => name.endsWith('.log'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8').replace(/\n?$/, '\n'));
  const lines = logs.join('').split('\n').filter((line) => line.length > 0);
  const random = seededRandom(30);
  for (let i = lines.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [lines[i], lines[j]] = [lines[j], lines[i]];
  }
  return lines.join('\n') + '\n' + [...logs].reverse().join('') + logs.join('');
}

/** A generated log with values found by their context only at its end, and bare early on. */
function generated(): string {
  return [
    'early: kvothe copied Zebra-Quartz-91 to the share; ops-bot-3 watched',
    generateCorpus(1_200_000).text,
    'password=Zebra-Quartz-91 user=kvothe login=ops-bot-3',
    '',
  ].join('\n');
}

// [name, text, piece length, whether one pass masks less than the whole text (so the comparisons can fail),
// whether Replace mode is compared]. In pieces of 1,000,000 characters the real logs (1.7 MB) have no value
// bare before its context's piece; in pieces of 200,000 they have. There, Replace differs for another reason
// (issue 30 §2, not this pass): the real logs hold 192.168.0.12, a fake the session issued pieces before, which
// a later piece takes for the session's own substitute and keeps, where the whole text gives it a fake; every
// later fake is drawn one place off.
const texts: Array<[string, () => string, number, boolean, boolean]> = [
  ['real logs', realLogs, MAX_PIECE_LENGTH, false, true],
  ['real logs in pieces of 200,000 characters', realLogs, 200_000, true, false],
  ['a generated log', generated, MAX_PIECE_LENGTH, true, true],
];

const whole = (text: string, options: ProcessOptions) => new MaskingEngine({ random: seededRandom(7) }).process(text, options).output;
const session = () => new MaskingEngine({ random: seededRandom(7) });

let workers: FindWorkers | null = null;
beforeAll(() => buildCli());
afterEach(async () => {
  await workers?.close();
  workers = null;
});

describe.each(texts)('%s, read twice', (_name, make, pieceLength, onePassLeaks, replaceToo) => {
  const text = make();

  it('is over the limit of one process()', () => {
    expect(text.length).toBeGreaterThan(MAX_PIECE_LENGTH);
  });

  it(onePassLeaks ? 'is not what one pass gives (the comparisons below can fail)' : 'is what one pass gives too', async () => {
    const expected = whole(text, { mode: 'mask' });
    expect((await streamed(session(), text, { mode: 'mask', pieceLength })) === expected).toBe(!onePassLeaks);
  });

  it.each(replaceToo ? (['mask', 'replace'] as const) : (['mask'] as const))('gives what one process() of the whole text gives (%s mode, one thread)', async (mode) => {
    const options: MaskStreamOptions = { mode, pieceLength };
    const expected = whole(text, options);
    expect(expected.length).toBeGreaterThan(0);
    const output = await streamedTwice(session(), text, options);
    // toBe on megabytes prints both: compare first, then show where they part.
    if (output !== expected) expect(firstDifference(output, expected)).toBeNull();
  });

  it.each(replaceToo ? (['mask', 'replace'] as const) : (['mask'] as const))('gives what one process() of the whole text gives (%s mode, search threads)', async (mode) => {
    const options: ProcessOptions = { mode };
    workers = new FindWorkers(CLI, options, 2);
    const finder = { capacity: workers.capacity, find: jest.fn((piece: string) => workers!.find(piece)) };
    const expected = whole(text, options);
    const output = await streamedTwice(session(), text, { ...options, pieceLength, finder });
    // The first pass sends every piece out; the masking pass takes up what it kept (FoundMemo) and sends the rest.
    expect(finder.find.mock.calls.length).toBeGreaterThanOrEqual(Math.floor(text.length / pieceLength));
    if (output !== expected) expect(firstDifference(output, expected)).toBeNull();
  });
});

describe('one pass', () => {
  it('leaves visible a value that stands bare before the piece of its context (what --one-pass still does)', async () => {
    const text = generated();
    const output = await streamed(session(), text, { mode: 'mask' });
    expect(output.slice(0, 100)).toContain('kvothe');
    expect(whole(text, { mode: 'mask' }).slice(0, 100)).not.toContain('kvothe');
    const twice = await streamedTwice(session(), text, { mode: 'mask' });
    expect(twice.slice(0, 100)).not.toContain('kvothe');
    expect(twice.slice(0, 100)).not.toContain('Zebra-Quartz-91');
  });
});

describe('the searches the first pass keeps', () => {
  const text = generated();
  const read = async (input: string, stream: TransformStream<string, string>) => {
    let output = '';
    const reader = chunked(input, 65_536).pipeThrough(stream).getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) output += next.value;
    return output;
  };
  /** Searches here, as a worker would, and counts the pieces. */
  const counting = (options: ProcessOptions) => ({ capacity: 3, find: jest.fn(async (piece: string) => findPiece(piece, options)) });

  it('spare the masking pass the search of the pieces they cover, with the same output', async () => {
    const engine = session();
    const finder = counting({ mode: 'mask' });
    await read(text, engine.contextPass({ mode: 'mask', finder }));
    const firstPass = finder.find.mock.calls.length;
    const output = await read(text, engine.maskStream({ mode: 'mask', finder }));
    expect(firstPass).toBeGreaterThanOrEqual(2);
    expect(finder.find.mock.calls.length).toBe(firstPass);
    expect(output).toBe(whole(text, { mode: 'mask' }));
  });

  it('are not kept for a text said to be larger than they may cover (a part would hold the memory for little)', async () => {
    const engine = session();
    const finder = counting({ mode: 'mask' });
    await read(text, engine.contextPass({ mode: 'mask', finder }, 50_000_000));
    const firstPass = finder.find.mock.calls.length;
    const output = await read(text, engine.maskStream({ mode: 'mask', finder }));
    expect(finder.find.mock.calls.length).toBe(2 * firstPass);
    expect(output).toBe(whole(text, { mode: 'mask' }));
  });

  it('are not taken up for a piece whose text changed between the passes (same length, same place)', async () => {
    const engine = session();
    const finder = counting({ mode: 'mask' });
    await read(text, engine.contextPass({ mode: 'mask', finder }));
    const firstPass = finder.find.mock.calls.length;
    // A line of 40 characters or more, in the first piece, replaced by one holding an email.
    let at = text.indexOf('\n', 400_000) + 1;
    while (text.indexOf('\n', at) - at < 40) at = text.indexOf('\n', at) + 1;
    const line = text.slice(at, text.indexOf('\n', at));
    const changed = text.slice(0, at) + 'mail ann.lee@contoso.example'.padEnd(line.length, ' ').slice(0, line.length) + text.slice(at + line.length);
    expect(changed.length).toBe(text.length);
    const output = await read(changed, engine.maskStream({ mode: 'mask', finder }));
    expect(finder.find.mock.calls.length).toBe(firstPass + 1);
    expect(output).not.toContain('ann.lee@contoso.example');
    expect(output).toContain('mail [Masked ');
  });
});

/** The line where two long texts first differ, with its neighbours in each (null when equal). */
function firstDifference(actual: string, expected: string): { line: number; actual: string; expected: string } | null {
  const a = actual.split('\n');
  const b = expected.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return { line: i + 1, actual: a.slice(i, i + 2).join('\n'), expected: b.slice(i, i + 2).join('\n') };
  }
  return null;
}
