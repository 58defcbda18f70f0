import fc from 'fast-check';
import { PATTERN_RULES } from '@/lib/masking/rules';
import type { PatternRule } from '@/lib/masking/types';

/** Every regex the engine scans with: the rules' patterns and their anchors. */
export const RULE_REGEXES = PATTERN_RULES.flatMap((rule) =>
  [rule.regex, rule.anchor?.regex].filter((regex): regex is RegExp => regex !== undefined).map((regex) => ({ id: rule.id, regex, rule })),
);

function matchesOf(regex: RegExp, text: string): Array<[number, ...Array<string | undefined>]> {
  const global = new RegExp(regex.source, regex.flags.replace(/[gy]/g, '') + 'g');
  return [...text.matchAll(global)].map((found) => [found.index, ...found]);
}

/**
 * Expects `rewritten` to find exactly what `regex` finds (same places, same groups) in the rule's examples,
 * in strings made of its examples, their cut-off halves and its own characters, and in `texts`.
 */
export function expectSameMatches(rewritten: RegExp, regex: RegExp, rule: PatternRule, texts: readonly string[] = []): void {
  const examples = [...rule.examples.match, ...rule.examples.noMatch];
  const chars = [...new Set(examples.join('').split(''))].concat([' ', '-', ':', '.', '\n', '0', 'a', 'A', '_']);
  const pieces = fc.oneof(fc.constantFrom(...examples), fc.constantFrom(...chars), fc.constantFrom(...examples).map((example) => example.slice(0, Math.ceil(example.length / 2))));
  for (const text of [...examples, ...texts]) expect(matchesOf(rewritten, text)).toEqual(matchesOf(regex, text));
  fc.assert(
    fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
      const text = parts.join('');
      expect(matchesOf(rewritten, text)).toEqual(matchesOf(regex, text));
    }),
    { numRuns: 150 },
  );
}
