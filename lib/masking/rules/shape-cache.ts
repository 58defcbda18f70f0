import type { MatchContext } from '../types';

/**
 * The answers these helpers keep live on the scan's context object (MatchContext.memos; the engine makes
 * one per scan), each helper in a place of its own, and go with it: kept in module variables, they held
 * the last scanned text alive, and with it the larger string the CLI cut it from.
 */
let memoSlots = 0;

function memosOf(context: MatchContext): unknown[] {
  return (context.memos ??= []);
}

/**
 * State a validator keeps while one scan of a text visits its matches (made by `make` at the scan's first
 * match): it goes with the scan, and the next scan, of this text or another, starts afresh.
 */
export function perScanState<S>(make: () => S): (context: MatchContext) => S {
  const slot = memoSlots++;
  return (context) => {
    const memos = memosOf(context);
    let state = memos[slot] as S | undefined;
    if (state === undefined) {
      state = make();
      memos[slot] = state;
    }
    return state;
  };
}

/**
 * Rules that share a shape (the five IPv4 classes, the four IPv6 classes, the DN attributes) validate the
 * same match one after another; this keeps the last answer so the shared work runs once per match. (The
 * answer lives on the scan, which reads one text: the match's range tells it apart.)
 */
export function lastResult<T>(compute: (value: string, context: MatchContext) => T): (value: string, context: MatchContext) => T {
  const lastOf = perScanState(() => ({ start: -1, end: -1, answer: undefined as T | undefined }));
  return (value, context) => {
    const last = lastOf(context);
    if (context.start !== last.start || context.end !== last.end) {
      last.answer = compute(value, context);
      last.start = context.start;
      last.end = context.end;
    }
    return last.answer as T;
  };
}

/**
 * For a judgement that depends on a value alone: each distinct value is judged once per scan of a text,
 * and judged again in the next scan, as it would be the first time (a text processed again included).
 */
export function perScan<T>(compute: (value: string) => T): (value: string, context: MatchContext) => T {
  const answersOf = perScanState(() => new Map<string, T>());
  return (value, context) => {
    const answers = answersOf(context);
    let answer = answers.get(value);
    if (answer === undefined) {
      answer = compute(value);
      answers.set(value, answer);
    }
    return answer;
  };
}
