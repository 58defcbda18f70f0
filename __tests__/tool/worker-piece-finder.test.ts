/** @jest-environment node */
// File mode's search workers (WorkerPieceFinder) with a stand-in for the Worker that runs the real
// find.worker logic (findPiece, then a structured clone with the arrays moved, as postMessage does).
import { findPiece, MaskingEngine, transferables, type FoundPiece, type ProcessOptions } from '@/lib/masking';
import { FileCancelled, maskFile } from '@/lib/tool/file-masking';
import type { FindReply, FindRequest } from '@/lib/tool/find-protocol';
import { SearchFailed, WorkerPieceFinder, type FinderWorker } from '@/lib/tool/worker-piece-finder';
import { seededRandom } from '@/scripts/bench/random';

class FakeSearchWorker implements FinderWorker {
  onmessage: ((event: MessageEvent<FindReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  received: FindRequest[] = [];
  terminated = false;
  /** When false, requests wait in `received` until answer() is called. */
  answerAtOnce = true;
  crashDefaultPrevented = false;

  postMessage(request: FindRequest): void {
    // A worker gets a structured clone; the options must survive one (no functions in them).
    this.received.push(structuredClone(request));
    if (this.answerAtOnce) setTimeout(() => this.answer(request), 1);
  }

  answer(request: FindRequest = this.received[0]): void {
    if (this.terminated) return;
    let reply: FindReply;
    try {
      const found = findPiece(request.piece, request.options);
      reply = { id: request.id, found: found && (structuredClone(found, { transfer: transferables(found) }) as FoundPiece) };
    } catch (error) {
      reply = { id: request.id, error: String(error) };
    }
    this.onmessage?.({ data: reply } as MessageEvent<FindReply>);
  }

  crash(message: string): void {
    this.onerror?.({ message, preventDefault: () => (this.crashDefaultPrevented = true) } as unknown as ErrorEvent);
  }

  terminate(): void {
    this.terminated = true;
  }
}

const line = (i: number) =>
  `2024-03-14T09:21:07Z fw01 ACCEPT src=10.12.${i % 250}.21:51544 user=user${i % 977}@initech.com password=Pw-${i % 313}-x msg=ok host=db${i % 37}.corp.initech.com\n`;
const text = Array.from({ length: 50_000 }, (_, i) => line(i)).join('') + 'later: Pw-5-x alone, and café ß 中文 😀\n';
const fileOf = (content: string) => new File([content], 'fw.log', { type: 'text/plain' });
const engine = () => new MaskingEngine({ random: seededRandom(11) });

function finderWith(options: ProcessOptions, workers: FakeSearchWorker[], count = 1, answerAtOnce = true) {
  return new WorkerPieceFinder(() => {
    const worker = new FakeSearchWorker();
    worker.answerAtOnce = answerAtOnce;
    workers.push(worker);
    return worker;
  }, options, count);
}

describe('file mode with search workers', () => {
  it.each(['mask', 'replace'] as const)('gives the same bytes, summary and session as without them (%s)', async (mode) => {
    expect(text.length).toBeGreaterThan(5_000_000);
    const options: ProcessOptions = { mode, customRules: [{ value: 'Initech', category: 'Business Information', subcategory: 'Company Name' }], allow: ['db7.corp.initech.com'] };
    const alone = engine();
    const expected = await maskFile(alone, fileOf(text), options, () => {}, { cancelled: false });
    const workers: FakeSearchWorker[] = [];
    const finder = finderWith(options, workers);
    const find = jest.spyOn(finder, 'find');
    const together = engine();
    const reply = await maskFile(together, fileOf(text), options, () => {}, { cancelled: false }, finder);
    const [expectedBytes, bytes] = await Promise.all([expected.output.arrayBuffer(), reply.output.arrayBuffer()]);
    expect(Buffer.from(bytes).equals(Buffer.from(expectedBytes))).toBe(true);
    expect(await reply.output.text()).not.toMatch(/Pw-\d+-x|user\d+@initech|src=10\.12\.\d+\.21:/);
    expect(reply.summary).toEqual(expected.summary);
    expect(reply.preview).toBe(expected.preview);
    expect(together.mappings()).toEqual(alone.mappings());
    // Every piece the stream sent out went to the worker, which is stopped once the file is done.
    expect(find.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(workers).toHaveLength(1);
    expect(workers[0].received.map((r) => r.piece)).toEqual(find.mock.calls.map(([piece]) => piece));
    expect(workers[0].terminated).toBe(true);
    // Two runs over 5 MB: a test of sameness, not of speed (npm run bench guards speed).
  }, 60_000);

  it('spreads pieces over the workers, least busy first, and settles each with its own reply', async () => {
    const options: ProcessOptions = { mode: 'mask' };
    const workers: FakeSearchWorker[] = [];
    const finder = finderWith(options, workers, 2, false);
    expect(finder.capacity).toBe(5);
    const pieces = Array.from({ length: 5 }, (_, i) => `piece ${i} user${i}@initech.com\n`);
    const sent = pieces.map((piece) => finder.find(piece));
    for (const piece of sent) piece.catch(() => undefined);
    expect(workers).toHaveLength(2);
    expect(workers.map((w) => w.received.map((r) => r.piece))).toEqual([
      [pieces[0], pieces[2], pieces[4]],
      [pieces[1], pieces[3]],
    ]);
    workers[1].answer(workers[1].received[1]);
    await expect(sent[3]).resolves.toEqual(findPiece(pieces[3], options));
    // The second worker is now the less busy one.
    void finder.find('piece 5').catch(() => undefined);
    expect(workers[1].received.at(-1)!.piece).toBe('piece 5');
    finder.close();
    expect(workers.every((w) => w.terminated)).toBe(true);
    await expect(sent[0]).rejects.toThrow('The search workers were stopped.');
    await expect(finder.find('more user@initech.com')).rejects.toThrow();
  });

  it('fails the job with a clear message when a search worker fails, and stops it', async () => {
    const workers: FakeSearchWorker[] = [];
    const finder = finderWith({ mode: 'mask' }, workers);
    const original = FakeSearchWorker.prototype.postMessage;
    jest.spyOn(FakeSearchWorker.prototype, 'postMessage').mockImplementation(function (this: FakeSearchWorker, request) {
      original.call(this, request);
      if (this.received.length === 2) setTimeout(() => this.crash('out of memory'), 0);
    });
    const job = maskFile(engine(), fileOf(text), { mode: 'mask' }, () => {}, { cancelled: false }, finder);
    await expect(job).rejects.toThrow(new SearchFailed('out of memory'));
    await expect(job).rejects.toThrow('The file could not be searched: a search worker failed (out of memory). Nothing was produced.');
    expect(workers[0].crashDefaultPrevented).toBe(true);
    expect(workers[0].terminated).toBe(true);
    jest.restoreAllMocks();
  });

  it('fails the job when a search throws or a worker cannot start', async () => {
    const throwing = new WorkerPieceFinder(() => {
      const worker = new FakeSearchWorker();
      worker.postMessage = (request) => setTimeout(() => worker.onmessage?.({ data: { id: request.id, error: 'RangeError: boom' } } as MessageEvent<FindReply>), 0);
      return worker;
    }, { mode: 'mask' });
    await expect(maskFile(engine(), fileOf(text), { mode: 'mask' }, () => {}, { cancelled: false }, throwing)).rejects.toThrow(new SearchFailed('RangeError: boom'));
    const unstartable = new WorkerPieceFinder(() => {
      throw new Error('blocked by the Content-Security-Policy');
    }, { mode: 'mask' });
    await expect(maskFile(engine(), fileOf(text), { mode: 'mask' }, () => {}, { cancelled: false }, unstartable)).rejects.toThrow(
      'a search worker failed (it could not be started: blocked by the Content-Security-Policy)',
    );
  });

  it('stops the workers when the job is cancelled', async () => {
    const workers: FakeSearchWorker[] = [];
    const finder = finderWith({ mode: 'mask' }, workers);
    const token = { cancelled: false };
    const job = maskFile(engine(), fileOf(text), { mode: 'mask' }, (bytes) => {
      if (bytes > 3_000_000) token.cancelled = true;
    }, token, finder);
    await expect(job).rejects.toThrow(FileCancelled);
    expect(workers).toHaveLength(1);
    expect(workers[0].terminated).toBe(true);
  });
});
