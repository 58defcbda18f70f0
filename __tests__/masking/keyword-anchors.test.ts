import { LiteralSet } from '@/lib/masking/find/keyword-presence';
import { compilePatternRules, scanShapeGroup, type KeywordHits } from '@/lib/masking/find/pattern-scan';
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
  it('are used by the keyword-led rules', () => {
    expect(keywordStartRules.map((rule) => rule.id)).toEqual(
      expect.arrayContaining(['generic-secret', 'netbios-host', 'actor-phrase', 'aws-arn', 'authorization-token', 'authorization-bearer', 'windows-event-account-name']),
    );
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

  it.each(keywordStartRules.map((rule) => [rule.id, rule] as const))(
    '%s: searching only the present keywords, or starting from their tracked starts, finds the same matches',
    (_id, rule) => {
      const [shape] = compilePatternRules([rule]);
      const texts = [...rule.examples.match, rule.examples.match.join(' | '), `${rule.examples.noMatch.join('\n')}\n${rule.examples.match.join('\n')}`];
      for (const text of texts) {
        const lower = text.toLowerCase();
        const present: KeywordHits = { has: (keyword) => lower.includes(keyword), startsOf: () => null };
        const tracked = new LiteralSet(shape.keywords, shape.keywords).present(lower);
        const scan = (hits?: KeywordHits) => {
          const found: number[][] = [];
          scanShapeGroup(shape, text, shape.rules, (_rule, start, end) => found.push([start, end]), undefined, hits);
          return found;
        };
        const withAnchor = scan();
        expect(scan(present)).toEqual(withAnchor);
        expect(scan(tracked)).toEqual(withAnchor);
        // Each match example on its own is found (so the comparison is not between two empty lists).
        if (rule.examples.match.includes(text)) expect(withAnchor.length).toBeGreaterThan(0);
      }
    },
  );
});
