/**
 * @jest-environment node
 */
import { lastResult, perScan } from '@/lib/masking/rules/shape-cache';
import type { MatchContext } from '@/lib/masking/types';

describe('perScan', () => {
  it('judges each distinct value once per scan (context object), and again in the next scan', () => {
    const judged: string[] = [];
    const judge = perScan((value) => {
      judged.push(value);
      return value.length;
    });
    const text = 'logger.info main.py logger.info';
    // The same text scanned again (a new context object) is judged again.
    const first: MatchContext = { text, start: 0, end: 0 };
    const second: MatchContext = { text, start: 0, end: 0 };
    expect([judge('logger.info', first), judge('main.py', first), judge('logger.info', first)]).toEqual([11, 7, 11]);
    expect(judged).toEqual(['logger.info', 'main.py']);
    expect(judge('logger.info', second)).toBe(11);
    expect(judged).toEqual(['logger.info', 'main.py', 'logger.info']);
  });

  it('keeps an answer that is falsy (0, false) as an answer', () => {
    let calls = 0;
    const judge = perScan(() => {
      calls++;
      return 0;
    });
    const context: MatchContext = { text: 'text', start: 0, end: 0 };
    judge('a', context);
    judge('a', context);
    expect(calls).toBe(1);
  });
});

describe('lastResult', () => {
  it('computes once per match of a scan, again for the next match or another scan', () => {
    let calls = 0;
    const judge = lastResult((value: string, context: MatchContext) => {
      calls++;
      return `${value}@${context.start}`;
    });
    const scan: MatchContext = { text: 'a b', start: 0, end: 1 };
    expect([judge('a', scan), judge('a', scan)]).toEqual(['a@0', 'a@0']);
    expect(calls).toBe(1);
    scan.start = 2;
    scan.end = 3;
    expect(judge('b', scan)).toBe('b@2');
    expect(calls).toBe(2);
    // Another scan of the same text, at the same place: its own answer.
    expect(judge('b', { text: 'a b', start: 2, end: 3 })).toBe('b@2');
    expect(calls).toBe(3);
  });

  it('keeps its answers on the scan, not beside the rule (each helper in a place of its own)', () => {
    const first = lastResult(() => 1);
    const second = perScan(() => 2);
    const scan: MatchContext = { text: 'x', start: 0, end: 1 };
    expect([first('x', scan), second('x', scan)]).toEqual([1, 2]);
    expect(scan.memos?.filter((memo) => memo !== undefined)).toHaveLength(2);
  });
});
