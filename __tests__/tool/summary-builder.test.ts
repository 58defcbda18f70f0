/** @jest-environment node */
// File mode's Rules Distribution, built piece by piece (SummaryBuilder), is the text box's
// (summariseDetections) of all the detections: entries grouped by original, each spelling its own (CASE_RULE).
import { MaskingEngine, type Detection, type MaskedPiece } from '@/lib/masking';
import { SummaryBuilder } from '@/lib/tool/file-masking';
import { SOURCES, summariseDetections, type RulesSummary } from '@/lib/tool/rule-lists';
import { generateCorpus } from '@/scripts/bench/corpus';
import { seededRandom } from '@/scripts/bench/random';

// Values that come back in other cases and in later pieces, values found by their context, custom values.
const extra = (i: number) =>
  [
    `user=Alice.Smith${i % 5}@Initech.com from 10.1.${i % 3}.7 password=Zebra-${i % 4}`,
    `mail alice.smith${i % 5}@initech.COM and ALICE.SMITH${(i + 1) % 5}@INITECH.COM, again Zebra-${i % 4} at initech`,
  ].join('\n');
const pieces = Array.from({ length: 6 }, (_, i) => `${generateCorpus(20_000, 100 + i).text}\n${extra(i)}\n`);

describe('SummaryBuilder', () => {
  it.each(['mask', 'replace'] as const)('gives the summary of all the pieces’ detections (%s)', (mode) => {
    const engine = new MaskingEngine({ random: seededRandom(5) });
    engine.carryContextualValues();
    const options = { mode, customRules: [{ value: 'Initech', category: 'Business Information', subcategory: 'Company Name' }] };
    const builder = new SummaryBuilder();
    const all: MaskedPiece['detections'] = [];
    for (const input of pieces) {
      const { output, detections } = engine.processPiece(input, options, null, true);
      builder.add({ offset: 0, input, output, detections });
      all.push(...detections);
    }
    const expected = summariseDetections(all);
    expect(builder.result()).toEqual(expected);
    // Each spelling of one value is an entry of its own, with its own substitute; the same spelling is grouped across pieces.
    const spellings = expected.lists.pattern.filter((e) => /^alice\.smith1@initech\.com$/i.test(e.original));
    expect(spellings.map((e) => e.original).sort()).toEqual(['ALICE.SMITH1@INITECH.COM', 'Alice.Smith1@Initech.com', 'alice.smith1@initech.COM']);
    expect(new Set(spellings.map((e) => e.masked.toLowerCase())).size).toBe(3);
    expect(spellings.find((e) => e.original === 'ALICE.SMITH1@INITECH.COM')!.count).toBe(2);
    expect(expected.lists.custom.length).toBeGreaterThan(0);
    expect(expected.lists.keyword.length).toBeGreaterThan(0);
  });
});

describe('SummaryBuilder with numbered labels and other substitutes', () => {
  const detection = (original: string, masked: string, source: Detection['source'], type = 'email') => ({ original, masked, type, source, start: 0, end: original.length });
  it('groups as summariseDetections does: labels by number, anything else by its text, each source apart', () => {
    const detections = [
      detection('a@x.io', '[Masked Email 1]', 'pattern'),
      detection('b@x.io', '[Masked Email 2]', 'pattern'),
      detection('A@X.IO', '[Masked Email 1]', 'pattern'),
      // The same value from a rule of another source: its own entry there.
      detection('a@x.io', '[Masked Email 1]', 'keyword', 'password'),
      detection('c@x.io', '[Masked Email 12345678]', 'pattern'),
      // Numbers too large for an array slot, and texts that only look like labels.
      detection('d@x.io', '[Masked Email 98765432109]', 'pattern'),
      detection('e@x.io', '[Masked Email 007]', 'pattern'),
      detection('f@x.io', '[Masked Email ]', 'pattern'),
      detection('g@x.io', '[Masked 3]', 'pattern'),
      detection('h@x.io', '[masked email 4]', 'pattern'),
      detection('Initech', 'Umbrella', 'custom', 'custom:Company Name'),
      detection('initech', 'Umbrella', 'custom', 'custom:Company Name'),
      detection('i@x.io', 'fake1@example.com', 'pattern'),
      detection('b@x.io', '[Masked Email 2]', 'pattern'),
      detection('d@x.io', '[Masked Email 98765432109]', 'pattern'),
      detection('e@x.io', '[Masked Email 007]', 'pattern'),
      detection('j@x.io', '[Masked Email 7]', 'pattern'),
    ];
    const builder = new SummaryBuilder();
    builder.add({ offset: 0, input: '', output: '', detections: detections.slice(0, 9) });
    builder.add({ offset: 0, input: '', output: '', detections: detections.slice(9) });
    const result = builder.result();
    const fields = (summary: RulesSummary) => SOURCES.map((source) => summary.lists[source].map(({ original, masked, type, count }) => ({ original, masked, type, count })));
    expect(fields(result)).toEqual(fields(summariseDetections(detections)));
    expect(result.counts).toEqual(summariseDetections(detections).counts);
    expect(result.lists.pattern.map((e) => [e.masked, e.count])).toEqual([
      ['[Masked Email 1]', 2], ['[Masked Email 2]', 2], ['[Masked Email 12345678]', 1], ['[Masked Email 98765432109]', 2],
      ['[Masked Email 007]', 2], ['[Masked Email ]', 1], ['[Masked 3]', 1], ['[masked email 4]', 1], ['fake1@example.com', 1], ['[Masked Email 7]', 1],
    ]);
    expect(result.lists.keyword).toEqual([{ original: 'a@x.io', masked: '[Masked Email 1]', type: 'password', count: 1 }]);
    expect(result.lists.custom).toEqual([{ original: 'Initech', masked: 'Umbrella', type: 'custom:Company Name', count: 2 }]);
  });
});
