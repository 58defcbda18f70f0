/**
 * The speed guard of `npm run bench`: the current engine timed against a reference engine (another commit's
 * lib/masking, unpacked from git), on the same texts, in the same run.
 *
 * A live comparison and not recorded figures: the machines are shared, and a ratio to anything measured at
 * another time (or to a scan that takes 2–3 ms, which one collection can double) moves by a third or more
 * between runs. Each engine is timed in fresh processes of its own (time-engine.ts: one V8 shaped by one
 * engine only), the two taking turns, block after block, the order swapped every block; the verdict is on the
 * median over the blocks of current ÷ reference (wall-clock medians of the rounds of each process).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Mode } from '../../lib/masking';
import { median } from './median';

export const CORPORA = ['synthetic', 'realLogs'] as const;
export type CorpusName = (typeof CORPORA)[number];
export const MODES = ['mask', 'replace'] as const satisfies readonly Mode[];

/** How much slower than the reference the engine may get: the issue that chose the reference says (reference.json). */
export const ALLOWED_SLOWDOWN: number = (JSON.parse(readFileSync(join(__dirname, 'reference.json'), 'utf8')) as { allowedSlowdown: number }).allowedSlowdown;
const WARMUP = 5;
const RUNS = 15;
const ROOT = resolve(__dirname, '..', '..');
const REFERENCE_FILE = join(__dirname, 'reference.json');

/** scripts/bench/reference.json: which commit's engine is the yardstick, and why that one. */
export interface ReferenceChoice {
  commit: string;
  why: string;
  allowedSlowdown: number;
}

export function readReferenceChoice(): ReferenceChoice {
  return JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as ReferenceChoice;
}

/**
 * Unpacks `git archive <commit> lib` into bench-results/reference-<commit>/ (inside the repository, so its
 * imports of packages resolve to this node_modules) and returns that folder, or why it cannot: a clone
 * without that commit (a shallow one, say) or without git.
 */
export function unpackReference(commit: string): { dir: string } | { reason: string } {
  const dir = join(ROOT, 'bench-results', `reference-${commit}`);
  if (existsSync(join(dir, 'lib', 'masking', 'index.ts'))) return { dir };
  let tar: Buffer;
  try {
    tar = execFileSync('git', ['archive', '--format=tar', commit, 'lib'], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { reason: `git cannot give commit ${commit}'s lib/ here (${stderr || (error as Error).message}); a shallow clone lacks it: git fetch --unshallow` };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return { dir };
}

/** One engine's figures on one corpus and mode, the median over the blocks. */
export interface EngineFigures {
  ms: number;
  fastestMs: number;
  cpuMs: number;
  mbPerS: number;
}

export interface GuardRow {
  corpus: CorpusName;
  mode: Mode;
  current: EngineFigures;
  reference: EngineFigures;
  /** current ÷ reference, each the median over the blocks of that block's ratio. */
  ratio: { median: number; fastest: number; cpu: number };
  /** Per block, current ÷ reference of the wall-clock medians: how much the measurement moved. */
  blockRatios: number[];
  within: boolean;
}

/** What time-engine.ts prints: per `corpus/mode`, the median and fastest round (wall ms), the median CPU ms and the text's length. */
export type EngineTimings = Record<string, { ms: number; fastestMs: number; cpuMs: number; chars: number }>;

const CURRENT = ROOT;
const TIME_ENGINE = join(__dirname, 'time-engine.ts');

/** Times the engine of `dir` (a folder holding lib/masking) in a fresh process. */
function timeEngine(dir: string): EngineTimings {
  const out = execFileSync(process.execPath, ['--import', 'tsx', TIME_ENGINE, dir, String(RUNS), String(WARMUP)], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').pop()!) as EngineTimings;
}

/**
 * Times this engine and the one in `referenceDir` (each in processes of its own, see above), `blocks`
 * times, and gives one row per corpus and mode. `log` receives a line per block.
 */
export function compareEngines(referenceDir: string, blocks: number, log: (line: string) => void = () => {}): GuardRow[] {
  const perBlock: Array<{ current: EngineTimings; reference: EngineTimings }> = [];
  for (let block = 0; block < blocks; block++) {
    const first = block % 2 === 0 ? 'current' : 'reference';
    const timings = {} as { current: EngineTimings; reference: EngineTimings };
    for (const side of first === 'current' ? (['current', 'reference'] as const) : (['reference', 'current'] as const)) timings[side] = timeEngine(side === 'current' ? CURRENT : referenceDir);
    perBlock.push(timings);
    const ratios = CORPORA.flatMap((corpus) => MODES.map((mode) => `${corpus} ${mode} ${(timings.current[`${corpus}/${mode}`].ms / timings.reference[`${corpus}/${mode}`].ms).toFixed(2)}`));
    log(`  block ${block + 1}/${blocks} (each engine in a process of its own, ${first} first; ${RUNS} rounds after ${WARMUP} warm-up), current ÷ reference: ${ratios.join(', ')}`);
  }
  const figures = (side: 'current' | 'reference', key: string): EngineFigures => {
    const ms = median(perBlock.map((t) => t[side][key].ms));
    return { ms, fastestMs: median(perBlock.map((t) => t[side][key].fastestMs)), cpuMs: median(perBlock.map((t) => t[side][key].cpuMs)), mbPerS: perBlock[0][side][key].chars / 1e6 / (ms / 1000) };
  };
  return CORPORA.flatMap((corpus) =>
    MODES.map((mode): GuardRow => {
      const key = `${corpus}/${mode}`;
      const ratioOf = (field: 'ms' | 'fastestMs' | 'cpuMs') => median(perBlock.map((t) => t.current[key][field] / t.reference[key][field]));
      const ratio = { median: ratioOf('ms'), fastest: ratioOf('fastestMs'), cpu: ratioOf('cpuMs') };
      return {
        corpus,
        mode,
        current: figures('current', key),
        reference: figures('reference', key),
        ratio,
        blockRatios: perBlock.map((t) => t.current[key].ms / t.reference[key].ms),
        within: ratio.median <= ALLOWED_SLOWDOWN,
      };
    }),
  );
}

/** A slowdown factor as a signed percentage: 1.07 → "7% slower", 0.95 → "5% faster". */
const signed = (factor: number) => (factor >= 1 ? `${Math.round((factor - 1) * 100)}% slower` : `${Math.round((1 - factor) * 100)}% faster`);

export function describeRow(row: GuardRow): string {
  const f = (n: number, digits = 2) => n.toFixed(digits);
  return (
    `  ${row.corpus.padEnd(9)} ${row.mode.padEnd(7)} current ${f(row.current.mbPerS, 1)} MB/s, reference ${f(row.reference.mbPerS, 1)} MB/s: ` +
    `current ÷ reference ${f(row.ratio.median)} (${signed(row.ratio.median)}; blocks ${row.blockRatios.map((r) => f(r)).join(', ')}; fastest rounds ${f(row.ratio.fastest)}, CPU ${f(row.ratio.cpu)}): ` +
    `${row.within ? 'met' : 'NOT met'}`
  );
}
