// Stage 2b, find pattern values. Takes the text and which rule keywords it holds; claims the values of the
// enabled pattern rules, by priority (a rule none of whose keywords occurs costs nothing).
import type { Claims } from '../resolve/claims';
import { PATTERN_RULES } from '../rules';
import { requestFor } from '../substitute/requests';
import { isDisabled } from '../validate/validate-run';
import type { LiteralHits } from './keyword-presence';
import { compilePatternRules, scanShapeGroup, searchOf, type ShapeGroup } from './pattern-scan';
import { sharedPlaces, type SearchPlaces } from './shared-search';
import type { Text } from './text';
import type { PatternRule } from '../types';

let compiled: ShapeGroup[] | null = null;

/** The pattern rules compiled into shape groups, once per page. */
export function compiledShapes(): ShapeGroup[] {
  compiled ??= compilePatternRules(PATTERN_RULES);
  return compiled;
}

/** Whether a value a pattern rule found is masked wherever else it stands too (PatternRule.contextual). */
function isContextual(rule: PatternRule, input: string, start: number, end: number): boolean {
  const contextual = rule.contextual;
  return contextual === true || (typeof contextual === 'function' && contextual(input.slice(start, end)));
}

/** The places of each shape of a shared search, from one search per pass (shared-search.ts). */
function sharedSearchPlaces(text: string, shapes: readonly ShapeGroup[]): Map<ShapeGroup, SearchPlaces> {
  const passes = new Map<string, ShapeGroup[]>();
  for (const shape of shapes) if (shape.sharedSearch !== null) (passes.get(shape.sharedSearch) ?? passes.set(shape.sharedSearch, []).get(shape.sharedSearch)!).push(shape);
  const places = new Map<ShapeGroup, SearchPlaces>();
  for (const members of passes.values()) {
    sharedPlaces(text, members.map(searchOf)).forEach((found, k) => {
      if (found) places.set(members[k], found);
    });
  }
  return places;
}

export function findPatternValues(text: Text, disabled: ReadonlySet<string>, hits: LiteralHits, claims: Claims): void {
  const occurs = (keyword: string) => hits.has(keyword);
  const isFree = (start: number, end: number) => claims.isFree(start, end);
  const shapes = compiledShapes();
  // A rule switched off still reads its values, to hold them whole: with emails off, `alice@example.com`
  // stays as written instead of losing its domain to the domain rule (no cost while every rule is on).
  const actives = shapes.map((shape) => shape.rules.filter((rule) => rule.keywords.length === 0 || rule.keywords.some(occurs)));
  const places = sharedSearchPlaces(text.input, shapes.filter((_shape, k) => actives[k].length > 0));
  shapes.forEach((shape, k) => {
    const active = actives[k];
    if (active.length === 0) return;
    const emit = (rule: PatternRule, start: number, end: number) =>
      disabled.size > 0 && isDisabled(disabled, rule) ? claims.keepIfFree(start, end) : claims.claim(start, end, requestFor(rule, 'pattern'), isContextual(rule, text.input, start, end));
    scanShapeGroup(shape, text.input, active, emit, isFree, hits, places.get(shape) ?? null);
  });
}
