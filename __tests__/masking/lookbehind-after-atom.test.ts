/**
 * @jest-environment node
 */
import { lookbehindAfterFirstAtom } from '@/lib/masking/find/compile/lookbehind-after-atom';
import { unrollQuantifiers } from '@/lib/masking/find/compile/unroll-quantifiers';
import { realLogText } from '../../scripts/bench/real-log-text';
import { expectSameMatches, RULE_REGEXES } from './regex-equivalence';

describe('lookbehindAfterFirstAtom moves a leading lookbehind after the first character', () => {
  it.each([
    ['(?<![\\w.-])[A-Za-z0-9][A-Za-z0-9]{0,62}', '[A-Za-z0-9](?<!(?:[\\w.-])[A-Za-z0-9])[A-Za-z0-9]{0,62}'],
    ['(?<![\\w+.:/-])0\\d\\d{0,3}', '0(?<!(?:[\\w+.:/-])0)\\d\\d{0,3}'],
    ['(?<=<)([\\w%+=-][\\w.]{0,9})(?=>)', '([\\w%+=-](?<=(?:<)[\\w%+=-])[\\w.]{0,9})(?=>)'],
    ['(?<!\\w)(?:sk_[a-z])', '(?:s(?<!(?:\\w)s)k_[a-z])'],
    ['(?<!a|b)x|y', 'x(?<!(?:a|b)x)|y'],
  ])('%s → %s', (source, expected) => {
    expect(lookbehindAfterFirstAtom(source)).toBe(expected);
  });

  it.each([
    ['[a-z]+x', 'no lookbehind'],
    ['(?<!x)\\d+y', 'the first atom repeats'],
    ['(?<!x)[a-z]{2}', 'the first atom repeats'],
    ['(?<!x)(?:ab|cd)', 'the group has alternatives'],
    ['(?<!x)(ab)+', 'the group repeats'],
    ['(?<!(x))ab', 'a capturing group in the lookbehind would be renumbered'],
    ['(?<!x)(?=a)ab', 'a lookahead is not a character'],
    ['(?<!x)\\bab', 'an assertion is not a character'],
    ['(?<!x)\\1a', 'a back reference cannot be read for sure'],
  ])('leaves %s as it is (%s)', (source) => {
    expect(lookbehindAfterFirstAtom(source)).toBe(source);
  });

  it('returns a v-flag source unchanged', () => {
    expect(lookbehindAfterFirstAtom('(?<!x)[\\d--[5]]a', 'v')).toBe('(?<!x)[\\d--[5]]a');
  });
});

const compiled = (regex: RegExp) => lookbehindAfterFirstAtom(unrollQuantifiers(regex.source, regex.flags), regex.flags);
const moved = RULE_REGEXES.filter(({ regex }) => compiled(regex) !== unrollQuantifiers(regex.source, regex.flags));

describe('a rule regex with its lookbehind moved matches exactly what the rule regex matches', () => {
  it('moves the lookbehind of many rule regexes (the check below is not vacuous)', () => {
    expect(moved.length).toBeGreaterThanOrEqual(20);
  });

  const realLogs = realLogText(300_000);
  it.each(moved.map(({ id, regex, rule }, i) => [`${id} #${i}`, regex, rule] as const))('%s', (_name, regex, rule) => {
    expectSameMatches(new RegExp(compiled(regex), regex.flags), regex, rule, [realLogs]);
  });
});
