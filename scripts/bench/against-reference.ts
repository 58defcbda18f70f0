/**
 * The speed guard of `npm run bench`: the current engine timed against a reference engine (another commit's
 * lib/masking, unpacked from git) in the same process, rounds interleaved, on the same texts.
 *
 * A live comparison and not recorded figures: the machines are shared, and a ratio to anything measured at
 * another time (or to a scan that takes 2–3 ms, which one collection can double) moves by a third or more
 * between runs, while two engines timed turn about see the same load. Each block is RUNS interleaved rounds
 * after WARMUP; the verdict is on the median over the blocks of current ÷ reference (wall-clock medians).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Mode } from '../../lib/masking';
import { timeInterleaved, type Timing } from './interleave';
import { median } from './median';

export const CORPORA = ['synthetic', 'realLogs'] as const;
export type CorpusName = (typeof CORPORA)[number];
export const MODES = ['mask', 'replace'] as const satisfies readonly Mode[];

/** How much slower than the reference the engine may get (issue 16: at most 15%). */
export const ALLOWED_SLOWDOWN = 1.15;
const WARMUP = 5;
const RUNS = 15;

const ROOT = resolve(__dirname, '..', '..');
const REFERENCE_FILE = join(__dirname, 'reference.json');

type Engine = { process(text: string, options: { mode: Mode }): unknown };
export type EngineClass = new () => Engine;

/** scripts/bench/reference.json: which commit's engine is the yardstick, and why that one. */
export interface ReferenceChoice {
  commit: string;
  why: string;
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

export async function loadEngine(dir: string): Promise<EngineClass> {
  const loaded = (await import(join(dir, 'lib', 'masking', 'index.ts'))) as { MaskingEngine: EngineClass };
  return loaded.MaskingEngine;
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

type Key = `${CorpusName}/${'current' | 'reference'}/${Mode}`;

/**
 * Times both engines in both modes on every text, `blocks` times RUNS interleaved rounds, and gives one row
 * per corpus and mode. `log` receives a line per block.
 */
export function compareEngines(engines: Record<'current' | 'reference', EngineClass>, texts: Record<CorpusName, string>, blocks: number, log: (line: string) => void = () => {}): GuardRow[] {
  const jobs = {} as Record<Key, () => unknown>;
  for (const corpus of CORPORA) {
    for (const engine of ['current', 'reference'] as const) {
      for (const mode of MODES) jobs[`${corpus}/${engine}/${mode}`] = () => new engines[engine]().process(texts[corpus], { mode });
    }
  }
  const perBlock: Record<Key, Timing<unknown>>[] = [];
  for (let block = 0; block < blocks; block++) {
    const timed = timeInterleaved(jobs, RUNS, WARMUP);
    perBlock.push(timed);
    const ratios = CORPORA.flatMap((corpus) => MODES.map((mode) => `${corpus} ${mode} ${(timed[`${corpus}/current/${mode}`].ms / timed[`${corpus}/reference/${mode}`].ms).toFixed(2)}`));
    log(`  block ${block + 1}/${blocks} (${RUNS} rounds after ${WARMUP} warm-up), current ÷ reference: ${ratios.join(', ')}`);
  }
  const figures = (key: Key, chars: number): EngineFigures => {
    const ms = median(perBlock.map((t) => t[key].ms));
    return { ms, fastestMs: median(perBlock.map((t) => t[key].fastestMs)), cpuMs: median(perBlock.map((t) => t[key].cpuMs)), mbPerS: chars / 1e6 / (ms / 1000) };
  };
  return CORPORA.flatMap((corpus) =>
    MODES.map((mode): GuardRow => {
      const now: Key = `${corpus}/current/${mode}`;
      const then: Key = `${corpus}/reference/${mode}`;
      const ratioOf = (field: 'ms' | 'fastestMs' | 'cpuMs') => median(perBlock.map((t) => t[now][field] / t[then][field]));
      const blockRatios = perBlock.map((t) => t[now].ms / t[then].ms);
      const ratio = { median: ratioOf('ms'), fastest: ratioOf('fastestMs'), cpu: ratioOf('cpuMs') };
      return {
        corpus,
        mode,
        current: figures(now, texts[corpus].length),
        reference: figures(then, texts[corpus].length),
        ratio,
        blockRatios,
        within: ratio.median <= ALLOWED_SLOWDOWN,
      };
    }),
  );
}

/** A slowdown factor as a signed percentage: 1.07 → "7% slower", 0.95 → "5% faster". */
export const signed = (factor: number) => (factor >= 1 ? `${Math.round((factor - 1) * 100)}% slower` : `${Math.round((1 - factor) * 100)}% faster`);

export function describeRow(row: GuardRow): string {
  const f = (n: number, digits = 2) => n.toFixed(digits);
  return (
    `  ${row.corpus.padEnd(9)} ${row.mode.padEnd(7)} current ${f(row.current.mbPerS, 1)} MB/s, reference ${f(row.reference.mbPerS, 1)} MB/s: ` +
    `current ÷ reference ${f(row.ratio.median)} (${signed(row.ratio.median)}; blocks ${row.blockRatios.map((r) => f(r)).join(', ')}; fastest rounds ${f(row.ratio.fastest)}, CPU ${f(row.ratio.cpu)}): ` +
    `${row.within ? 'met' : 'NOT met'}`
  );
}
