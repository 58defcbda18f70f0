import type { MatchContext } from '../types';

/**
 * Rules that share a shape (the five IPv4 classes, the four IPv6 classes, the DN attributes) validate the
 * same match one after another; this keeps the last answer so the shared work runs once per match.
 */
export function lastResult<T>(compute: (value: string, context: MatchContext) => T): (value: string, context: MatchContext) => T {
  let lastText: string | null = null;
  let lastStart = -1;
  let lastEnd = -1;
  let last: T;
  return (value, context) => {
    if (context.text !== lastText || context.start !== lastStart || context.end !== lastEnd) {
      last = compute(value, context);
      lastText = context.text;
      lastStart = context.start;
      lastEnd = context.end;
    }
    return last;
  };
}
