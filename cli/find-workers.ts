// Worker threads that run the engine's text-only finders on pieces of the input, several at once, while the
// main thread keeps the one session (see PieceFinder in lib/masking/stream.ts).
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { findPiece, transferables, type FoundPiece, type FoundReply, type PieceFinder, type ProcessOptions } from '@/lib/masking';

const ROLE = 'pastesafe-find';
/** A worker's young generation (V8's default is 48 MB here): a third of it costs no speed and keeps the CLI's memory down. */
const YOUNG_GENERATION_MB = 16;
/**
 * A worker's old generation. Its live data is one piece and its claims (a few MB); what fills it is the
 * pieces already searched, which V8 frees only in a full collection, and it waits for these until the heap
 * has grown. 64 MB makes it collect them sooner: the CLI's peak memory on the 200 MB bench log goes from
 * about 320 to about 290 MB for about 1% more CPU time (32 MB: 280 MB, 6% more). A worker that runs out of
 * memory anyway is dropped and its pieces searched on the main thread (see drop).
 */
const OLD_GENERATION_MB = 64;

/** Threads to search with unless --jobs says otherwise (see jobsFor). */
export function defaultJobs(): number {
  return jobsFor(availableParallelism());
}

/**
 * The default --jobs for a machine of `cpus` CPUs: none up to two CPUs, else one per CPU beside the main
 * thread's, at most three. Measured on two CPUs (issue 30 §4): a search thread costs about 1.5 times the
 * CPU time of the same search on the main thread (its own warm-up, the pieces and results copied between
 * threads), and the main thread's own share (substitution, output) leaves too little to overlap, so one
 * thread was faster — 14.4 against 9.4 MB/s on 40 MB of real logs, and on a dense log of 2.3 M distinct
 * values 10.3–13.3 s against 23–33 s for 20 MB. With three or more CPUs the threads have cores of their own.
 */
export function jobsFor(cpus: number): number {
  return cpus <= 2 ? 0 : Math.min(3, cpus - 1);
}

interface Pending {
  piece: string;
  resolve: (found: FoundPiece | null) => void;
  reject: (error: Error) => void;
  worker: Worker;
}

/**
 * A pool of `count` workers, each this same script (`script`, the bundled CLI) started in the finder's role.
 * The workers start when the first piece is sent (text that fits in one piece never sends one) and stop
 * with close(). A search that throws fails its piece, and so the stream, as it would on this thread; a
 * worker that stops (out of memory, say) is dropped, and the pieces it held are searched on this thread.
 */
export class FindWorkers implements PieceFinder {
  readonly capacity: number;
  private readonly workers: Worker[] = [];
  private readonly load = new Map<Worker, number>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private started = false;

  constructor(
    private readonly script: string,
    private readonly options: ProcessOptions,
    private readonly count: number,
  ) {
    this.capacity = count * 2 + 1;
  }

  find(piece: string): Promise<FoundPiece | null> {
    if (!this.started) this.start();
    // The least busy worker: pieces cost about the same, so this keeps every one at work.
    let worker = this.workers[0];
    for (const candidate of this.workers) if (this.load.get(candidate)! < this.load.get(worker)!) worker = candidate;
    // Every worker has a piece waiting behind the one it searches (or none is left): this thread searches
    // this one itself (it would otherwise wait for them; a worker more would cost its own heap, about 80 MB).
    if (!worker || this.load.get(worker)! >= 2) return this.findHere(piece);
    const id = this.nextId++;
    this.load.set(worker, this.load.get(worker)! + 1);
    return new Promise<FoundPiece | null>((resolve, reject) => {
      this.pending.set(id, { piece, resolve, reject, worker });
      worker.postMessage({ id, piece });
    });
  }

  private findHere(piece: string): Promise<FoundPiece | null> {
    try {
      return Promise.resolve(findPiece(piece, this.options));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  async close(): Promise<void> {
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private start(): void {
    this.started = true;
    const { mode, customRules, disabledRules, allow } = this.options;
    for (let i = 0; i < this.count; i++) {
      const worker = new Worker(this.script, { workerData: { role: ROLE, options: { mode, customRules, disabledRules, allow } }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB } });
      this.load.set(worker, 0);
      worker.on('message', (reply: FoundReply) => this.settle(worker, reply));
      worker.on('error', () => this.drop(worker));
      worker.on('exit', () => this.drop(worker));
      this.workers.push(worker);
    }
  }

  private settle(worker: Worker, reply: FoundReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    this.load.set(worker, this.load.get(worker)! - 1);
    if ('error' in reply) pending.reject(new Error(`a search thread failed: ${reply.error}`));
    else pending.resolve(reply.found);
  }

  /** A worker that stopped: no piece goes to it again, and the pieces it held are searched here. */
  private drop(worker: Worker): void {
    const at = this.workers.indexOf(worker);
    if (at === -1) return;
    this.workers.splice(at, 1);
    this.load.delete(worker);
    for (const [id, pending] of this.pending) {
      if (pending.worker !== worker) continue;
      this.pending.delete(id);
      this.findHere(pending.piece).then(pending.resolve, pending.reject);
    }
  }
}

/** True in a thread FindWorkers started: it serves pieces (see serveFindRequests) instead of running a command. */
export function isFindWorker(): boolean {
  return !isMainThread && (workerData as { role?: string } | null)?.role === ROLE;
}

/** The worker's side: findPiece for every piece posted, the result posted back with its arrays moved. */
export function serveFindRequests(): void {
  const { options } = workerData as { options: ProcessOptions };
  parentPort!.on('message', ({ id, piece }: { id: number; piece: string }) => {
    let found: FoundPiece | null;
    try {
      found = findPiece(piece, options);
    } catch (error) {
      parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      return;
    }
    parentPort!.postMessage({ id, found }, found ? transferables(found) : []);
  });
}
