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

/** Each perScan judgement's place in a scan's `memos`. */
let perScanSlots = 0;

/**
 * For a judgement that depends on a value alone: each distinct value is judged once per scan of a text,
 * the answers kept on the scan's context object (the engine makes one per scan) and dropped with it. So a
 * text processed again is judged again, as it would be the first time, and nothing keeps a text (or the
 * larger string it was cut from) alive after its scan.
 */
export function perScan<T>(compute: (value: string) => T): (value: string, context: MatchContext) => T {
  const slot = perScanSlots++;
  return (value, context) => {
    const memos = (context.memos ??= []);
    let answers = memos[slot] as Map<string, T> | undefined;
    if (!answers) {
      answers = new Map<string, T>();
      memos[slot] = answers;
    }
    let answer = answers.get(value);
    if (answer === undefined) {
      answer = compute(value);
      answers.set(value, answer);
    }
    return answer;
  };
}
