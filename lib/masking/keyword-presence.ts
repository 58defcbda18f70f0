/**
 * Which of many literals occur in a text, in one pass instead of one `includes` per literal (each absent
 * literal would cost a full scan of the text).
 *
 * A literal of three or more characters is keyed by two adjacent character pairs of it, chosen rare in a
 * sample of the text (so common pairs such as `co`, `se`, `re` seldom stop the pass). Any occurrence has
 * one of those two pairs at an even position, so the pass tests a bitset of pairs at every other
 * position only. A literal found is marked, a bucket whose literals are all found leaves the bitset, and
 * the pass stops once every literal is found. One- and two-character literals are looked up with
 * `includes` (they are found at once or cost one fast scan).
 */
export class LiteralSet {
  private readonly literals: readonly string[];
  private readonly short: string[] = [];
  private readonly longer: string[] = [];

  constructor(literals: Iterable<string>) {
    const unique = [...new Set(literals)].filter((literal) => literal.length > 0);
    this.literals = unique;
    for (const literal of unique) (literal.length <= 2 ? this.short : this.longer).push(literal);
  }

  /** The literals that occur in `text` (exactly those for which `text.includes(literal)` is true). */
  present(text: string): Set<string> {
    const found = new Set<string>();
    for (const literal of this.short) if (text.includes(literal)) found.add(literal);
    if (this.longer.length === 0 || text.length < 3) return found;
    const counts = samplePairCounts(text);
    const pairs = new Uint32Array(512);
    const buckets = new Map<number, Entry[]>();
    const add = (pair: number, entry: Entry) => {
      pairs[pair >>> 5] |= 1 << (pair & 31);
      const bucket = buckets.get(pair);
      if (bucket) bucket.push(entry);
      else buckets.set(pair, [entry]);
    };
    for (const literal of this.longer) {
      let offset = 0;
      let best = Infinity;
      for (let k = 0; k + 2 < literal.length; k++) {
        const cost = Math.max(counts[pairCode(literal, k)], counts[pairCode(literal, k + 1)]);
        if (cost < best) {
          best = cost;
          offset = k;
        }
      }
      const target = { literal, found: false };
      add(pairCode(literal, offset), { target, offset });
      add(pairCode(literal, offset + 1), { target, offset: offset + 1 });
    }
    let missing = this.longer.length;
    const last = text.length - 2;
    for (let i = 0; i <= last; i += 2) {
      const pair = pairCode(text, i);
      if ((pairs[pair >>> 5] & (1 << (pair & 31))) === 0) continue;
      const bucket = buckets.get(pair)!;
      let open = 0;
      for (const { target, offset } of bucket) {
        if (target.found) continue;
        if (i >= offset && text.startsWith(target.literal, i - offset)) {
          target.found = true;
          found.add(target.literal);
          missing--;
        } else {
          open++;
        }
      }
      if (open === 0) pairs[pair >>> 5] &= ~(1 << (pair & 31));
      if (missing === 0) break;
    }
    return found;
  }

  get size(): number {
    return this.literals.length;
  }
}

interface Entry {
  target: { literal: string; found: boolean };
  /** Where in the literal the bucket's pair stands. */
  offset: number;
}

/** How many characters of the text the pair counts are taken from, in evenly spaced slices. */
const SAMPLE_SLICES = 64;
const SAMPLE_SLICE_LENGTH = 256;

/** Counts of each (7-bit) character pair in a sample of the text: a guide to which pairs are rare. */
function samplePairCounts(text: string): Uint16Array {
  const counts = new Uint16Array(1 << 14);
  const step = Math.max(SAMPLE_SLICE_LENGTH, Math.floor(text.length / SAMPLE_SLICES));
  for (let from = 0; from + 1 < text.length; from += step) {
    const to = Math.min(text.length - 1, from + SAMPLE_SLICE_LENGTH);
    for (let i = from; i < to; i++) {
      const pair = pairCode(text, i);
      if (counts[pair] < 0xffff) counts[pair]++;
    }
  }
  return counts;
}

function pairCode(text: string, at: number): number {
  return ((text.charCodeAt(at) & 0x7f) << 7) | (text.charCodeAt(at + 1) & 0x7f);
}
