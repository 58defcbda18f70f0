import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listRules, maskText } from '@/lib/masking';

/**
 * A labelled corpus: every sensitive value is written ⟦family|value⟧. Precision and recall per family
 * are computed from exact ranges (a detection of the right family over exactly the labelled value).
 */
const raw = readFileSync(join(__dirname, 'fixtures', 'labelled-corpus.txt'), 'utf8');
const FAMILY = new Map(listRules().map((rule) => [rule.id, rule.family]));

interface Span { family: string; start: number; end: number }

function parse(labelled: string): { text: string; expected: Span[] } {
  const expected: Span[] = [];
  let text = '';
  const marker = /⟦([a-z-]+)\|([\s\S]*?)⟧/g;
  let last = 0;
  for (const found of labelled.matchAll(marker)) {
    text += labelled.slice(last, found.index);
    expected.push({ family: found[1], start: text.length, end: text.length + found[2].length });
    text += found[2];
    last = found.index + found[0].length;
  }
  return { text: text + labelled.slice(last), expected };
}

export function scoreFamilies() {
  const { text, expected } = parse(raw);
  const found = maskText(text, { mode: 'mask' }).detections.map((d) => ({ family: FAMILY.get(d.type) ?? d.type, start: d.start, end: d.end }));
  const key = (span: Span) => `${span.family}:${span.start}:${span.end}`;
  const expectedKeys = new Set(expected.map(key));
  const foundKeys = new Set(found.map(key));
  const families = [...new Set([...expected, ...found].map((span) => span.family))].sort();
  return families.map((family) => {
    const truePositives = found.filter((span) => span.family === family && expectedKeys.has(key(span))).length;
    const detected = found.filter((span) => span.family === family).length;
    const labelled = expected.filter((span) => span.family === family).length;
    const missed = expected.filter((span) => span.family === family && !foundKeys.has(key(span))).map((span) => text.slice(span.start, span.end));
    const extra = found.filter((span) => span.family === family && !expectedKeys.has(key(span))).map((span) => text.slice(span.start, span.end));
    return { family, labelled, detected, truePositives, precision: detected ? truePositives / detected : 1, recall: labelled ? truePositives / labelled : 1, missed, extra };
  });
}

const ADDED = ['credentials', 'provider-secrets', 'identities', 'internal-names', 'pii'];

describe('precision and recall per family on the labelled corpus', () => {
  const scores = scoreFamilies();

  it('prints the table', () => {
    const table = scores.map((s) => `${s.family.padEnd(17)} labelled ${String(s.labelled).padStart(3)}  detected ${String(s.detected).padStart(3)}  precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}${s.missed.length ? `  missed ${JSON.stringify(s.missed)}` : ''}${s.extra.length ? `  extra ${JSON.stringify(s.extra)}` : ''}`);
    console.log(`Precision / recall per family (exact ranges)\n${table.join('\n')}`);
    expect(scores.length).toBeGreaterThanOrEqual(ADDED.length);
  });

  it.each(ADDED)('%s reaches precision ≥ 0.95 and recall ≥ 0.9', (family) => {
    const score = scores.find((s) => s.family === family);
    expect(score).toBeDefined();
    expect({ family, missed: score!.missed, extra: score!.extra, precisionOk: score!.precision >= 0.95, recallOk: score!.recall >= 0.9 }).toEqual({
      family, missed: score!.missed, extra: score!.extra, precisionOk: true, recallOk: true,
    });
  });
});
