/**
 * `npm run eval`: the engine on the labelled corpora, scored with SENSITIVE.md's rules. Prints per source
 * and per kind the distinct must values kept safe, must occurrences covered, may coverage and precision,
 * then every leak and every false positive (distinct, with the line it stands in).
 *   npm run eval                          every corpus: real, then the generalisation halves dev and test
 *   npm run eval -- --corpus dev          one corpus (real | dev | test | all)
 *   npm run eval -- --summary             the tables only
 *   npm run eval -- --source cisco        sources whose name contains "cisco"
 *   npm run eval -- --wave 2              the generalisation sources of one wave (fixtures/generalisation/waves.json)
 *   npm run eval -- --engine cf6497a      the engine of another commit (unpacked from git into bench-results/), to
 *                                         compare before and after on the same labels
 * The generalisation corpus's test half is only ever scored: its tables are printed, never its lines, so
 * nobody fixes a rule against a line of it (fixtures/generalisation/README.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPORA, loadCorpus, scoreSource, type CorpusName, type SourceScore } from './eval/real-log-corpus';
import { unpackReference } from './bench/against-reference';
import type { MaskingEngine } from '../lib/masking';

const args = process.argv.slice(2);
const summary = args.includes('--summary');
const only = args.includes('--source') ? args[args.indexOf('--source') + 1] : undefined;
const wave = args.includes('--wave') ? waveSources(args[args.indexOf('--wave') + 1]) : undefined;

/** The file names of one wave of the generalisation corpus (its README says how each was collected and split). */
function waveSources(name: string): Set<string> {
  const waves = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'generalisation', 'waves.json'), 'utf8')) as Record<string, string[]>;
  if (!waves[name]) {
    console.error(`unknown wave "${name}": one of ${Object.keys(waves).join(', ')}`);
    process.exit(2);
  }
  return new Set(waves[name]);
}
const corpusArg = args.includes('--corpus') ? args[args.indexOf('--corpus') + 1] : 'all';
if (corpusArg !== 'all' && !(corpusArg in CORPORA)) {
  console.error(`unknown corpus "${corpusArg}": one of ${Object.keys(CORPORA).join(', ')}, all`);
  process.exit(2);
}
const corpora = (corpusArg === 'all' ? Object.keys(CORPORA) : [corpusArg]) as CorpusName[];
const commit = args.includes('--engine') ? args[args.indexOf('--engine') + 1] : undefined;

