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

interface LastAnswer<T> {
  text: string;
  start: number;
  end: number;
  answer: T;
}

/**
 * Rules that share a shape (the five IPv4 classes, the four IPv6 classes, the DN attributes) validate the
 * same match one after another; this keeps the last answer so the shared work runs once per match.
 */
export function lastResult<T>(compute: (value: string, context: MatchContext) => T): (value: string, context: MatchContext) => T {
  const slot = memoSlots++;
  return (value, context) => {
    const memos = memosOf(context);
    const last = memos[slot] as LastAnswer<T> | undefined;
    if (last === undefined) {
      const first: LastAnswer<T> = { text: context.text, start: context.start, end: context.end, answer: compute(value, context) };
      memos[slot] = first;
      return first.answer;
    }
    if (context.text !== last.text || context.start !== last.start || context.end !== last.end) {
      last.answer = compute(value, context);
      last.text = context.text;
      last.start = context.start;
      last.end = context.end;
    }
    return last.answer;
  };
}

/**
 * For a judgement that depends on a value alone: each distinct value is judged once per scan of a text,
 * and judged again in the next scan, as it would be the first time (a text processed again included).
 */
export function perScan<T>(compute: (value: string) => T): (value: string, context: MatchContext) => T {
  const slot = memoSlots++;
  return (value, context) => {
    const memos = memosOf(context);
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
