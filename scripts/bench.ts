/**
 * `npm run bench`: the masking engine on a deterministic, realistic 1,000,000-character mixed log,
 * against a plain `/\S+/g` scan and two other redaction libraries. Figures go to stdout and
 * bench-results/latest.json (git-ignored).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { OpenRedaction } from 'openredaction';
import { SyncRedactor } from 'redact-pii';
import { MaskingEngine, type Mode } from '../lib/masking';
import { generateCorpus, score, type Corpus } from './bench/corpus';
import { median } from './bench/median';

const WARMUP = 5;
const RUNS = 15;

function baselineScan(text: string): number {
  const words = /\S+/g;
  let count = 0;
  while (words.exec(text) !== null) count++;
  return count;
}

function engineRun(text: string, mode: Mode) {
  return new MaskingEngine().process(text, { mode });
}

/** Medians of the timed rounds, the fastest round (wall and CPU) and the job's result. */
type Timing<T> = { ms: number; cpuMs: number; fastestMs: number; fastestCpuMs: number; last: T };

/**
 * Times several jobs in interleaved rounds (every job once per round, after warm-up rounds) and takes
 * medians. On a shared machine the load drifts during a run; interleaving gives the 1M and 100k runs and
 * the baseline the same conditions, so the ratios between them (target and scaling) stay meaningful.
 *
 * No job's result is kept while the others run: a garbage collection inside the baseline would otherwise
 * copy the engine's large live result and charge that to the baseline (it made the baseline read 5–7 ms
 * instead of about 3 ms, and every ratio to it look better than it is). The results are taken from one
 * more, untimed, run of each job afterwards.
 */
function timeInterleaved<K extends string>(jobs: Record<K, () => unknown>, runs: number, warmup: number): Record<K, Timing<unknown>> {
  const names = Object.keys(jobs) as K[];
  const wall = new Map<K, number[]>(names.map((name) => [name, []]));
  const cpu = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < warmup + runs; round++) {
    for (const name of names) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      jobs[name]();
      const elapsed = performance.now() - start;
      const used = process.cpuUsage(cpuStart);
      if (round < warmup) continue;
      wall.get(name)!.push(elapsed);
      cpu.get(name)!.push((used.user + used.system) / 1000);
    }
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      { ms: median(wall.get(name)!), cpuMs: median(cpu.get(name)!), fastestMs: Math.min(...wall.get(name)!), fastestCpuMs: Math.min(...cpu.get(name)!), last: jobs[name]() },
    ]),
  ) as Record<K, Timing<unknown>>;
}

type EngineResult = ReturnType<typeof engineRun>;
interface SizeTimings {
  baseline: Timing<number>;
  mask: Timing<EngineResult>;
  replace: Timing<EngineResult>;
  peakHeap: number;
}

/** Baseline, mask and replace at both sizes and redact-pii at 1M, interleaved. */
function measure(large: Corpus, small: Corpus, redact: (text: string) => string): { big: SizeTimings; little: SizeTimings; redactPii: Timing<string> } {
  let peakHeap = process.memoryUsage().heapUsed;
  const track = <T>(value: T) => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    return value;
  };
  const t = timeInterleaved(
    {
      baseline1M: () => baselineScan(large.text),
      mask1M: () => track(engineRun(large.text, 'mask')),
      replace1M: () => track(engineRun(large.text, 'replace')),
      baseline100k: () => baselineScan(small.text),
      mask100k: () => engineRun(small.text, 'mask'),
      replace100k: () => engineRun(small.text, 'replace'),
      redactPii1M: () => redact(large.text),
    },
    RUNS,
    WARMUP,
  );
  const size = (baseline: Timing<unknown>, mask: Timing<unknown>, replace: Timing<unknown>, heap: number): SizeTimings => ({
    baseline: baseline as Timing<number>,
    mask: mask as Timing<EngineResult>,
    replace: replace as Timing<EngineResult>,
    peakHeap: heap,
  });
  return {
    big: size(t.baseline1M, t.mask1M, t.replace1M, peakHeap),
    little: size(t.baseline100k, t.mask100k, t.replace100k, peakHeap),
    redactPii: t.redactPii1M as Timing<string>,
  };
}

/**
 * The mask target is judged against the baseline's median and against its fastest round, and met only
 * when both are within 10×. The baseline allocates little, yet a collection left by another job can land
 * in its rounds and inflate its median by half or more (4.3 ms instead of 2.6 ms, while the same run's
 * 100,000-character baseline stays at 0.26 ms). Its fastest round is its own cost; the mask is
 * still judged by its median, its own collections included.
 */
const verdict = (wall: boolean, cpu: boolean) => (wall && cpu ? 'met' : wall || cpu ? `met on ${wall ? 'wall' : 'CPU'} time only` : 'NOT met');
const mb = (chars: number, ms: number) => chars / 1e6 / (ms / 1000);
const f = (n: number, digits = 1) => n.toFixed(digits);

