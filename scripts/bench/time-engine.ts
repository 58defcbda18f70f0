/**
 * One side of the speed guard (against-reference.ts), run in a process of its own so that neither engine
 * is timed in a V8 the other one (or anything else) has already shaped: in one process the engine loaded
 * first ran 5–8% faster than a copy of itself loaded second, and after the rest of `npm run bench` the
 * reference ran 40% slower than on its own.
 *
 * Usage: tsx scripts/bench/time-engine.ts <folder holding lib/masking> <rounds> <warm-up rounds> → one JSON
 * line: per corpus and mode, the median and fastest of the interleaved rounds (wall ms) and the median CPU ms.
 */
import { join, resolve } from 'node:path';
import type { Mode } from '../../lib/masking';
import { CORPORA, MODES, type CorpusName, type EngineTimings } from './against-reference';
import { generateCorpus } from './corpus';
import { timeInterleaved } from './interleave';
import { realLogText } from './real-log-text';

type EngineClass = new () => { process(text: string, options: { mode: Mode }): unknown };

async function main() {
  const dir = resolve(process.argv[2]);
  const runs = Number(process.argv[3]);
  const warmup = Number(process.argv[4]);
  const { MaskingEngine } = (await import(join(dir, 'lib', 'masking', 'index.ts'))) as { MaskingEngine: EngineClass };
  const texts: Record<CorpusName, string> = { synthetic: generateCorpus(1_000_000).text, realLogs: realLogText(1_000_000) };
  const jobs: Record<string, () => unknown> = {};
  for (const corpus of CORPORA) {
    for (const mode of MODES) jobs[`${corpus}/${mode}`] = () => new MaskingEngine().process(texts[corpus], { mode });
  }
  const timed = timeInterleaved(jobs, runs, warmup);
  const out: EngineTimings = {};
  for (const corpus of CORPORA) {
    for (const mode of MODES) {
      const t = timed[`${corpus}/${mode}`];
      out[`${corpus}/${mode}`] = { ms: t.ms, fastestMs: t.fastestMs, cpuMs: t.cpuMs, chars: texts[corpus].length };
    }
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
