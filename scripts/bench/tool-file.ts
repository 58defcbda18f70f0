/**
 * The file mode of /tool under load (part of `npm run bench:tool`), on two logs, each written to
 * bench-results/ (git-ignored) in turn: the generated mixed log of BENCH_FILE_MB MB (default 100;
 * scripts/bench/big-log.ts) and a value-dense application log of BENCH_DENSE_MB MB (default 30; a value
 * about every 60 characters, hundreds of thousands distinct: scripts/bench/dense-log.ts); BENCH_FILE_LOGS
 * (default `mixed,dense`) picks them. Each is opened through the page's file input (Playwright setInputFiles with the path, so the page gets a real, disk-backed File);
 * the script in the page then clicks "Mask file" (BENCH_FILE_MODE=replace: "Replace file") at once.
 *
 * Measured, per run (BENCH_FILE_RUNS, default 3, a fresh page each):
 * - end to end: from the input's change event until the download link is in the page (one frame after
 *   React put it there), as MB/s of the input (MB = 1,048,576 bytes);
 * - the longest main-thread task (Long Tasks API) from the change event until the Rules Distribution and
 *   its chart are on screen;
 * - the JS heap: V8's used heap (Runtime.getHeapUsage over CDP) of the page's main thread and of its
 *   workers (the masking worker and the search workers it starts, reached through Target.setAutoAttach),
 *   sampled every 100 ms from before the file is set until the end; peaks of the main thread, of the
 *   workers together and of their sum at the same sample. Blob data (the masked output)
 *   and ArrayBuffer contents (file reads, the output's encoding buffer) live outside the JS heap and are
 *   not counted.
 * The first run's download is then checked, streamed from disk: as many lines as the input, a plausible
 * size, and none of a sample of planted values that the text box masks (maskText on the same blocks).
 * Targets (issue 19): ≥ 15 MB/s, longest task < 100 ms, JS heap peak < 250 MB.
 */
import { createReadStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { maskText } from '@/lib/masking';
import { writeBigLog, type BigLog } from './big-log';
import { writeDenseLog } from './dense-log';
import { median } from './median';

const ROOT = path.resolve(__dirname, '../..');
const RESULTS = path.join(ROOT, 'bench-results');
const INPUT = path.join(RESULTS, 'tool-file-input.log');
const MB = 1_048_576;
const LOGS: Record<string, { title: string; megabytes: number; write: (file: string, megabytes: number) => BigLog }> = {
  mixed: { title: 'generated mixed logs', megabytes: Number(process.env.BENCH_FILE_MB ?? 100), write: writeBigLog },
  dense: { title: 'a value-dense application log (a value every ~60 characters)', megabytes: Number(process.env.BENCH_DENSE_MB ?? 30), write: writeDenseLog },
};
const RUNS = Number(process.env.BENCH_FILE_RUNS ?? 3);
const MODE = process.env.BENCH_FILE_MODE === 'replace' ? 'replace' : 'mask';
const SAMPLE_EVERY_MS = 100;
export const FILE_TARGETS = { mbPerS: 15, longestTaskMs: 100, heapMb: 250 };

interface HeapSample {
  /** ms since the sampler started */
  at: number;
  main: number;
  /** All its workers together; 0 while there is none yet */
  worker: number;
}

interface HeapUsage {
  usedSize: number;
  totalSize: number;
}

/**
 * Samples Runtime.getHeapUsage of the page's main thread and of every dedicated worker it runs, the workers
 * those start too (the masking worker's search worker). The workers are reached with Target.setAutoAttach
 * in the (non-flat) mode whose messages travel inside the parent's session (Target.sendMessageToTarget),
 * since Playwright's CDPSession cannot address a flat child session; a worker's own workers are attached
 * the same way from inside its session, so each is addressed by the path of session ids down to it.
 */
class HeapSampler {
  readonly samples: HeapSample[] = [];
  /** Attached workers by path (session ids from the page's down, joined by '/'). */
  private readonly workers = new Map<string, string[]>();
  /** Most workers sampled at once. */
  mostWorkers = 0;
  private readonly waiting = new Map<number, (message: { result?: HeapUsage; error?: unknown }) => void>();
  private nextId = 1;
  private timer: NodeJS.Timeout | null = null;
  private started = 0;
  private busy = false;

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<HeapSampler> {
    const cdp = await page.context().newCDPSession(page);
    const sampler = new HeapSampler(cdp);
    cdp.on('Target.attachedToTarget', (event) => sampler.attached([], event.sessionId, event.targetInfo.type));
    cdp.on('Target.detachedFromTarget', (event) => {
      if (event.sessionId) sampler.workers.delete(event.sessionId);
    });
    cdp.on('Target.receivedMessageFromTarget', (event) => sampler.received([event.sessionId], event.message));
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    return sampler;
  }

  private attached(parent: string[], sessionId: string, type: string): void {
    if (type !== 'worker') return;
    const path = [...parent, sessionId];
    this.workers.set(path.join('/'), path);
    // Its own workers (the search worker), attached inside its session.
    void this.inWorker(path, 'Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  }

  /** A message from the worker at `path`: a reply, or an event of its own workers (which carries theirs). */
  private received(path: string[], raw: string): void {
    const message = JSON.parse(raw) as { id?: number; method?: string; params?: { sessionId: string; message?: string; targetInfo?: { type: string } }; result?: HeapUsage; error?: unknown };
    if (message.method === 'Target.attachedToTarget' && message.params) this.attached(path, message.params.sessionId, message.params.targetInfo!.type);
    else if (message.method === 'Target.detachedFromTarget' && message.params) this.workers.delete([...path, message.params.sessionId].join('/'));
    else if (message.method === 'Target.receivedMessageFromTarget' && message.params) this.received([...path, message.params.sessionId], message.params.message!);
    else if (message.id !== undefined) {
      this.waiting.get(message.id)?.(message);
      this.waiting.delete(message.id);
    }
  }

  private inWorker(path: string[], method: string, params: object = {}): Promise<HeapUsage | null> {
    const id = this.nextId++;
    // Wrapped once per level below the page's own workers: each parent passes it on to its child.
    let message = JSON.stringify({ id, method, params });
    for (let level = path.length - 1; level >= 1; level--) {
      message = JSON.stringify({ id: this.nextId++, method: 'Target.sendMessageToTarget', params: { sessionId: path[level], message } });
    }
    return new Promise((resolve) => {
      const timeout = setTimeout(() => {
        this.waiting.delete(id);
        resolve(null);
      }, 5000);
      this.waiting.set(id, (reply) => {
        clearTimeout(timeout);
        resolve(reply.result ?? null);
      });
      this.cdp.send('Target.sendMessageToTarget', { sessionId: path[0], message }).catch(() => {
        clearTimeout(timeout);
        this.waiting.delete(id);
        resolve(null);
      });
    });
  }

  async collectGarbage(): Promise<void> {
    await this.cdp.send('HeapProfiler.collectGarbage');
    await Promise.all([...this.workers.values()].map((path) => this.inWorker(path, 'HeapProfiler.collectGarbage')));
  }

  async sample(): Promise<HeapSample> {
    const at = performance.now() - this.started;
    const paths = [...this.workers.values()];
    const [main, workers] = await Promise.all([
      this.cdp.send('Runtime.getHeapUsage'),
      Promise.all(paths.map((path) => this.inWorker(path, 'Runtime.getHeapUsage'))),
    ]);
    this.mostWorkers = Math.max(this.mostWorkers, workers.filter((usage) => usage !== null).length);
    const sample = { at, main: main.usedSize, worker: workers.reduce((sum, usage) => sum + (usage?.usedSize ?? 0), 0) };
    this.samples.push(sample);
    return sample;
  }

  start(): void {
    this.started = performance.now();
    this.timer = setInterval(() => {
      if (this.busy) return; // a sample still under way (a busy thread answers late): skip this tick
      this.busy = true;
      this.sample().catch(() => undefined).finally(() => (this.busy = false));
    }, SAMPLE_EVERY_MS);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    while (this.busy) await new Promise((resolve) => setTimeout(resolve, 10));
    await this.sample();
  }

  peaks(): { mainMb: number; workerMb: number; sumMb: number; samples: number; workers: number } {
    const max = (pick: (s: HeapSample) => number) => Math.max(0, ...this.samples.map(pick)) / MB;
    return { mainMb: max((s) => s.main), workerMb: max((s) => s.worker), sumMb: max((s) => s.main + s.worker), samples: this.samples.length, workers: this.mostWorkers };
  }
}

// Runs in the page (a plain string: tsx would otherwise wrap named functions in a helper the page lacks).
// Records the change event of the file input, clicks the mode's button as soon as FileMode shows it, and
// records when the download link and then the Rules Distribution (with its chart) are in the page.
const INSTALL = (buttonLabel: string) => `(() => {
  const state = { tasks: [], changed: null, clicked: null, done: null, settled: null, error: null };
  window.__fileBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  document.addEventListener('change', (event) => {
    if (state.changed === null && event.target instanceof HTMLInputElement && event.target.type === 'file') state.changed = performance.now();
  }, true);
  const tick = () => {
    const card = [...document.querySelectorAll('section')].find((section) => section.querySelector('h2')?.textContent?.startsWith('File: '));
    const alert = card && card.querySelector('[role="alert"]');
    if (alert) { state.error = alert.textContent; return; }
    if (state.changed !== null && state.clicked === null) {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === ${JSON.stringify(buttonLabel)});
      if (button) { state.clicked = performance.now(); button.click(); }
    } else if (state.clicked !== null && state.done === null) {
      if (document.querySelector('a[download]')) state.done = performance.now();
    } else if (state.done !== null && state.settled === null) {
      if ([...document.querySelectorAll('h2')].some((h) => h.textContent === 'Rules Distribution') && document.querySelector('canvas')) {
        state.settled = performance.now();
        return;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const RESULT = `(() => {
  const s = window.__fileBench;
  const during = s.tasks.filter((t) => t.start + t.duration >= s.changed && t.start <= s.settled);
  return {
    clickMs: s.clicked - s.changed,
    doneMs: s.done - s.changed,
    settledMs: s.settled - s.changed,
    longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
    longTasks: during.length,
    // Each long task: [its start in ms from the change event, its duration in ms].
    longTaskList: during.map((t) => [Math.round(t.start - s.changed), Math.round(t.duration)]),
  };
})()`;

interface PageFigures {
  clickMs: number;
  doneMs: number;
  settledMs: number;
  longestTaskMs: number;
  longTasks: number;
  longTaskList: [number, number][];
}

export interface FileRun extends PageFigures {
  mbPerS: number;
  heap: { mainMb: number; workerMb: number; sumMb: number; samples: number; workers: number; baselineSumMb: number };
  loadAverage: number;
}

/** A sample of planted values of at least 8 characters that the text box masks in these blocks: none may be in the file's output. */
function plantedSample(log: BigLog, perKind = 3): string[] {
  const sample: string[] = [];
  for (const block of log.blocks.slice(0, 2)) {
    const output = maskText(block.text.slice(0, 1_000_000), { mode: MODE }).output;
    const taken = new Map<string, number>();
    for (const { kind, value } of block.planted) {
      if (value.length < 8 || (taken.get(kind) ?? 0) >= perKind || sample.includes(value)) continue;
      if (!block.text.includes(value) || output.includes(value)) continue;
      sample.push(value);
      taken.set(kind, (taken.get(kind) ?? 0) + 1);
    }
  }
  return sample;
}

/** Streams the downloaded file: its bytes, line breaks, and which of `needles` it contains. */
async function scanDownload(file: string, needles: string[]): Promise<{ bytes: number; lineBreaks: number; found: string[] }> {
  const longest = Math.max(1, ...needles.map((n) => n.length));
  const found = new Set<string>();
  let bytes = 0;
  let lineBreaks = 0;
  let tail = '';
  const stream = createReadStream(file, { highWaterMark: 4 * MB });
  stream.on('data', (chunk) => (bytes += chunk.length));
  stream.setEncoding('utf8');
  for await (const chunk of stream as AsyncIterable<string>) {
    for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) lineBreaks++;
    const window = tail + chunk;
    for (const needle of needles) if (!found.has(needle) && window.includes(needle)) found.add(needle);
    tail = window.slice(-(longest - 1));
  }
  return { bytes, lineBreaks, found: [...found] };
}

async function runOnce(browser: Browser, base: string, size: number, withDownload: boolean): Promise<{ run: FileRun; download?: string }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  try {
    await page.goto(`${base}/tool/`);
    await page.getByRole('button', { name: 'Open file…' }).waitFor();
    await page.waitForTimeout(1500); // let the page settle (idle preloads) before timing
    const heap = await HeapSampler.attach(page);
    await heap.collectGarbage();
    const baseline = await heap.sample();
    await page.evaluate(INSTALL(MODE === 'mask' ? 'Mask file' : 'Replace file'));
    heap.start();
    let maxLoad = loadavg()[0];
    const load = setInterval(() => (maxLoad = Math.max(maxLoad, loadavg()[0])), 1000);
    try {
      await page.locator('input[type="file"]').setInputFiles(INPUT);
      // Polled from here: the page's CSP forbids the eval behind a string waitForFunction.
      const deadline = Date.now() + 900_000;
      while (!(await page.evaluate('window.__fileBench.settled !== null || window.__fileBench.error !== null'))) {
        if (Date.now() > deadline) throw new Error('file mode did not finish within 15 minutes');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await page.waitForTimeout(600); // long-task entries arrive asynchronously
    } finally {
      clearInterval(load);
      await heap.stop();
    }
    const error = (await page.evaluate('window.__fileBench.error')) as string | null;
    if (error) throw new Error(`file mode failed: ${error}`);
    const figures = (await page.evaluate(RESULT)) as PageFigures;
    const run: FileRun = {
      ...figures,
      mbPerS: size / (figures.doneMs / 1000),
      heap: { ...heap.peaks(), baselineSumMb: (baseline.main + baseline.worker) / MB },
      loadAverage: maxLoad,
    };
    if (!withDownload) return { run };
    const downloading = page.waitForEvent('download');
    await page.locator('a[download]').click();
    const download = await downloading;
    const saved = path.join(RESULTS, 'tool-file-output.log');
    await download.saveAs(saved);
    return { run, download: saved };
  } finally {
    await page.close();
  }
}

/** Every log BENCH_FILE_LOGS names, one after the other. */
export async function benchFileMode(browser: Browser, base: string): Promise<void> {
  const names = (process.env.BENCH_FILE_LOGS ?? 'mixed,dense').split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (!(name in LOGS)) throw new Error(`BENCH_FILE_LOGS: no log named ${name} (${Object.keys(LOGS).join(', ')})`);
  }
  for (const name of names) await benchLog(browser, base, name);
}

async function benchLog(browser: Browser, base: string, name: string): Promise<void> {
  const { title, megabytes, write } = LOGS[name];
  mkdirSync(RESULTS, { recursive: true });
  const generating = performance.now();
  const log = write(INPUT, megabytes);
  const size = log.bytes / MB;
  const planted = plantedSample(log);
  console.log(
    `\n/tool file mode: ${size.toFixed(1)} MB of ${title} (${log.lineBreaks.toLocaleString('en-US')} lines; written in ` +
      `${((performance.now() - generating) / 1000).toFixed(1)} s) → ${MODE === 'mask' ? 'Mask file' : 'Replace file'}; load average ${loadavg()[0].toFixed(2)}`,
  );
  const runs: FileRun[] = [];
  let check: { bytes: number; lineBreaks: number; found: string[] } | null = null;
  try {
    for (let i = 0; i < RUNS; i++) {
      const { run, download } = await runOnce(browser, base, size, i === 0);
      runs.push(run);
      console.log(
        `run ${i + 1}: download offered after ${(run.doneMs / 1000).toFixed(2)} s (${run.mbPerS.toFixed(1)} MB/s; button clicked at ${run.clickMs.toFixed(0)} ms), ` +
          `chart and lists after ${(run.settledMs / 1000).toFixed(2)} s; longest main-thread task ${run.longestTaskMs.toFixed(0)} ms (${run.longTasks} long tasks` +
          `${run.longTasks ? `: ${run.longTaskList.map(([start, duration]) => `${duration} ms at ${(start / 1000).toFixed(1)} s`).join(', ')}` : ''}); JS heap peak: main ${run.heap.mainMb.toFixed(0)} MB, ` +
          `workers ${run.heap.workerMb.toFixed(0)} MB, sum ${run.heap.sumMb.toFixed(0)} MB (${run.heap.samples} samples, up to ${run.heap.workers} workers; before: ${run.heap.baselineSumMb.toFixed(0)} MB); load average ≤ ${run.loadAverage.toFixed(2)}`,
      );
      if (download) {
        check = await scanDownload(download, planted);
        rmSync(download, { force: true });
      }
    }
  } finally {
    rmSync(INPUT, { force: true });
  }
  const mid = (pick: (r: FileRun) => number) => median(runs.map(pick));
  const mbPerS = mid((r) => r.mbPerS);
  const longest = mid((r) => r.longestTaskMs);
  const heapSum = mid((r) => r.heap.sumMb);
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const downloadOk = check !== null && check.lineBreaks === log.lineBreaks && check.bytes > log.bytes / 2 && check.bytes < log.bytes * 2 && check.found.length === 0;
  console.log(`\n/tool file mode, ${size.toFixed(1)} MB of ${title} → ${MODE === 'mask' ? 'Mask file' : 'Replace file'} (median of ${RUNS}):`);
  console.log(`  end to end (file set → download offered): ${mbPerS.toFixed(1)} MB/s (${(mid((r) => r.doneMs) / 1000).toFixed(2)} s)   target ≥ ${FILE_TARGETS.mbPerS} MB/s: ${met(mbPerS >= FILE_TARGETS.mbPerS)}`);
  console.log(`  longest main-thread task (file set → chart and lists): ${longest.toFixed(0)} ms   target < ${FILE_TARGETS.longestTaskMs} ms: ${met(longest < FILE_TARGETS.longestTaskMs)}`);
  console.log(
    `  JS heap peak (V8 used heap, sampled every ${SAMPLE_EVERY_MS} ms): main thread + workers ${heapSum.toFixed(0)} MB ` +
      `(main ${mid((r) => r.heap.mainMb).toFixed(0)} MB, masking and search workers ${mid((r) => r.heap.workerMb).toFixed(0)} MB; Blob and ArrayBuffer contents not included)   target < ${FILE_TARGETS.heapMb} MB: ${met(heapSum < FILE_TARGETS.heapMb)}`,
  );
  console.log(
    check
      ? `  download: ${(check.bytes / MB).toFixed(1)} MB, ${check.lineBreaks.toLocaleString('en-US')} lines (input ${log.lineBreaks.toLocaleString('en-US')}); ` +
          `${planted.length - check.found.length} of ${planted.length} sampled planted values absent${check.found.length ? ` — FOUND: ${check.found.slice(0, 5).join(', ')}` : ''}: ${downloadOk ? 'OK' : 'FAILED'}`
      : '  download: not checked',
  );
  writeFileSync(
    path.join(RESULTS, `tool-file-${name}.json`),
    JSON.stringify(
      {
        log: name,
        inputMb: size,
        lines: log.lineBreaks,
        mode: MODE,
        measured: {
          mbPerS: 'input MB (1,048,576 bytes) / seconds from the file input\'s change event until the download link is in the page',
          longestTaskMs: 'longest Long Tasks API entry on the page\'s main thread from the change event until the Rules Distribution and chart are shown',
          heapMb: `peak V8 used heap (CDP Runtime.getHeapUsage) sampled every ${SAMPLE_EVERY_MS} ms: main thread, the workers (masking worker and its search workers) together, and their sum at the same sample; Blob and ArrayBuffer contents are outside the JS heap`,
        },
        targets: FILE_TARGETS,
        median: { mbPerS, longestTaskMs: longest, heapSumMb: heapSum, heapMainMb: mid((r) => r.heap.mainMb), heapWorkerMb: mid((r) => r.heap.workerMb) },
        met: { mbPerS: mbPerS >= FILE_TARGETS.mbPerS, longestTaskMs: longest < FILE_TARGETS.longestTaskMs, heapMb: heapSum < FILE_TARGETS.heapMb },
        download: check && { ...check, ok: downloadOk, planted: planted.length },
        runs,
        loadAverage: loadavg()[0],
        date: new Date().toISOString(),
      },
      null,
      2,
    ),
  );
  if (!downloadOk) process.exitCode = 1;
}
