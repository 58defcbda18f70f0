/**
 * @jest-environment node
 */
import { perText } from '@/lib/masking/rules/shape-cache';

describe('perText', () => {
  it('judges each distinct value once per text, and again for another text', () => {
    const judged: string[] = [];
    const judge = perText((value) => {
      judged.push(value);
      return value.length;
    });
    const first = 'logger.info main.py logger.info';
    const second = 'logger.info in another text';
    expect([judge('logger.info', first), judge('main.py', first), judge('logger.info', first)]).toEqual([11, 7, 11]);
    expect(judged).toEqual(['logger.info', 'main.py']);
    expect(judge('logger.info', second)).toBe(11);
    expect(judged).toEqual(['logger.info', 'main.py', 'logger.info']);
  });

  it('keeps an answer that is falsy (0, false) as an answer', () => {
    let calls = 0;
    const judge = perText(() => {
      calls++;
      return 0;
    });
    judge('a', 'text');
    judge('a', 'text');
    expect(calls).toBe(1);
  });
});
