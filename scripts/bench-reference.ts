/**
 * Measures a reference engine (another checkout's lib/masking) against this one, in one process, on the
 * two benchmark corpora (the synthetic 1,000,000-character log and ~1,000,000 characters of real logs),
 * every job interleaved round by round with a `/\S+/g` scan of each corpus. Prints MB/s and the ratio of
 * each engine to the scan (median over median, fastest round over fastest round) for several blocks of
 * rounds, then the median of the blocks. With --write it records the reference engine's ratios in
 * scripts/bench/reference.json, which `npm run bench` guards against (15% slower at most).
 *
 * Usage: tsx scripts/bench-reference.ts <checkout> --commit <sha> [--blocks 3] [--write]
 *   <checkout> holds the reference's lib/masking (e.g. `git archive <sha> lib | tar -x -C /tmp/ref` with a
 *   node_modules link, or a `git worktree add`).
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { MaskingEngine, type Mode } from '../lib/masking';
import { generateCorpus } from './bench/corpus';
import { baselineScan, timeInterleaved, type Timing } from './bench/interleave';
import { median } from './bench/median';
import { realLogText } from './bench/real-log-text';
import { CORPORA, MODES, REFERENCE_FILE, type CorpusName, type ReferenceFile, type Ratios } from './bench/reference';

const WARMUP = 5;
const RUNS = 15;

type Engine = { process(text: string, options: { mode: Mode }): unknown };
type EngineClass = new () => Engine;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const f = (n: number, digits = 2) => n.toFixed(digits);
const mb = (chars: number, ms: number) => chars / 1e6 / (ms / 1000);

async function main() {
  const checkout = process.argv[2];
  const commit = option('--commit');
  const blocks = Number(option('--blocks') ?? 3);
  if (!checkout || checkout.startsWith('--') || !commit) throw new Error('usage: tsx scripts/bench-reference.ts <checkout> --commit <sha> [--blocks 3] [--write]');
  const reference = (await import(join(resolve(checkout), 'lib', 'masking', 'index.ts'))) as { MaskingEngine: EngineClass };
  const engines: Record<'current' | 'reference', EngineClass> = { current: MaskingEngine, reference: reference.MaskingEngine };

  const texts: Record<CorpusName, string> = { synthetic: generateCorpus(1_000_000).text, realLogs: realLogText(1_000_000) };
  const jobs: Record<string, () => unknown> = {};
  for (const corpus of CORPORA) {
    jobs[`${corpus}/scan`] = () => baselineScan(texts[corpus]);
    for (const engine of ['current', 'reference'] as const) {
      for (const mode of MODES) jobs[`${corpus}/${engine}/${mode}`] = () => new engines[engine]().process(texts[corpus], { mode });
    }
  }

  type Row = { ms: number; fastestMs: number; mbPerS: number; cpuRatio: number } & Ratios;
  const perBlock: Record<string, Row>[] = [];
  for (let block = 0; block < blocks; block++) {
    const t = timeInterleaved(jobs, RUNS, WARMUP) as Record<string, Timing<unknown>>;
    const rows: Record<string, Row> = {};
    console.log(`block ${block + 1}/${blocks} (${RUNS} timed rounds after ${WARMUP} warm-up, every job interleaved)`);
    for (const corpus of CORPORA) {
      const scan = t[`${corpus}/scan`];
      console.log(`  ${corpus} (${texts[corpus].length} chars): /\\S+/g median ${f(scan.ms)} ms, fastest ${f(scan.fastestMs)} ms, CPU median ${f(scan.cpuMs)} ms`);
      for (const engine of ['current', 'reference'] as const) {
        for (const mode of MODES) {
          const run = t[`${corpus}/${engine}/${mode}`];
          const row = { ms: run.ms, fastestMs: run.fastestMs, mbPerS: mb(texts[corpus].length, run.ms), medianRatio: run.ms / scan.ms, fastestRatio: run.fastestMs / scan.fastestMs, cpuRatio: run.cpuMs / scan.cpuMs };
          rows[`${corpus}/${engine}/${mode}`] = row;
          console.log(
            `    ${engine.padEnd(9)} ${mode.padEnd(7)} median ${f(row.ms)} ms (${f(row.mbPerS, 1)} MB/s, ${f(row.medianRatio)}× the scan's median)  fastest ${f(row.fastestMs)} ms (${f(row.fastestRatio)}× the scan's fastest)  CPU median ${f(row.cpuRatio)}× the scan's`,
          );
        }
      }
    }
    perBlock.push(rows);
  }

  const summary = (key: string): Row => {
    const of = (field: keyof Row) => median(perBlock.map((rows) => rows[key][field]));
    return { ms: of('ms'), fastestMs: of('fastestMs'), mbPerS: of('mbPerS'), medianRatio: of('medianRatio'), fastestRatio: of('fastestRatio'), cpuRatio: of('cpuRatio') };
  };
  console.log(`\nmedian of ${blocks} blocks; current ÷ reference (above 1 = the current engine is slower)`);
  const recorded = {} as ReferenceFile['ratios'];
  for (const corpus of CORPORA) {
    recorded[corpus] = {} as ReferenceFile['ratios'][CorpusName];
    for (const mode of MODES) {
      const current = summary(`${corpus}/current/${mode}`);
      const ref = summary(`${corpus}/reference/${mode}`);
      recorded[corpus][mode] = { medianRatio: Number(f(ref.medianRatio, 3)), fastestRatio: Number(f(ref.fastestRatio, 3)) };
      console.log(
        `  ${corpus.padEnd(9)} ${mode.padEnd(7)} reference ${f(ref.mbPerS, 1)} MB/s (${f(ref.medianRatio)}× / ${f(ref.fastestRatio)}× the scan)  ` +
          `current ${f(current.mbPerS, 1)} MB/s (${f(current.medianRatio)}× / ${f(current.fastestRatio)}×)  ` +
          `current ÷ reference: median ${f(current.medianRatio / ref.medianRatio)}, fastest ${f(current.fastestRatio / ref.fastestRatio)}, CPU median ${f(current.cpuRatio / ref.cpuRatio)}`,
      );
    }
  }

  if (process.argv.includes('--write')) {
    const file: ReferenceFile = {
      commit,
      measured: new Date().toISOString().slice(0, 10),
      node: process.version,
      loadAverage: Number(loadavg()[0].toFixed(2)),
      how: `tsx scripts/bench-reference.ts <checkout of ${commit}> --commit ${commit} --blocks ${blocks} --write: median of ${blocks} blocks of ${RUNS} interleaved rounds`,
      ratios: recorded,
    };
    writeFileSync(REFERENCE_FILE, `${JSON.stringify(file, null, 2)}\n`);
    console.log(`\nwrote ${REFERENCE_FILE}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