/** A fresh engine of this checkout, or of the commit `--engine` names. */
function engineFactory(): () => MaskingEngine | undefined {
  if (!commit) return () => undefined;
  const unpacked = unpackReference(commit);
  if ('reason' in unpacked) {
    console.error(unpacked.reason);
    process.exit(2);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- another commit's engine, loaded at run time
  const { MaskingEngine: Engine } = require(join(unpacked.dir, 'lib', 'masking')) as { MaskingEngine: new () => MaskingEngine };
  console.log(`engine of commit ${commit}`);
  return () => new Engine();
}
const newEngine = engineFactory();

const TITLES: Record<CorpusName, string> = {
  real: 'Real-log corpus (fixtures/real-logs)',
  dev: 'Generalisation corpus, development half (fixtures/generalisation/dev)',
  test: 'Generalisation corpus, test half (fixtures/generalisation/test): tables only',
};

const pct = (part: number, whole: number) => (whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`);
const frac = (part: number, whole: number) => `${part}/${whole}`.padStart(9);

type Counts = Pick<SourceScore, 'lines' | 'mustDistinct' | 'mustDistinctSafe' | 'mustOccurrences' | 'mustOccurrencesCovered' | 'mayOccurrences' | 'mayOccurrencesCovered' | 'detections' | 'detectionsOnLabels'>;

function row(name: string, s: Counts): string {
  return [
    name.padEnd(32),
    String(s.lines).padStart(5),
    `${frac(s.mustDistinctSafe, s.mustDistinct)} ${pct(s.mustDistinctSafe, s.mustDistinct)}`,
    `${frac(s.mustOccurrencesCovered, s.mustOccurrences)} ${pct(s.mustOccurrencesCovered, s.mustOccurrences)}`,
    `${frac(s.mayOccurrencesCovered, s.mayOccurrences)} ${pct(s.mayOccurrencesCovered, s.mayOccurrences)}`,
    `${frac(s.detectionsOnLabels, s.detections)} ${pct(s.detectionsOnLabels, s.detections)}`,
  ].join('  ');
}

function totalOf(scores: readonly SourceScore[]): Counts {
  const zero: Counts = { lines: 0, mustDistinct: 0, mustDistinctSafe: 0, mustOccurrences: 0, mustOccurrencesCovered: 0, mayOccurrences: 0, mayOccurrencesCovered: 0, detections: 0, detectionsOnLabels: 0 };
  return scores.reduce(
    (sum, s) => {
      for (const key of Object.keys(zero) as Array<keyof Counts>) sum[key] += s[key];
      return sum;
    },
    { ...zero },
  );
}

/** Each item of every source once (by `key`), as `format` writes it. */
function listOnce<T>(scores: readonly SourceScore[], items: (score: SourceScore) => readonly T[], key: (item: T) => string, format: (source: string, item: T) => string): void {
  for (const s of scores) {
    const seen = new Set<string>();
    for (const item of items(s)) {
      if (seen.has(key(item))) continue;
      seen.add(key(item));
      console.log(format(s.source, item));
    }
  }
}

function report(corpus: CorpusName): string | null {
  const sources = loadCorpus(CORPORA[corpus]).filter((source) => (!only || source.name.includes(only)) && (!wave || wave.has(`${source.name}.log`)));
  if (sources.length === 0) return null;
  const scores = sources.map((source) => scoreSource(source, newEngine()));
  const total = totalOf(scores);

  const header = ['source'.padEnd(32), 'lines', '  must distinct safe', '  must occurrences ', '   may covered     ', '   precision'].join('  ');
  console.log(`\n=== ${TITLES[corpus]}: ${scores.length} sources\n\n${header}`);
  for (const s of scores) console.log(row(s.source, s));
  console.log(row('TOTAL', total));

  const kinds = new Map<string, { distinct: number; safe: number; occurrences: number; covered: number }>();
  for (const s of scores) {
    for (const [kind, k] of s.kinds) {
      const sum = kinds.get(kind) ?? { distinct: 0, safe: 0, occurrences: 0, covered: 0 };
      sum.distinct += k.distinct;
      sum.safe += k.safe;
      sum.occurrences += k.occurrences;
      sum.covered += k.covered;
      kinds.set(kind, sum);
    }
  }
  console.log(`\n${'must kind'.padEnd(12)}  distinct safe         occurrences covered`);
  for (const [kind, k] of [...kinds].sort()) console.log(`${kind.padEnd(12)}  ${frac(k.safe, k.distinct)} ${pct(k.safe, k.distinct)}   ${frac(k.covered, k.occurrences)} ${pct(k.covered, k.occurrences)}`);

  const fpTypes = new Map<string, number>();
  for (const s of scores) for (const fp of s.falsePositives) fpTypes.set(fp.type, (fpTypes.get(fp.type) ?? 0) + 1);
  console.log(`\nfalse positives by rule: ${[...fpTypes].sort((a, b) => b[1] - a[1]).map(([type, n]) => `${type} ${n}`).join(', ') || 'none'}`);

  if (!summary && corpus !== 'test') {
    console.log('\nLEAKS (must values with a character left visible):');
    listOnce(
      scores,
      (s) => s.leaks,
      (leak) => `${leak.value}|${leak.visible}`,
      (source, leak) => `  ${source}  [${leak.kind}] ${JSON.stringify(leak.value)} visible ${JSON.stringify(leak.visible)}\n      ${leak.line}`,
    );
    console.log('\nFALSE POSITIVES (keep text altered):');
    listOnce(
      scores,
      (s) => s.falsePositives,
      (fp) => `${fp.type}|${fp.text}`,
      (source, fp) => `  ${source}  ${fp.type} ${JSON.stringify(fp.text)}\n      ${fp.line}`,
    );
  }

  return (
    `${corpus.padEnd(5)} distinct must values kept safe ${frac(total.mustDistinctSafe, total.mustDistinct)} ${pct(total.mustDistinctSafe, total.mustDistinct)}` +
    ` · must occurrences covered ${pct(total.mustOccurrencesCovered, total.mustOccurrences)} · may covered ${pct(total.mayOccurrencesCovered, total.mayOccurrences)}` +
    ` · precision ${frac(total.detectionsOnLabels, total.detections)} ${pct(total.detectionsOnLabels, total.detections)}`
  );
}

const lines = corpora.map(report).filter((line): line is string => line !== null);
console.log(`\nSUMMARY\n${lines.join('\n')}`);
