// The order in which the text-only finders claim (find-values.ts): custom values, then the pattern rules
// shape group by shape group, then the keyword scan; each goes through the text from its start. So in one
// text the first claim of a value is the one of the earliest phase, and within a phase the earliest.
import type { SubstituteRequest } from '../substitute/mapping-store';
import { compiledShapes } from './pattern-values';

let patternPhases: Map<string, number> | null = null;

/**
 * The phase of the finders that made `request` (0: custom values; 1…: a pattern shape group; then the keyword
 * scan). The first pass over a stream (context-pass.ts) keeps, for a value found by context in several pieces,
 * the request of the earliest phase, as one process() of the whole text would (not simply the earliest piece's).
 */
export function claimPhase(request: SubstituteRequest): number {
  if (request.source === 'custom') return 0;
  if (!patternPhases) {
    const shapes = compiledShapes();
    patternPhases = new Map();
    shapes.forEach((shape, k) => shape.rules.forEach((rule) => patternPhases!.set(rule.id, 1 + k)));
    patternPhases.set('', shapes.length + 1);
  }
  if (request.source === 'pattern') return patternPhases.get(request.type) ?? patternPhases.get('')!;
  return patternPhases.get('')!;
}
