// The PieceFinder of file mode (see MaskStreamOptions.finder in lib/masking/stream.ts): search workers that
// run the engine's text-only finders on pieces of the file while the masking worker keeps the one session.
// The output is the same as with no finder. Plain Web Worker API, so a test can hand it a fake worker.
//
// Unlike the CLI's, the masking worker never searches a piece itself: it has more to do per piece (the
// output's UTF-8 and Blob parts, the summary), and on two cores one search worker alone was faster
// (bench:tool, 100 MB, five runs each, interleaved: 15.5 MB/s against 14.4 MB/s when it also searched
// every piece that found the search worker with two waiting; two search workers, with or without: no better).
import type { FoundPiece, PieceFinder, ProcessOptions } from '@/lib/masking';
import { errorMessage } from './error-message';
import type { FindReply, FindRequest } from './find-protocol';

/** What the finder needs of a Worker (a dedicated one running find.worker.ts). */
export interface FinderWorker {
  onmessage: ((event: MessageEvent<FindReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  postMessage(message: FindRequest): void;
  terminate(): void;
}

/** A search worker failed or could not start: the file's job fails with this. */
export class SearchFailed extends Error {
  constructor(reason: string) {
    super(`The file could not be searched: a search worker failed (${reason}). Nothing was produced.`);
    this.name = 'SearchFailed';
  }
}

interface Pending {
  resolve: (found: FoundPiece | null) => void;
  reject: (error: Error) => void;
}

export class WorkerPieceFinder implements PieceFinder {
  /** Pieces out at once: for each worker, one it searches and one waiting, and one more being taken up. */
  readonly capacity: number;
  private readonly workers: FinderWorker[] = [];
  private readonly load = new Map<FinderWorker, number>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** Set when a worker failed or the finder was closed: every later piece fails with it. */
  private broken: Error | null = null;

  constructor(
    private readonly spawn: () => FinderWorker,
    private readonly options: ProcessOptions,
    private readonly count = 1,
  ) {
    this.capacity = count * 2 + 1;
  }

  /** Workers running now (they start with the first piece and stop with close() or a failure). */
  get running(): number {
    return this.workers.length;
  }

  find(piece: string): Promise<FoundPiece | null> {
    if (this.broken) return Promise.reject(this.broken);
    try {
      if (this.workers.length === 0) this.start();
    } catch (error) {
      this.fail(new SearchFailed(`it could not be started: ${errorMessage(error)}`));
      return Promise.reject(this.broken);
    }
    // The least busy worker: pieces cost about the same, so this keeps every one at work.
    let worker = this.workers[0];
    for (const candidate of this.workers) if (this.load.get(candidate)! < this.load.get(worker)!) worker = candidate;
    const id = this.nextId++;
    this.load.set(worker, this.load.get(worker)! + 1);
    return new Promise<FoundPiece | null>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, piece, options: this.options });
    });
  }

  /** Stops the workers; pieces still out fail (the job they belonged to has ended). */
  close(): void {
    this.fail(new Error('The search workers were stopped.'));
  }

  private start(): void {
    for (let i = 0; i < this.count; i++) {
      const worker = this.spawn();
      this.load.set(worker, 0);
      this.workers.push(worker);
      worker.onmessage = (event) => this.settle(worker, event.data);
      worker.onerror = (event) => {
        // Handled here: unhandled, the error would go on to the masking worker's own scope.
        event.preventDefault();
        this.fail(new SearchFailed(event.message || 'it stopped unexpectedly'));
      };
      worker.onmessageerror = () => this.fail(new SearchFailed('its reply could not be read'));
    }
  }

  private settle(worker: FinderWorker, reply: FindReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    this.load.set(worker, this.load.get(worker)! - 1);
    if ('error' in reply) pending.reject(new SearchFailed(reply.error));
    else pending.resolve(reply.found);
  }

  /** Terminates every worker and fails every piece still out with `error`, and every later one (one worker failing fails the job). */
  private fail(error: Error): void {
    this.broken ??= error;
    for (const worker of this.workers.splice(0)) worker.terminate();
    this.load.clear();
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const { reject } of pending) reject(error);
  }
}
