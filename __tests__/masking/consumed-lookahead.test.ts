/**
 * @jest-environment node
 */
import { lookaheadConsumed } from '@/lib/masking/find/compile/consumed-lookahead';
import { compilePatternRules, scanShapeGroup } from '@/lib/masking/find/pattern-scan';
import { PATTERN_RULES } from '@/lib/masking/rules';
import { realLogText } from '../../scripts/bench/real-log-text';
import { nearMisses } from './near-misses';

describe('lookaheadConsumed matches an anchor\'s closing lookahead as part of it', () => {
  it.each([
    ['\\.\\d(?=\\d{0,2}\\.\\d{1,3}\\.\\d)', '\\.\\d(?:\\d{0,2}\\.\\d{1,3}\\.\\d)'],
    [':(?=:|[0-9a-f]{1,4}:)', ':(?::|[0-9a-f]{1,4}:)'],
    ['\\.(?=[a-f]{4}(?![\\w.]))', '\\.(?:[a-f]{4}(?![\\w.]))'],
  ])('%s → %s', (source, expected) => {
    expect(lookaheadConsumed(source)).toBe(expected);
  });

  it.each([
    ['@', 'no lookahead'],
    ['(?=abc)[^]', 'the lookahead is the whole anchor'],
    ['a(?=b)c', 'the lookahead does not close the anchor'],
    ['a|b(?=c)', 'the anchor has alternatives'],
    ['a\\(?=b)', 'an escaped parenthesis'],
    ['a(?!b)', 'a negative lookahead'],
  ])('leaves %s alone (%s)', (source) => {
    expect(lookaheadConsumed(source)).toBeNull();
  });
});

/** Every text position the anchor reports, read as the scan reads it (lookahead form: a fixed-width match). */
function anchorPositions(regex: RegExp, width: number, text: string, consumed: boolean): number[] {
  const global = new RegExp(consumed ? lookaheadConsumed(regex.source)! : regex.source, regex.flags.includes('g') ? regex.flags : `${regex.flags}g`);
  const positions: number[] = [];
  for (;;) {
    if (consumed) {
      const hit = global.exec(text);
      if (!hit) break;
      positions.push(hit.index);
      global.lastIndex = hit.index + width;
    } else {
      if (!global.test(text)) break;
      positions.push(global.lastIndex - width);
    }
  }
  return positions;
}

const converted = PATTERN_RULES.filter((rule) => rule.anchor && rule.anchor.width !== undefined && !rule.anchor.keywordStart && lookaheadConsumed(rule.anchor.regex.source) !== null);

const GLUE = [' ', '', '.', ':', '-', '::', '0', 'a', 'F', '\n', '/', '1.2'];

describe('an anchor with its lookahead consumed', () => {
  it('is used by the IPv4, IPv6 and MAC anchors (the checks below are not vacuous)', () => {
    expect(converted.map((rule) => rule.id)).toEqual(expect.arrayContaining(['ipv4-internal', 'ipv6-internal', 'mac', 'mac-dotted']));
  });

  const texts = [realLogText(200_000)];
  it.each(converted.map((rule) => [rule.id, rule] as const))('%s: reports the same positions, and the rule the same matches', (_id, rule) => {
    const anchor = rule.anchor!;
    for (const text of [...texts, nearMisses(rule, GLUE)]) {
      const positions = anchorPositions(anchor.regex, anchor.width!, text, false);
      expect(anchorPositions(anchor.regex, anchor.width!, text, true)).toEqual(positions);
      // The rule as the engine compiles it (consumed) finds what a scan at every lookahead position finds.
      const [shape] = compilePatternRules([rule]);
      expect(shape.anchor!.consumed).toBe(true);
      const found: number[][] = [];
      scanShapeGroup(shape, text, shape.rules, (_rule, start, end) => found.push([start, end]));
      const [plain] = compilePatternRules([{ ...rule, anchor: { ...anchor, regex: new RegExp(`(?:${anchor.regex.source})`, anchor.regex.flags) } }]);
      expect(plain.anchor!.consumed).toBe(false);
      const expected: number[][] = [];
      scanShapeGroup(plain, text, plain.rules, (_rule, start, end) => expected.push([start, end]));
      expect(found).toEqual(expected);
      if (text !== texts[0]) expect(expected.length).toBeGreaterThan(0);
    }
  });
});
