/**
 * `npm run eval`: the engine on the real-log corpus (fixtures/real-logs), scored with SENSITIVE.md's rules.
 * Prints per source and per kind the distinct must values kept safe, must occurrences covered, may
 * coverage and precision, then every leak and every false positive (distinct, with the line it stands in).
 *   npm run eval                      everything
 *   npm run eval -- --summary         the tables only
 *   npm run eval -- --source cisco    sources whose name contains "cisco"
 */
import { loadCorpus, scoreSource, type SourceScore } from './eval/real-log-corpus';

const args = process.argv.slice(2);
const summary = args.includes('--summary');
const only = args.includes('--source') ? args[args.indexOf('--source') + 1] : undefined;

const sources = loadCorpus().filter((source) => !only || source.name.includes(only));
const scores = sources.map((source) => scoreSource(source));

const pct = (part: number, whole: number) => (whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`);
const frac = (part: number, whole: number) => `${part}/${whole}`.padStart(9);

function row(name: string, s: Pick<SourceScore, 'lines' | 'mustDistinct' | 'mustDistinctSafe' | 'mustOccurrences' | 'mustOccurrencesCovered' | 'mayOccurrences' | 'mayOccurrencesCovered' | 'detections' | 'detectionsOnLabels'>): string {
  return [
    name.padEnd(28),
    String(s.lines).padStart(5),
    `${frac(s.mustDistinctSafe, s.mustDistinct)} ${pct(s.mustDistinctSafe, s.mustDistinct)}`,
    `${frac(s.mustOccurrencesCovered, s.mustOccurrences)} ${pct(s.mustOccurrencesCovered, s.mustOccurrences)}`,
    `${frac(s.mayOccurrencesCovered, s.mayOccurrences)} ${pct(s.mayOccurrencesCovered, s.mayOccurrences)}`,
    `${frac(s.detectionsOnLabels, s.detections)} ${pct(s.detectionsOnLabels, s.detections)}`,
  ].join('  ');
}

const total = scores.reduce(
  (sum, s) => ({
    lines: sum.lines + s.lines,
    mustDistinct: sum.mustDistinct + s.mustDistinct,
    mustDistinctSafe: sum.mustDistinctSafe + s.mustDistinctSafe,
    mustOccurrences: sum.mustOccurrences + s.mustOccurrences,
    mustOccurrencesCovered: sum.mustOccurrencesCovered + s.mustOccurrencesCovered,
    mayOccurrences: sum.mayOccurrences + s.mayOccurrences,
    mayOccurrencesCovered: sum.mayOccurrencesCovered + s.mayOccurrencesCovered,
    detections: sum.detections + s.detections,
    detectionsOnLabels: sum.detectionsOnLabels + s.detectionsOnLabels,
  }),
  { lines: 0, mustDistinct: 0, mustDistinctSafe: 0, mustOccurrences: 0, mustOccurrencesCovered: 0, mayOccurrences: 0, mayOccurrencesCovered: 0, detections: 0, detectionsOnLabels: 0 },
);

const header = ['source'.padEnd(28), 'lines', '  must distinct safe', '  must occurrences ', '   may covered     ', '   precision'].join('  ');
console.log(`Real-log corpus: ${scores.length} sources\n\n${header}`);
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

/** Each item of every source once (by `key`), as `format` writes it. */
function listOnce<T>(items: (score: (typeof scores)[number]) => readonly T[], key: (item: T) => string, format: (source: string, item: T) => string): void {
  for (const s of scores) {
    const seen = new Set<string>();
    for (const item of items(s)) {
      if (seen.has(key(item))) continue;
      seen.add(key(item));
      console.log(format(s.source, item));
    }
  }
}

if (!summary) {
  console.log('\nLEAKS (must values with a character left visible):');
  listOnce(
    (s) => s.leaks,
    (leak) => `${leak.value}|${leak.visible}`,
    (source, leak) => `  ${source}  [${leak.kind}] ${JSON.stringify(leak.value)} visible ${JSON.stringify(leak.visible)}\n      ${leak.line}`,
  );
  console.log('\nFALSE POSITIVES (keep text altered):');
  listOnce(
    (s) => s.falsePositives,
    (fp) => `${fp.type}|${fp.text}`,
    (source, fp) => `  ${source}  ${fp.type} ${JSON.stringify(fp.text)}\n      ${fp.line}`,
  );
}

console.log(
  `\nSUMMARY distinct must values kept safe ${frac(total.mustDistinctSafe, total.mustDistinct)} ${pct(total.mustDistinctSafe, total.mustDistinct)}` +
    ` · must occurrences covered ${pct(total.mustOccurrencesCovered, total.mustOccurrences)} · may covered ${pct(total.mayOccurrencesCovered, total.mayOccurrences)}` +
    ` · precision ${frac(total.detectionsOnLabels, total.detections)} ${pct(total.detectionsOnLabels, total.detections)}`,
);
