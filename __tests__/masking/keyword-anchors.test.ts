import { compilePatternRules, scanShapeGroup } from '@/lib/masking/pattern-scan';
import { PATTERN_RULES } from '@/lib/masking/rules';

/**
 * A rule whose anchor is marked `keywordStart` lets the engine search for only the keywords a text
 * contains. That is only sound when the anchor matches exactly where a keyword starts.
 */
const keywordStartRules = PATTERN_RULES.filter((rule) => rule.anchor?.keywordStart);

function anchorStarts(regex: RegExp, text: string): number[] {
  const global = new RegExp(regex.source, regex.flags.includes('g') ? regex.flags : `${regex.flags}g`);
  return [...text.matchAll(global)].map((found) => found.index);
}

function keywordStarts(keywords: readonly string[], text: string): number[] {
  const lower = text.toLowerCase();
  const starts: number[] = [];
  for (let i = 0; i < lower.length; i++) if (keywords.some((keyword) => lower.startsWith(keyword, i))) starts.push(i);
  return starts;
}

describe('keyword-start anchors', () => {
  it('are used by at least one rule', () => {
    expect(keywordStartRules.map((rule) => rule.id)).toContain('generic-secret');
  });

  it.each(keywordStartRules.map((rule) => [rule.id, rule] as const))('%s: the anchor matches exactly at keyword starts', (_id, rule) => {
    const samples = [
      rule.keywords.join(' '),
      rule.keywords.map((keyword) => keyword.toUpperCase()).join('_'),
      `x${rule.keywords.join('')}y`,
      ...rule.examples.match,
      ...rule.examples.noMatch,
      'password pwdx apwd keys secrets tokens sessions',
    ];
    for (const text of samples) expect(anchorStarts(rule.anchor!.regex, text)).toEqual(keywordStarts(rule.keywords, text));
  });

  it.each(keywordStartRules.map((rule) => [rule.id, rule] as const))('%s: searching only the present keywords finds the same matches', (_id, rule) => {
    const [shape] = compilePatternRules([rule]);
    for (const text of rule.examples.match) {
      const lower = text.toLowerCase();
      const withAnchor: number[][] = [];
      const withKeywords: number[][] = [];
      scanShapeGroup(shape, text, shape.rules, (_rule, start, end) => withAnchor.push([start, end]));
      scanShapeGroup(shape, text, shape.rules, (_rule, start, end) => withKeywords.push([start, end]), undefined, (keyword) => lower.includes(keyword));
      expect(withKeywords).toEqual(withAnchor);
      expect(withKeywords.length).toBeGreaterThan(0);
    }
  });
});
