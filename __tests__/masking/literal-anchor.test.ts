/**
 * @jest-environment node
 */
import { compilePatternRules, scanShapeGroup } from '@/lib/masking/find/pattern-scan';
import { PATTERN_RULES } from '@/lib/masking/rules';
import type { PatternRule } from '@/lib/masking/types';
import { realLogText } from '../../scripts/bench/real-log-text';
import { seededRandom } from '../../scripts/bench/random';
import { nearMisses } from './near-misses';

function anchored(regex: RegExp, width: number): PatternRule {
  return { ...PATTERN_RULES.find((rule) => rule.id === 'email')!, anchor: { regex, width, lead: '\\w', maxLead: 8 } };
}

describe('an anchor of one character or one of a few (and a class of the next) is searched with indexOf', () => {
  it.each([
    [/@/g, 1, ['@'], false],
    [/=/g, 1, ['='], false],
    [/\\/g, 1, ['\\'], false],
    [/\+/g, 1, ['+'], false],
    [/\.[A-Za-z]/g, 2, ['.'], true],
    [/[?&;]/g, 1, ['?', '&', ';'], false],
    [/[\-.]/g, 1, ['-', '.'], false],
  ])('%s', (regex, width, chars, withClass) => {
    const [shape] = compilePatternRules([anchored(regex, width)]);
    expect(shape.anchor!.literal?.chars).toEqual(chars);
    expect(shape.anchor!.literal?.then !== null).toBe(withClass);
  });

  it.each([
    [/%40/g, 3, 'several characters'],
    [/[a-z]/g, 1, 'a range'],
    [/[^a]/g, 1, 'a negated class'],
    [/[abcd]/g, 1, 'a class of more than three'],
    [/[:-]\d/g, 2, 'a class then a character that is no class'],
    [/a|b/g, 1, 'alternatives'],
    [/\.[A-Za-z]/g, 1, 'a width that is not the anchor\'s'],
    [/x/gi, 1, 'case-insensitive'],
    [/\.(?=[a-z])/g, 1, 'a lookahead'],
  ])('not %s (%s)', (regex, width) => {
    const [shape] = compilePatternRules([anchored(regex, width)]);
    expect(shape.anchor!.literal).toBeNull();
  });
});

const literalLed = PATTERN_RULES.filter((rule) => rule.anchor && !rule.anchor.keywordStart && compilePatternRules([rule])[0].anchor!.literal);
const GLUE = [' ', '', '.', '@', '=', '\\', '+', '-', 'a', 'F', '0', '\n', '/', '.x', '?', '&', ';'];

/** Anchor characters side by side (`@@`, `==`, `.a.b`), among short words: where a wrong resume position shows. */
function crowded(length: number): string {
  const random = seededRandom(11);
  const atoms = ['@', '=', '.', '\\', '+', '?', '&', ';', 'a=', 'b5c7d5d4b6f7d0cf0c92f9cbdf737f6a', '&sig=b5c7d5d4b6f7d0cf0c92f9cbdf737f6a', 'a', 'bc', 'x1', 'com', 'cn', 'DC', '1', ' ', '-', '\n', 'user', '44'];
  let text = '';
  while (text.length < length) text += atoms[Math.floor(random() * atoms.length)];
  return text;
}

describe('a rule whose anchor is searched with indexOf', () => {
  it('includes the domain, email and DN rules (the check below is not vacuous)', () => {
    expect(literalLed.map((rule) => rule.id)).toEqual(expect.arrayContaining(['domain', 'email', 'dn-cn', 'phone-number', 'url-query-token']));
  });

  const texts = [realLogText(200_000)];
  it.each(literalLed.map((rule) => [rule.id, rule] as const))('%s: finds what the anchor as a regex finds', (_id, rule) => {
    const anchor = rule.anchor!;
    // The same anchor in a group is searched as a regex.
    const [plain] = compilePatternRules([{ ...rule, anchor: { ...anchor, regex: new RegExp(`(?:${anchor.regex.source})`, anchor.regex.flags) } }]);
    expect(plain.anchor!.literal).toBeNull();
    const [shape] = compilePatternRules([rule]);
    for (const text of [...texts, nearMisses(rule, GLUE), crowded(40_000)]) {
      const found: number[][] = [];
      scanShapeGroup(shape, text, shape.rules, (_rule, start, end) => found.push([start, end]));
      const expected: number[][] = [];
      scanShapeGroup(plain, text, plain.rules, (_rule, start, end) => expected.push([start, end]));
      expect(found).toEqual(expected);
    }
  });
});
