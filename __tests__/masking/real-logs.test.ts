/**
 * @jest-environment node
 *
 * The real-log corpus (fixtures/real-logs, labelled by hand): no labelled must value may leak and no keep
 * text may be altered, except the reviewed entries of known-exceptions.json — and every entry there must
 * still be a real exception, so the list can only shrink.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, loadCorpus, loadKnownExceptions, parseLabelled, scoreSource } from '../../scripts/eval/real-log-corpus';

const corpus = loadCorpus();
const known = loadKnownExceptions();
const scores = corpus.map((source) => scoreSource(source));
const sourcesTable = readFileSync(join(CORPUS_DIR, 'SOURCES.md'), 'utf8');

describe('the labelled corpus itself', () => {
  it('holds at least 15 sources and 1,500 lines', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(15);
    expect(scores.reduce((sum, s) => sum + s.lines, 0)).toBeGreaterThanOrEqual(1500);
  });

  it.each(corpus.map((source) => source.name))('%s has its origin and licence in SOURCES.md', (name) => {
    const row = sourcesTable.split('\n').find((line) => line.includes(`\`${name}.log\``));
    expect(row).toBeDefined();
    expect(row).toMatch(/[0-9a-f]{7,40}/);
    expect(row).toMatch(/MIT|Apache|BSD|MPL|CC0|CC-BY|public domain|curl|ISC|PSF/i);
  });

  it('reads markers exactly and rejects a broken one', () => {
    const parsed = parseLabelled('t', 'from ⟦ip|10.0.0.1⟧ user ⟦user?|root⟧ end');
    expect(parsed.text).toBe('from 10.0.0.1 user root end');
    expect(parsed.spans).toEqual([
      { kind: 'ip', tier: 'must', start: 5, end: 13, value: '10.0.0.1' },
      { kind: 'user', tier: 'may', start: 19, end: 23, value: 'root' },
    ]);
    expect(() => parseLabelled('t', 'from ⟦ip 10.0.0.1⟧')).toThrow(/marker/);
  });

  it('scores a partial mask as a leak and a touch on keep text as a false positive', () => {
    const score = scoreSource(parseLabelled('t', 'Accepted password for ⟦user|zq7jdoe⟧ from 10.1.2.3 port 22\nversion 6.1.7601.23505 ok'));
    expect(score.mustDistinct).toBe(1);
    expect(score.mustDistinctSafe).toBe(1);
    // The IP is not labelled in this line, so masking it counts against precision.
    expect(score.falsePositives.map((fp) => fp.text)).toEqual(['10.1.2.3']);
  });
});

const isKnownLeak = (source: string, value: string) => known.leaks.some((entry) => entry.source === source && entry.value === value);
const isKnownFalsePositive = (source: string, text: string) => known.falsePositives.some((entry) => entry.source === source && entry.text === text);

describe.each(scores.map((score) => [score.source, score] as const))('%s', (_name, score) => {
  it('leaves no labelled must value visible (outside the known exceptions)', () => {
    const leaks = [...new Set(score.leaks.filter((leak) => !isKnownLeak(score.source, leak.value)).map((leak) => `${leak.value}  ⟵  ${leak.line}`))];
    expect(leaks).toEqual([]);
  });

  it('alters no keep text (outside the known exceptions)', () => {
    const altered = [...new Set(score.falsePositives.filter((fp) => !isKnownFalsePositive(score.source, fp.text)).map((fp) => `${fp.type} ${fp.text}  ⟵  ${fp.line}`))];
    expect(altered).toEqual([]);
  });
});

describe('known exceptions only shrink', () => {
  it('every listed leak still leaks and every listed false positive still occurs', () => {
    const stale = [
      ...known.leaks.filter((entry) => !scores.some((s) => s.source === entry.source && s.leaks.some((leak) => leak.value === entry.value))).map((e) => `leak ${e.source}: ${e.value}`),
      ...known.falsePositives.filter((entry) => !scores.some((s) => s.source === entry.source && s.falsePositives.some((fp) => fp.text === entry.text))).map((e) => `false positive ${e.source}: ${e.text}`),
    ];
    expect(stale).toEqual([]);
  });

  it('every exception says why', () => {
    for (const entry of [...known.leaks, ...known.falsePositives]) expect(entry.why.length).toBeGreaterThan(10);
  });
});
