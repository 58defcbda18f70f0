/**
 * `npm run bench`: the masking engine on a deterministic, realistic 1,000,000-character mixed log and on
 * ~1,000,000 characters of real logs (fixtures/real-logs), against a plain `/\S+/g` scan of each, two
 * other redaction libraries, and the speed guard: the engine of the commit in scripts/bench/reference.json timed
 * against this one, interleaved (scripts/bench/against-reference.ts). Figures go to stdout and
 * bench-results/latest.json (git-ignored).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { OpenRedaction } from 'openredaction';
import { SyncRedactor } from 'redact-pii';
import { MaskingEngine, type Mode } from '../lib/masking';
import { generateCorpus, score, type Corpus } from './bench/corpus';
import { baselineScan, timeInterleaved, type Timing } from './bench/interleave';
import { median } from './bench/median';
import { realLogText } from './bench/real-log-text';
import { ALLOWED_SLOWDOWN, compareEngines, describeRow, MODES, readReferenceChoice, unpackReference, type GuardRow } from './bench/against-reference';

const WARMUP = 5;
const RUNS = 15;

function engineRun(text: string, mode: Mode) {
  return new MaskingEngine().process(text, { mode });
}

type EngineResult = ReturnType<typeof engineRun>;
interface SizeTimings {
  baseline: Timing<number>;
  mask: Timing<EngineResult>;
  replace: Timing<EngineResult>;
  peakHeap: number;
}

/**
 * Baseline, mask and replace at both sizes of the synthetic corpus and on the real logs, and redact-pii at
 * 1M, interleaved.
 */
function measure(
  large: Corpus,
  small: Corpus,
  real: string,
  redact: (text: string) => string,
): { big: SizeTimings; little: SizeTimings; realLogs: SizeTimings; redactPii: Timing<string> } {
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
      baselineReal: () => baselineScan(real),
      maskReal: () => engineRun(real, 'mask'),
      replaceReal: () => engineRun(real, 'replace'),
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
    realLogs: size(t.baselineReal, t.maskReal, t.replaceReal, peakHeap),
    redactPii: t.redactPii1M as Timing<string>,
  };
}

/** An engine's timing as ratios to the scan of the same text: median over median, fastest round over fastest round. */
const ratiosOf = (run: Timing<unknown>, baseline: Timing<unknown>) => ({ medianRatio: run.ms / baseline.ms, fastestRatio: run.fastestMs / baseline.fastestMs });

/** The 10× guard's verdict: met in both measures, in one only (named), or not met. */
const verdict = (wall: boolean, cpu: boolean) => (wall && cpu ? 'met' : wall || cpu ? `met on ${wall ? 'wall' : 'CPU'} time only` : 'NOT met');
const GUARD_BLOCKS = 4;

/** The speed guard's rows (each engine timed in processes of its own), or why it could not be measured. */
function speedGuard(commit: string): GuardRow[] | string {
  const unpacked = unpackReference(commit);
  if ('reason' in unpacked) return unpacked.reason;
  console.error(`speed guard: this engine and ${commit}'s, ${GUARD_BLOCKS} blocks, each engine in a process of its own`);
  return compareEngines(unpacked.dir, GUARD_BLOCKS, (line) => console.error(line));
}
const mb = (chars: number, ms: number) => chars / 1e6 / (ms / 1000);
const f = (n: number, digits = 1) => n.toFixed(digits);

