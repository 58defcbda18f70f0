/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { LiteralSet } from '@/lib/masking/find/keyword-presence';

describe('LiteralSet finds which literals occur in one pass', () => {
  it('answers exactly what includes() answers for every literal', () => {
    const alphabet = fc.constantFrom('a', 'b', 'c', '-', '_', '=', ':', ' ', 'é', '\n');
    const text = fc.array(alphabet, { maxLength: 200 }).map((chars) => chars.join(''));
    const literal = fc.array(alphabet, { minLength: 1, maxLength: 5 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, fc.array(literal, { maxLength: 20 }), (haystack, literals) => {
        const present = new LiteralSet(literals).present(haystack);
        for (const needle of literals) expect({ needle, found: present.has(needle) }).toEqual({ needle, found: haystack.includes(needle) });
      }),
      { numRuns: 300 },
    );
  });

  it('finds literals that overlap or share a prefix, at the very end of the text too', () => {
    const literals = ['key', 'keys', 'eys', 'ys=', 'x', 'zz'];
    const present = new LiteralSet(literals).present('my keys=1');
    expect(literals.filter((literal) => present.has(literal)).sort()).toEqual(['eys', 'key', 'keys', 'ys=']);
  });
});

/** Every index where one of the literals starts, the slow way. */
function allStarts(text: string, literals: readonly string[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) if (literals.some((literal) => text.startsWith(literal, i))) starts.push(i);
  return starts;
}

describe('LiteralSet tracks where chosen literals start', () => {
  it('reports every start of the tracked literals, ascending and distinct, and still answers has() for all', () => {
    const alphabet = fc.constantFrom('a', 'b', 'c', '-', '=', ' ', 'é', '\n');
    const text = fc.array(alphabet, { maxLength: 300 }).map((chars) => chars.join(''));
    const literal = fc.array(alphabet, { minLength: 3, maxLength: 6 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, fc.uniqueArray(literal, { minLength: 1, maxLength: 8 }), fc.array(literal, { maxLength: 8 }), (haystack, tracked, others) => {
        const hits = new LiteralSet([...tracked, ...others], tracked).present(haystack);
        expect(Array.from(hits.startsOf(tracked) ?? [])).toEqual(allStarts(haystack, tracked));
        for (const needle of [...tracked, ...others]) expect({ needle, found: hits.has(needle) }).toEqual({ needle, found: haystack.includes(needle) });
      }),
      { numRuns: 300 },
    );
  });

  it('finds a literal that holds a tracked one (found from that one\'s starts) exactly as includes() does', () => {
    const alphabet = fc.constantFrom('a', 'b', 'u', 's', '=', ' ', 'é', '\n');
    const word = fc.array(alphabet, { minLength: 3, maxLength: 5 }).map((chars) => chars.join(''));
    const affix = fc.array(alphabet, { maxLength: 3 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 300 }), fc.uniqueArray(word, { minLength: 1, maxLength: 4 }), fc.array(fc.tuple(affix, fc.nat(), affix, fc.option(fc.nat())), { maxLength: 8 }), fc.boolean(), (chars, tracked, extensions, trackAll) => {
        // Literals made of a tracked one with characters before and after it, some tracked themselves, and
        // most of them written into the text somewhere.
        const holders = extensions.map(([before, pick, after]) => before + tracked[pick % tracked.length] + after).filter((literal) => literal.length >= 3);
        const haystack = extensions.reduce((text, [before, pick, after, at], i) => {
          if (at === null || i >= holders.length) return text;
          const cut = at % (text.length + 1);
          return text.slice(0, cut) + before + tracked[pick % tracked.length] + after + text.slice(cut);
        }, chars.join(''));
        const all = [...tracked, ...holders];
        const trackedSet = trackAll ? [...new Set(all)] : tracked;
        const hits = new LiteralSet(all, trackedSet).present(haystack);
        for (const needle of all) expect({ needle, found: hits.has(needle) }).toEqual({ needle, found: haystack.includes(needle) });
        for (const needle of trackedSet) expect({ needle, starts: Array.from(hits.startsOf([needle]) ?? []) }).toEqual({ needle, starts: allStarts(haystack, [needle]) });
      }),
      { numRuns: 500 },
    );
  });

  it('finds overlapping and repeated occurrences (`aaaa` holds `aaa` twice)', () => {
    const hits = new LiteralSet(['aaa', 'user', 'username'], ['aaa', 'user']).present('aaaa user=x username=y');
    expect(Array.from(hits.startsOf(['aaa'])!)).toEqual([0, 1]);
    expect(Array.from(hits.startsOf(['user', 'aaa'])!)).toEqual([0, 1, 5, 12]);
  });

  it('gives the starts of a literal that overlaps itself in order (one pair position gives two of them)', () => {
    for (const text of ['aaaaaaaaa', 'xaaaaaaaa', 'abababab x abab']) {
      const hits = new LiteralSet(['aaaa', 'abab', 'x'], ['aaaa', 'abab']).present(text);
      const expected = (literal: string) => [...text].map((_, i) => i).filter((i) => text.startsWith(literal, i));
      expect(Array.from(hits.startsOf(['aaaa'])!)).toEqual(expected('aaaa'));
      expect(Array.from(hits.startsOf(['abab'])!)).toEqual(expected('abab'));
      expect(Array.from(hits.startsOf(['abab', 'aaaa'])!)).toEqual([...expected('aaaa'), ...expected('abab')].sort((a, b) => a - b));
    }
  });

  it('answers null for a literal it did not track, and after withoutStarts()', () => {
    const hits = new LiteralSet(['user', 'host'], ['user']).present('user host');
    expect(hits.startsOf(['host'])).toBeNull();
    expect(hits.startsOf(['user', 'host'])).toBeNull();
    expect(hits.withoutStarts().startsOf(['user'])).toBeNull();
    expect(hits.withoutStarts().has('host')).toBe(true);
  });

  it('answers one- and two-character literals when asked, before and after withoutStarts()', () => {
    const hits = new LiteralSet(['o=', 'l=', '@', 'user'], ['user']).present('user o=acme');
    const copy = hits.withoutStarts();
    expect(['o=', 'l=', '@'].map((literal) => copy.has(literal))).toEqual([true, false, false]);
    expect(['o=', 'l=', '@'].map((literal) => hits.has(literal))).toEqual([true, false, false]);
    expect(hits.has('c=')).toBe(false);
  });

  it('refuses to track a literal shorter than three characters or outside the set', () => {
    expect(() => new LiteralSet(['ab', 'user'], ['ab'])).toThrow(/three or more/);
    expect(() => new LiteralSet(['user'], ['host'])).toThrow(/one of the set/);
  });
});
