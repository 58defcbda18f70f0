/** @jest-environment node */
// File mode's Rules Distribution, built piece by piece (SummaryBuilder), is the text box's
// (summariseDetections) of all the detections: entries grouped by original, each spelling its own (CASE_RULE).
import { MaskingEngine, type MaskedPiece } from '@/lib/masking';
import { SummaryBuilder } from '@/lib/tool/file-masking';
import { summariseDetections } from '@/lib/tool/rule-lists';
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
