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

/** Most distinct values a perScan cache keeps (it starts again past that). */
const PER_SCAN_LIMIT = 20_000;

/**
 * For a judgement that depends on a value alone: each distinct value is judged once per scan of a text
 * (the engine makes one context object per scan), the answers dropped when the next scan begins, so a
 * text processed again is judged again, as it would be the first time.
 */
export function perScan<T>(compute: (value: string) => T): (value: string, context: MatchContext) => T {
  let lastContext: MatchContext | null = null;
  const answers = new Map<string, T>();
  return (value, context) => {
    if (context !== lastContext || answers.size >= PER_SCAN_LIMIT) {
      answers.clear();
      lastContext = context;
    }
    let answer = answers.get(value);
    if (answer === undefined) {
      answer = compute(value);
      answers.set(value, answer);
    }
    return answer;
  };
}
