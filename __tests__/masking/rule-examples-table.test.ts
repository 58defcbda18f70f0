import { listRules, MaskingEngine, maskText } from '@/lib/masking';

/** Every rule's own examples: a match example yields a detection of that rule, a noMatch example none. */
const rules = listRules();
const matchCases = rules.flatMap((rule) => rule.examples.match.map((example) => [rule.id, example] as const));
const noMatchCases = rules.flatMap((rule) => rule.examples.noMatch.map((example) => [rule.id, example] as const));

describe('rule examples', () => {
  it.each(matchCases)('%s detects its match example %j', (id, example) => {
    const types = maskText(example, { mode: 'mask' }).detections.map((detection) => detection.type);
    expect(types).toContain(id);
  });

  it.each(noMatchCases)('%s leaves its noMatch example %j alone', (id, example) => {
    const types = maskText(example, { mode: 'mask' }).detections.map((detection) => detection.type);
    expect(types).not.toContain(id);
  });

  it.each(matchCases)('%s example %j is restored exactly after mask and after replace', (_id, example) => {
    for (const mode of ['mask', 'replace'] as const) {
      const engine = new MaskingEngine();
      const { output, detections } = engine.process(example, { mode });
      for (const detection of detections) expect(detection.masked.toLowerCase()).not.toBe(detection.original.toLowerCase());
      expect(engine.restore(output)).toBe(example);
    }
  });
});
