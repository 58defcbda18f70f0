/**
 * Which of many literals occur in a text, in one pass instead of one `includes` per literal (each absent
 * literal would cost a full scan of the text). Literals are bucketed by their first two characters and a
 * bitset of those pairs is tested at each position; a literal found leaves its bucket, and the pass stops
 * once every literal is found. Single characters are looked up with `includes` (they are found at once
 * or cost one fast scan).
 */
export class LiteralSet {
  private readonly literals: readonly string[];
  private readonly singles: string[] = [];
  private readonly longer: string[] = [];

  constructor(literals: Iterable<string>) {
    const unique = [...new Set(literals)].filter((literal) => literal.length > 0);
    this.literals = unique;
    for (const literal of unique) (literal.length === 1 ? this.singles : this.longer).push(literal);
  }

  /** The literals that occur in `text` (exactly those for which `text.includes(literal)` is true). */
  present(text: string): Set<string> {
    const found = new Set<string>();
    for (const single of this.singles) if (text.includes(single)) found.add(single);
    if (this.longer.length === 0) return found;
    const pairs = new Uint32Array(512);
    const buckets = new Map<number, string[]>();
    for (const literal of this.longer) {
      const pair = pairCode(literal, 0);
      pairs[pair >>> 5] |= 1 << (pair & 31);
      const bucket = buckets.get(pair);
      if (bucket) bucket.push(literal);
      else buckets.set(pair, [literal]);
    }
    let missing = this.longer.length;
    const last = text.length - 2;
    let next = text.charCodeAt(0) & 0x7f;
    for (let i = 0; i <= last; i++) {
      const pair = (next << 7) | (next = text.charCodeAt(i + 1) & 0x7f);
      if ((pairs[pair >>> 5] & (1 << (pair & 31))) === 0) continue;
      const bucket = buckets.get(pair);
      if (!bucket) continue;
      for (let k = bucket.length - 1; k >= 0; k--) {
        const literal = bucket[k];
        if (!text.startsWith(literal, i)) continue;
        found.add(literal);
        bucket.splice(k, 1);
        missing--;
      }
      if (bucket.length === 0) pairs[pair >>> 5] &= ~(1 << (pair & 31));
      if (missing === 0) break;
    }
    return found;
  }

  get size(): number {
    return this.literals.length;
  }
}

function pairCode(text: string, at: number): number {
  return ((text.charCodeAt(at) & 0x7f) << 7) | (text.charCodeAt(at + 1) & 0x7f);
}
