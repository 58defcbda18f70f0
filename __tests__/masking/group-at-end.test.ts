/**
 * @jest-environment node
 */
import { groupEndsAtMatchEnd } from '@/lib/masking/find/compile/group-at-end';
import { compilePatternRules, scanShapeGroup } from '@/lib/masking/find/pattern-scan';
import { PATTERN_RULES } from '@/lib/masking/rules';

describe('groupEndsAtMatchEnd', () => {
  it.each([
    ['a(b+)', 1, true],
    ['a(b+)(?![c)])(?=d)', 1, true],
    ['(a)(b)', 1, false],
    ['(a)(b)', 2, true],
    ['(?:x|(a))', 1, false],
    ['(a)|b', 1, false],
    ['x(a)*', 1, false],
    ['(?<name>a)', 1, true],
    ['(?<=a)(b)', 1, true],
    ['\\((a)\\)', 1, false],
    ['[(](a)[)]', 1, false],
    ['[](a)', 1, true],
    ['[^](a)', 1, true],
    ['[\\]()](a)', 1, true],
    ['(a)-----END ', 1, false],
    ['(a)(?:b)', 1, false],
  ] as const)('%s group %d → %s', (source, group, expected) => {
    expect(groupEndsAtMatchEnd(source, group)).toBe(expected);
  });

  it("agrees with the d flag's indices on every rule's examples", () => {
    let checked = 0;
    for (const rule of PATTERN_RULES) {
      if (!rule.group || !groupEndsAtMatchEnd(rule.regex.source, rule.group)) continue;
      const regex = new RegExp(rule.regex.source, `${rule.regex.flags.replace(/[gyd]/g, '')}dg`);
      for (const example of rule.examples.match) {
        for (const found of example.matchAll(regex)) {
          const range = found.indices?.[rule.group];
          if (range) expect(range[1]).toBe(found.index + found[0].length);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('recognises the rules whose value ends their match, and not the private key block', () => {
    const atEnd = (id: string) => {
      const rule = PATTERN_RULES.find((candidate) => candidate.id === id)!;
      return groupEndsAtMatchEnd(rule.regex.source, rule.group!);
    };
    expect(['dn-cn', 'actor-phrase', 'netbios-host', 'authorization-bearer', 'windows-event-account-name'].map(atEnd)).toEqual([true, true, true, true, true]);
    expect(atEnd('private-key')).toBe(false);
    expect(atEnd('url-password')).toBe(false);
  });
});

describe('anchors whose value follows them', () => {
  it('find the same value ranges as reading the group from a match array', () => {
    const rules = PATTERN_RULES.filter((rule) => rule.anchor?.valueFollows);
    expect(rules.map((rule) => rule.id)).toContain('dn-cn');
    const samples = [
      ...rules.flatMap((rule) => [...rule.examples.match, ...rule.examples.noMatch]),
      'CN=Jane Doe,OU=Finance,DC=corp,DC=example,DC=com uid=jsmith xcn=no cn==x o=Contoso l=Berlin st=BE c=DE',
    ];
    for (const rule of rules) {
      const [fast] = compilePatternRules([rule]);
      const [plain] = compilePatternRules([{ ...rule, anchor: { ...rule.anchor!, valueFollows: false } }]);
      for (const text of samples) {
        const ranges = (shape: ReturnType<typeof compilePatternRules>[number]) => {
          const found: number[][] = [];
          scanShapeGroup(shape, text, shape.rules, (_rule, start, end) => found.push([start, end]));
          return found;
        };
        expect(ranges(fast)).toEqual(ranges(plain));
      }
    }
  });
});
