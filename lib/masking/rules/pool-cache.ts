import type { FakePool } from '../types';

/**
 * A rule's pools made once per class instead of once per original: `build` runs the first time its
 * arguments (the class: a separator, a case, a suffix) are seen, and its pool is reused after that. A
 * pool is a function of its class alone, so reusing it changes nothing but the cost: the MAC and card
 * pools formatted their ten fakes with a regex for every new original (about 9,000 replacements and
 * 2 MB of garbage on the 1 MB bench log in replace mode).
 */
export function poolsByClass<Args extends string[]>(build: (...args: Args) => FakePool): (...args: Args) => FakePool {
  const pools = new Map<string, FakePool>();
  return (...args) => {
    const key = args.join('\u0000');
    let pool = pools.get(key);
    if (!pool) {
      pool = build(...args);
      pools.set(key, pool);
    }
    return pool;
  };
}
