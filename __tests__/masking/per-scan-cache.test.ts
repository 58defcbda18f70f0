/**
 * @jest-environment node
 */
import { perScan } from '@/lib/masking/rules/shape-cache';
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
