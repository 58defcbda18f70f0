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

/** Most distinct values a perText cache keeps (it starts again past that). */
const PER_TEXT_LIMIT = 20_000;

/**
 * For a judgement that depends on a value alone: each distinct value of a text is judged once, the answers
 * kept while the same text is scanned (and dropped for the next one).
 */
export function perText<T>(compute: (value: string) => T): (value: string, text: string) => T {
  let lastText: string | null = null;
  const answers = new Map<string, T>();
  return (value, text) => {
    if (text !== lastText || answers.size >= PER_TEXT_LIMIT) {
      answers.clear();
      lastText = text;
    }
    let answer = answers.get(value);
    if (answer === undefined) {
      answer = compute(value);
      answers.set(value, answer);
    }
    return answer;
  };
}
