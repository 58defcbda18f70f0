/**
 * @jest-environment node
 */
import { unrollQuantifiers } from '@/lib/masking/find/compile/unroll-quantifiers';
import { expectSameMatches, RULE_REGEXES } from './regex-equivalence';

describe('unrollQuantifiers writes counted repeats of one character out', () => {
  it.each([
    ['\\d{13,19}', '\\d\\d\\d\\d\\d\\d\\d\\d\\d\\d\\d\\d\\d\\d{0,6}'],
    ['[0-9A-Fa-f]{4}-', '[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]-'],
    ['[0-9A-Fa-f]{1,4}:', '[0-9A-Fa-f][0-9A-Fa-f]{0,3}:'],
    ['\\x20{2}a{2,}b{1,3}?', '\\x20\\x20aaa{0,}bb{0,2}?'],
    ['[\\]x]{2}', '[\\]x][\\]x]'],
    ['[^\\s"]{2}', '[^\\s"][^\\s"]'],
    ['[]{2}[^]{2}', '[][][^][^]'],
    ['a{20}', `${'a'.repeat(16)}a{4}`],
  ])('%s → %s', (source, expected) => {
    expect(unrollQuantifiers(source)).toBe(expected);
  });

  it.each([
    ['(?:ab){2}', 'a group is not one character'],
    ['a{0,3}', 'nothing required to copy'],
    ['\\b{2}', 'an assertion is not a character'],
    ['x{,3}', 'not a quantifier in JavaScript: a literal'],
  ])('leaves %s as it is (%s)', (source) => {
    expect(unrollQuantifiers(source)).toBe(source);
  });

  it.each([['(a)\\1{2}'], ['\\u{1F600}{2}'], ['\\p{L}{2}'], ['é{2}'], ['\\k<n>{2}']])('returns %s unchanged when it cannot read an atom for sure', (source) => {
    expect(unrollQuantifiers(source, 'u')).toBe(source);
  });

  it('returns a v-flag source unchanged', () => {
    expect(unrollQuantifiers('[\\d--[5]]{2}', 'v')).toBe('[\\d--[5]]{2}');
  });
});

describe('an unrolled rule regex matches exactly what the rule regex matches', () => {
  it('rewrites most rule regexes (the check below is not vacuous)', () => {
    const rewritten = RULE_REGEXES.filter(({ regex }) => unrollQuantifiers(regex.source, regex.flags) !== regex.source);
    expect(rewritten.length).toBeGreaterThan(RULE_REGEXES.length / 2);
  });

  it.each(RULE_REGEXES.map(({ id, regex, rule }, i) => [`${id} #${i}`, regex, rule] as const))('%s', (_name, regex, rule) => {
    const unrolled = new RegExp(unrollQuantifiers(regex.source, regex.flags), regex.flags);
    expectSameMatches(unrolled, regex, rule);
  });
});