async function main() {
  const large = generateCorpus(1_000_000);
  const small = generateCorpus(100_000);
  if (large.text.length !== 1_000_000 || small.text.length !== 100_000) throw new Error('corpus length is wrong');

  const redactor = new SyncRedactor();
  const real = realLogText(1_000_000);
  const reference = readReferenceChoice();
  const { big, little, realLogs, redactPii } = measure(large, small, real, (text) => redactor.redact(text));
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

  const guard = speedGuard(reference.commit);
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
    realLogs: {
      chars: real.length,
      lines: real.split('\n').length - 1,
      baselineMs: realLogs.baseline.ms,
      baselineFastestMs: realLogs.baseline.fastestMs,
      mask: { ms: realLogs.mask.ms, fastestMs: realLogs.mask.fastestMs, mbPerS: mb(real.length, realLogs.mask.ms), fastestMbPerS: mb(real.length, realLogs.mask.fastestMs), detections: realLogs.mask.last.detections.length, ...ratiosOf(realLogs.mask, realLogs.baseline) },
      replace: { ms: realLogs.replace.ms, fastestMs: realLogs.replace.fastestMs, mbPerS: mb(real.length, realLogs.replace.ms), fastestMbPerS: mb(real.length, realLogs.replace.fastestMs), detections: realLogs.replace.last.detections.length, ...ratiosOf(realLogs.replace, realLogs.baseline) },
    },
    speedGuard: typeof guard === 'string' ? { commit: reference.commit, notMeasured: guard } : { commit: reference.commit, allowedSlowdown: ALLOWED_SLOWDOWN, rows: guard },
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
    `  mask     ${f(big.mask.ms, 2)} ms / ${f(big.mask.cpuMs, 2)} ms CPU  ${f(results.mask.mbPerS)} MB/s  ${results.mask.detections} detections  ${f(results.mask.ratioToBaseline, 2)}× the baseline's median (CPU ${f(results.mask.cpuRatioToBaseline, 2)}×); fastest round ${f(big.mask.fastestMs, 2)} ms, ${f(big.mask.fastestMs / big.baseline.fastestMs, 2)}× the baseline's fastest`,
    `  replace  ${f(big.replace.ms, 2)} ms / ${f(big.replace.cpuMs, 2)} ms CPU  ${f(results.replace.mbPerS)} MB/s  ${results.replace.detections} detections  ${f(results.replace.ratioToBaseline, 2)}× the baseline's median (CPU ${f(results.replace.cpuRatioToBaseline, 2)}×); fastest round ${f(big.replace.fastestMs, 2)} ms, ${f(big.replace.fastestMs / big.baseline.fastestMs, 2)}× the baseline's fastest`,
    `  peak heap ${f(results.peakHeapMB)} MB`,
    `100,000 chars     baseline ${f(little.baseline.ms, 2)} ms  mask ${f(little.mask.ms, 2)} ms / ${f(little.mask.cpuMs, 2)} CPU  replace ${f(little.replace.ms, 2)} ms / ${f(little.replace.cpuMs, 2)} CPU  ${results.at100k.detections} detections`,
    `10× input costs   mask ${f(results.scaling10x.mask, 2)}× (CPU ${f(results.scaling10x.maskCpu, 2)}×)  replace ${f(results.scaling10x.replace, 2)}× (CPU ${f(results.scaling10x.replaceCpu, 2)}×)  baseline ${f(results.scaling10x.baseline, 2)}× (target ≤ 11×)`,
    `real logs ${results.realLogs.chars.toLocaleString('en-US')} chars (${results.realLogs.lines} lines of fixtures/real-logs, labels stripped, sources repeated in turn)   baseline /\\S+/g ${f(realLogs.baseline.ms, 2)} ms (fastest round ${f(realLogs.baseline.fastestMs, 2)} ms)`,
    ...MODES.map((mode) => {
      const r = results.realLogs[mode];
      return `  ${mode.padEnd(8)} ${f(r.ms, 2)} ms  ${f(r.mbPerS)} MB/s  ${f(r.medianRatio, 2)}× the baseline's median; fastest round ${f(r.fastestMs, 2)} ms  ${f(r.fastestMbPerS)} MB/s  ${f(r.fastestRatio, 2)}× the baseline's fastest  ${r.detections} detections`;
    }),
    `guards, wall / CPU medians: 10× input: mask ${f(results.scaling10x.mask, 2)}× / ${f(results.scaling10x.maskCpu, 2)}×, replace ${f(results.scaling10x.replace, 2)}× / ${f(results.scaling10x.replaceCpu, 2)}× time ` +
      `(≤ 11× in both modes: ${verdict(Math.max(results.scaling10x.mask, results.scaling10x.replace) <= 11, Math.max(results.scaling10x.maskCpu, results.scaling10x.replaceCpu) <= 11)}); ` +
      `${f(results.redactPii.speedupOfOurMask, 1)}× / ${f(redactPii.cpuMs / big.mask.cpuMs, 1)}× faster than redact-pii`,
    typeof guard === 'string'
      ? `speed guard not measured: ${guard}`
      : `speed against the engine of ${reference.commit} (${reference.why.split(':')[0]}), each in processes of its own taking turns in this run; median of ${GUARD_BLOCKS} blocks, at most ${Math.round((ALLOWED_SLOWDOWN - 1) * 100)}% slower:\n${guard.map(describeRow).join('\n')}`,
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
