// Stage 2b, find pattern values. Takes the text and which rule keywords it holds; claims the values of the
// enabled pattern rules, by priority (a rule none of whose keywords occurs costs nothing).
import type { Claims } from '../resolve/claims';
import { PATTERN_RULES } from '../rules';
import { requestFor } from '../substitute/requests';
import { isDisabled } from '../validate/validate-run';
import type { LiteralHits } from './keyword-presence';
import { compilePatternRules, scanShapeGroup, type ShapeGroup } from './pattern-scan';
import type { Text } from './text';

let compiled: ShapeGroup[] | null = null;

/** The pattern rules compiled into shape groups, once per page. */
export function compiledShapes(): ShapeGroup[] {
  compiled ??= compilePatternRules(PATTERN_RULES);
  return compiled;
}

export function findPatternValues(text: Text, disabled: ReadonlySet<string>, hits: LiteralHits, claims: Claims): void {
  const occurs = (keyword: string) => hits.has(keyword);
  const isFree = (start: number, end: number) => claims.isFree(start, end);
  for (const shape of compiledShapes()) {
    const active = shape.rules.filter(
      (rule) => !isDisabled(disabled, rule) && (rule.keywords.length === 0 || rule.keywords.some(occurs)),
    );
    if (active.length === 0) continue;
    scanShapeGroup(shape, text.input, active, (rule, start, end) => claims.claim(start, end, requestFor(rule, 'pattern'), rule.contextual === true), isFree, hits);
  }
}