async function main() {
  const large = generateCorpus(1_000_000);
  const small = generateCorpus(100_000);
  if (large.text.length !== 1_000_000 || small.text.length !== 100_000) throw new Error('corpus length is wrong');

  const redactor = new SyncRedactor();
  const { big, little, redactPii } = measure(large, small, (text) => redactor.redact(text));
  const ours = score(large, big.mask.last.output);
  const oursReplace = score(large, big.replace.last.output);
  const engine = new MaskingEngine();
  const restoredExactly = engine.restore(engine.process(large.text, { mode: 'replace' }).output) === large.text;

  const redactPiiScore = score(large, redactPii.last);

  const open = new OpenRedaction({ redactionMode: 'placeholder' } as ConstructorParameters<typeof OpenRedaction>[0]);
  const openTimes: number[] = [];
  let openOutput = '';
  let openError = '';
  try {
    // openredaction takes about a minute per megabyte here: warm up on the small corpus, time one run.
    await open.detect(small.text);
    const start = performance.now();
    openOutput = (await open.detect(large.text)).redacted;
    openTimes.push(performance.now() - start);
  } catch (error) {
    openError = error instanceof Error ? error.message : String(error);
  }
  const openScore = openOutput ? score(large, openOutput) : null;

  const results = {
    corpus: { chars: large.text.length, lines: large.text.split('\n').length, plantedOccurrences: large.planted.length, uniquePlanted: ours.uniquePlanted, benignOccurrences: [...large.benign.values()].reduce((a, b) => a + b, 0) },
    loadAverage: loadavg()[0],
    baselineMs: big.baseline.ms,
    baselineCpuMs: big.baseline.cpuMs,
    baselineFastestMs: big.baseline.fastestMs,
    baselineFastestCpuMs: big.baseline.fastestCpuMs,
    mask: {
      ms: big.mask.ms,
      cpuMs: big.mask.cpuMs,
      mbPerS: mb(1e6, big.mask.ms),
      detections: big.mask.last.detections.length,
      ratioToBaseline: big.mask.ms / big.baseline.ms,
      cpuRatioToBaseline: big.mask.cpuMs / big.baseline.cpuMs,
      ratioToFastestBaseline: big.mask.ms / big.baseline.fastestMs,
      cpuRatioToFastestBaseline: big.mask.cpuMs / big.baseline.fastestCpuMs,
    },
    replace: { ms: big.replace.ms, cpuMs: big.replace.cpuMs, mbPerS: mb(1e6, big.replace.ms), detections: big.replace.last.detections.length, ratioToBaseline: big.replace.ms / big.baseline.ms, cpuRatioToBaseline: big.replace.cpuMs / big.baseline.cpuMs },
    peakHeapMB: big.peakHeap / 1048576,
    at100k: { baselineMs: little.baseline.ms, maskMs: little.mask.ms, replaceMs: little.replace.ms, maskCpuMs: little.mask.cpuMs, replaceCpuMs: little.replace.cpuMs, detections: little.mask.last.detections.length },
    scaling10x: { mask: big.mask.ms / little.mask.ms, replace: big.replace.ms / little.replace.ms, baseline: big.baseline.ms / little.baseline.ms, maskCpu: big.mask.cpuMs / little.mask.cpuMs, replaceCpu: big.replace.cpuMs / little.replace.cpuMs },
    ours: { leftPlantedMask: ours.leftPlanted, leftPlantedReplace: oursReplace.leftPlanted, leftKinds: ours.leftKinds, alteredBenignMask: ours.alteredBenign, alteredBenignReplace: oursReplace.alteredBenign, restoredExactly },
    redactPii: { ms: redactPii.ms, cpuMs: redactPii.cpuMs, leftPlanted: redactPiiScore.leftPlanted, leftKinds: redactPiiScore.leftKinds, alteredBenign: redactPiiScore.alteredBenign, speedupOfOurMask: redactPii.ms / big.mask.ms },
    openredaction: openScore
      ? { ms: median(openTimes), leftPlanted: openScore.leftPlanted, leftKinds: openScore.leftKinds, alteredBenign: openScore.alteredBenign, speedupOfOurMask: median(openTimes) / big.mask.ms }
      : { error: openError },
  };

  const lines = [
    `PasteSafe engine benchmark — Node ${process.version}, ${RUNS} timed rounds after ${WARMUP} warm-up (sizes, baseline and redact-pii interleaved), medians (wall ms / CPU ms); load average ${f(results.loadAverage, 2)}`,
    `corpus: ${results.corpus.chars} chars, ${results.corpus.lines} lines, ${results.corpus.plantedOccurrences} planted sensitive values (${results.corpus.uniquePlanted} distinct), ${results.corpus.benignOccurrences} benign token occurrences`,
    '',
    `1,000,000 chars   baseline /\\S+/g ${f(big.baseline.ms, 2)} ms / ${f(big.baseline.cpuMs, 2)} ms CPU (fastest round ${f(big.baseline.fastestMs, 2)} ms / ${f(big.baseline.fastestCpuMs, 2)} ms CPU)`,
    `  mask     ${f(big.mask.ms, 2)} ms / ${f(big.mask.cpuMs, 2)} ms CPU  ${f(results.mask.mbPerS)} MB/s  ${results.mask.detections} detections  ${f(results.mask.ratioToBaseline, 2)}× the baseline's median (CPU ${f(results.mask.cpuRatioToBaseline, 2)}×), ${f(results.mask.ratioToFastestBaseline, 2)}× its fastest round (CPU ${f(results.mask.cpuRatioToFastestBaseline, 2)}×); target ≤ 10× of both`,
    `  replace  ${f(big.replace.ms, 2)} ms / ${f(big.replace.cpuMs, 2)} ms CPU  ${f(results.replace.mbPerS)} MB/s  ${results.replace.detections} detections  ${f(results.replace.ratioToBaseline, 2)}× baseline (CPU ${f(results.replace.cpuRatioToBaseline, 2)}×)`,
    `  peak heap ${f(results.peakHeapMB)} MB`,
    `100,000 chars     baseline ${f(little.baseline.ms, 2)} ms  mask ${f(little.mask.ms, 2)} ms / ${f(little.mask.cpuMs, 2)} CPU  replace ${f(little.replace.ms, 2)} ms / ${f(little.replace.cpuMs, 2)} CPU  ${results.at100k.detections} detections`,
    `10× input costs   mask ${f(results.scaling10x.mask, 2)}× (CPU ${f(results.scaling10x.maskCpu, 2)}×)  replace ${f(results.scaling10x.replace, 2)}× (CPU ${f(results.scaling10x.replaceCpu, 2)}×)  baseline ${f(results.scaling10x.baseline, 2)}× (target ≤ 11×)`,
    `targets, wall / CPU medians: mask ${f(results.mask.ratioToBaseline, 2)}× / ${f(results.mask.cpuRatioToBaseline, 2)}× the baseline's median, ` +
      `${f(results.mask.ratioToFastestBaseline, 2)}× / ${f(results.mask.cpuRatioToFastestBaseline, 2)}× its fastest round ` +
      `(≤ 10× of both: ${verdict(Math.max(results.mask.ratioToBaseline, results.mask.ratioToFastestBaseline) <= 10, Math.max(results.mask.cpuRatioToBaseline, results.mask.cpuRatioToFastestBaseline) <= 10)}); ` +
      `10× input: mask ${f(results.scaling10x.mask, 2)}× / ${f(results.scaling10x.maskCpu, 2)}×, replace ${f(results.scaling10x.replace, 2)}× / ${f(results.scaling10x.replaceCpu, 2)}× time ` +
      `(≤ 11× in both modes: ${verdict(Math.max(results.scaling10x.mask, results.scaling10x.replace) <= 11, Math.max(results.scaling10x.maskCpu, results.scaling10x.replaceCpu) <= 11)}); ` +
      `${f(results.redactPii.speedupOfOurMask, 1)}× / ${f(redactPii.cpuMs / big.mask.cpuMs, 1)}× faster than redact-pii`,
    '',
    `PasteSafe   leaves ${ours.leftPlanted}/${ours.uniquePlanted} planted values (mask), ${oursReplace.leftPlanted} (replace); alters ${ours.alteredBenign} benign occurrences (mask), ${oursReplace.alteredBenign} (replace); restore exact: ${restoredExactly}`,
    ours.leftPlanted ? `            left kinds: ${JSON.stringify(ours.leftKinds)}` : '',
    `redact-pii  ${f(redactPii.ms)} ms / ${f(redactPii.cpuMs)} ms CPU  leaves ${redactPiiScore.leftPlanted}/${ours.uniquePlanted}  alters ${redactPiiScore.alteredBenign} benign  (our mask is ${f(results.redactPii.speedupOfOurMask)}× faster; CPU ${f(redactPii.cpuMs / big.mask.cpuMs)}×)`,
    `            left kinds: ${JSON.stringify(redactPiiScore.leftKinds)}`,
    openScore
      ? `openredaction ${f(median(openTimes))} ms (one run)  leaves ${openScore.leftPlanted}/${ours.uniquePlanted}  alters ${openScore.alteredBenign} benign  (our mask is ${f(median(openTimes) / big.mask.ms)}× faster)\n            left kinds: ${JSON.stringify(openScore.leftKinds)}`
      : `openredaction failed: ${openError}`,
  ].filter((line) => line !== '');
  console.log(lines.join('\n'));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
