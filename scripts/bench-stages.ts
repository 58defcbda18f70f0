/**
 * `npx tsx scripts/bench-stages.ts`: where the engine's time goes. Runs the stages of
 * MaskingEngine.process() one by one on the 1,000,000-character bench log, timing each, in both modes (`--real`: on the real-log corpus's text instead);
 * prints the median and fastest round of each stage (wall ms) and its share of the median total. The
 * stages are called as process() calls them, and every round's output and detections are checked
 * against process() itself, so the figures stop if the pipeline here and the engine's drift apart.
 */
import { loadavg } from 'node:os';
import { findCustomValues } from '../lib/masking/find/custom-values';
import { findKeywordValues } from '../lib/masking/find/keyword-values';
import { holdLabels, withLabelsAsWords } from '../lib/masking/find/labels';
import { findOtherOccurrences } from '../lib/masking/find/other-occurrences';
import { findPatternValues } from '../lib/masking/find/pattern-values';
import { LABEL_START, findRuleKeywords } from '../lib/masking/find/rule-keywords';
import { readText } from '../lib/masking/find/text';
import { MaskingEngine, type MaskResult, type Mode } from '../lib/masking';
import { renderOutput } from '../lib/masking/render/render-output';
import { Claims } from '../lib/masking/resolve/claims';
import { MappingStore } from '../lib/masking/substitute/mapping-store';
import { substitute } from '../lib/masking/substitute/substitute';
import { customValues, validateRun } from '../lib/masking/validate/validate-run';
import { generateCorpus } from './bench/corpus';
import { realLogText } from './bench/real-log-text';
import { median } from './bench/median';

const WARMUP = 5;
const RUNS = 25;

const STAGES = ['validate', 'read text', 'rule keywords', 'hold labels', 'find custom', 'find patterns', 'find keywords', 'other occurrences', 'substitute', 'render'] as const;
type Stage = (typeof STAGES)[number];
interface Timings {
  wall: Map<Stage, number[]>;
  cpu: Map<Stage, number[]>;
}
const timings = (): Timings => ({ wall: new Map(STAGES.map((stage) => [stage, []])), cpu: new Map(STAGES.map((stage) => [stage, []])) });

/** One process() of a fresh session, stage by stage (each stage as process() calls it). */
function stagedRun(input: string, mode: Mode, times: Timings | null): MaskResult {
  const store = new MappingStore(Math.random);
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  const lap = (stage: Stage) => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    times?.wall.get(stage)!.push(now - last);
    times?.cpu.get(stage)!.push((cpu.user + cpu.system) / 1000);
    last = now;
    lastCpu = process.cpuUsage();
  };
  const run = validateRun(input, { mode });
  lap('validate');
  if (!run.ok) throw new Error('the bench log did not validate');
  const text = readText(input);
  lap('read text');
  const claims = new Claims(text, run.allowed);
  const keywords = findRuleKeywords(text);
  lap('rule keywords');
  const scanned = withLabelsAsWords(text, holdLabels(text, keywords, claims));
  const scannedKeywords = scanned === text ? keywords : findRuleKeywords(scanned);
  lap('hold labels');
  findCustomValues(scanned, customValues(store.manualEntries(), run), claims);
  lap('find custom');
  findPatternValues(scanned, run.disabled, scannedKeywords, claims);
  lap('find patterns');
  findKeywordValues(scanned, run.disabled, scannedKeywords, claims);
  lap('find keywords');
  claims.useKnown(store);
  findOtherOccurrences(scanned, claims);
  lap('other occurrences');
  const detections = substitute(text, claims.resolved(), run.mode, store, keywords.has(LABEL_START));
  lap('substitute');
  const output = renderOutput(input, detections);
  lap('render');
  return { output, detections };
}

/** Positions and types must match process(); replace-mode fakes are shuffled at random, so only mask output is compared whole. */
function checkAgainstEngine(input: string, mode: Mode, staged: MaskResult): void {
  const engine = new MaskingEngine().process(input, { mode });
  const same =
    engine.detections.length === staged.detections.length &&
    engine.detections.every((d, i) => d.start === staged.detections[i].start && d.end === staged.detections[i].end && d.type === staged.detections[i].type) &&
    (mode === 'replace' || engine.output === staged.output);
  if (!same) throw new Error(`the staged pipeline no longer matches MaskingEngine.process() (${mode}): update this script`);
}

function main() {
  const real = process.argv.includes('--real');
  const text = real ? realLogText(1_000_000) : generateCorpus(1_000_000).text;
  for (const mode of ['mask', 'replace'] as const) checkAgainstEngine(text, mode, stagedRun(text, mode, null));
  const times = { mask: timings(), replace: timings() };
  for (let round = 0; round < WARMUP + RUNS; round++) {
    for (const mode of ['mask', 'replace'] as const) stagedRun(text, mode, round < WARMUP ? null : times[mode]);
  }
  console.log(
    `Stage costs on the 1,000,000-character ${real ? 'real-log text (fixtures/real-logs, labels stripped)' : 'bench log'}, Node ${process.version}, load average ${loadavg()[0].toFixed(2)}, ${RUNS} rounds after ${WARMUP} warm-up.\n` +
      'Per stage: wall ms median (fastest), CPU ms median (fastest), share of the summed CPU medians.',
  );
  const cell = (values: number[]) => `${median(values).toFixed(2).padStart(7)} (${Math.min(...values).toFixed(2).padStart(6)})`;
  for (const mode of ['mask', 'replace'] as const) {
    const { wall, cpu } = times[mode];
    const sum = (by: Map<Stage, number[]>) => STAGES.reduce((total, stage) => total + median(by.get(stage)!), 0);
    const cpuTotal = sum(cpu);
    console.log(`\n${mode}: ${sum(wall).toFixed(1)} ms wall, ${cpuTotal.toFixed(1)} ms CPU (sums of the stage medians)`);
    for (const stage of STAGES) {
      console.log(`  ${stage.padEnd(18)} ${cell(wall.get(stage)!)}  ${cell(cpu.get(stage)!)}  ${((median(cpu.get(stage)!) / cpuTotal) * 100).toFixed(0).padStart(3)}%`);
    }
  }
}

main();
