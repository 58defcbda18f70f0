import { listRules, maskText } from '@/lib/masking';

const cases = listRules().flatMap((rule) => [
  ...rule.examples.match.map((example) => ({ id: rule.id, example, expected: 'detects' as const })),
  ...rule.examples.noMatch.map((example) => ({ id: rule.id, example, expected: 'ignores' as const })),
]);

describe('every rule runs its own examples', () => {
  it('has examples of both kinds for every rule', () => {
    for (const rule of listRules()) {
      expect({ id: rule.id, match: rule.examples.match.length > 0 }).toEqual({ id: rule.id, match: true });
      expect({ id: rule.id, noMatch: rule.examples.noMatch.length > 0 }).toEqual({ id: rule.id, noMatch: true });
    }
  });

  it.each(cases)('$id $expected $example', ({ id, example, expected }) => {
    const { output, detections } = maskText(example, { mode: 'mask' });
    const ofRule = detections.filter((detection) => detection.type === id);
    if (expected === 'detects') {
      expect(ofRule.length).toBeGreaterThan(0);
      for (const detection of ofRule) expect(output).not.toContain(detection.original);
    } else {
      expect(ofRule).toEqual([]);
    }
  });
});
