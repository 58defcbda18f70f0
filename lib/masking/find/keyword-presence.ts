import { codeUnits, unitsStartWith, type CodeUnits } from './code-units';

/**
 * What one pass found: which literals occur, and where the tracked ones start (see LiteralSet).
 */
export class LiteralHits {
  /**
   * @param found the literals of three or more characters that occur
   * @param includesShort whether the text includes a one- or two-character literal
   * @param short the one- and two-character literals: looked up in the text when first asked about, as an
   *   absent one costs a full search (`o=` and `l=` took 0.65 ms on a 1 MB log) and most are never asked
   *   about (a rule's keywords are tried until one occurs)
   */
  constructor(
    private readonly found: ReadonlySet<string>,
    private readonly starts: ReadonlyMap<string, number[]> | null,
    private readonly includesShort: (literal: string) => boolean,
    private readonly short: ReadonlySet<string>,
    private readonly shortFound: Map<string, boolean> = new Map(),
  ) {}

  /** The same answers to `has`, without the starts (for a text whose offsets they do not match). */
  withoutStarts(): LiteralHits {
    return new LiteralHits(this.found, null, this.includesShort, this.short, this.shortFound);
  }

  /** True when the text includes `literal`, for a literal of the set. */
  has(literal: string): boolean {
    if (!this.short.has(literal)) return this.found.has(literal);
    let occurs = this.shortFound.get(literal);
    if (occurs === undefined) {
      occurs = this.includesShort(literal);
      this.shortFound.set(literal, occurs);
    }
    return occurs;
  }

  /**
   * Every index where one of `literals` starts, ascending and distinct; null unless every one of them
   * is tracked (then the caller searches for them itself).
   */
  startsOf(literals: readonly string[]): Int32Array | null {
    if (!this.starts) return null;
    let total = 0;
    let lists = 0;
    let only: number[] = [];
    for (const literal of literals) {
      const starts = this.starts.get(literal);
      if (!starts) return null;
      total += starts.length;
      if (starts.length > 0) {
        lists++;
        only = starts;
      }
    }
    if (lists <= 1) return ascending(Int32Array.from(only));
    const all = new Int32Array(total);
    let at = 0;
    for (const literal of literals) for (const start of this.starts.get(literal)!) all[at++] = start;
    return ascending(all);
  }
}

/** pairFlags bits: a wanted literal is keyed by the pair; the pair ends a literal. */
const LIVE = 1;
const OPEN = 2;

/**
 * Starts in ascending order, each once (sorted in place when they are not). One literal's starts come
 * from the pass in order, except those of a literal that overlaps itself (`aaaa`, `abab`: one pair
 * position gives two starts, the later first); several literals' starts are concatenated.
 */
function ascending(list: Int32Array): Int32Array {
  for (let i = 1; i < list.length; i++) {
    if (list[i - 1] < list[i]) continue;
    list.sort();
    let distinct = 1;
    for (let k = 1; k < list.length; k++) if (list[k] !== list[distinct - 1]) list[distinct++] = list[k];
    return list.subarray(0, distinct);
  }
  return list;
}

/** Where the buckets keyed by a pair and the character after it start (after the 2^14 buckets of pairs that end their literal). */
const BUCKETS_OPEN = 1 << 14;
/** The buckets keyed by a pair and the next character: the low 12 bits of its hash (its 16 bits are in the triples bitset). */
const TRIPLE_BUCKET_MASK = (1 << 12) - 1;

/**
 * Which of many literals occur in a text, in one pass instead of one `includes` per literal (each absent
 * literal would cost a full scan of the text) — and, for the literals marked tracked, every place they
 * start, so rules anchored on them and the keyword scanner need no search of their own.
 *
 * A literal of three or more characters is keyed by two adjacent character pairs of it, chosen rare in a
 * sample of the text (so common pairs such as `co`, `se`, `re` seldom stop the pass; a pair another
 * literal already uses costs nothing). Any occurrence has exactly one of those two pairs at an even
 * position, so the pass reads a byte of flags by pair at every other position only, then the character after
 * the pair (or, for a pair that ends its literal, the one before it), hashed with it, before looking into
 * that bucket (flat typed arrays). An untracked literal found is marked, a pair no wanted literal is keyed
 * by any more is cleared, and without tracked literals the pass stops once every literal is
 * found. One- and two-character literals are looked up with `includes` when first asked about (see
 * LiteralHits) and cannot be tracked. A literal that holds a tracked one (`user=`, `ruser=` and `for
 * invalid user` hold `user` or `for `) is not searched by the pass at all: it is read at that one's
 * starts afterwards, so a common word's occurrences stop the pass once, not once per literal holding it.
 */
export class LiteralSet {
  private readonly literals: readonly string[];
  private readonly short = new Set<string>();
  private readonly longer: string[] = [];
  /** By index into `longer`: 1 for a tracked literal. */
  private readonly trackedFlags: Uint8Array;
  private readonly anyTracked: boolean;
  /** Indexes into `longer`, shortest literal first: the order their pairs are chosen in. */
  private readonly byLength: number[];
  /** By index into `longer`: the tracked literal it holds and is found from (-1: found by the pass), and where in it. */
  private readonly baseOf: Int32Array;
  private readonly baseOffset: Int32Array;
  /**
   * The literals found from a base's starts, grouped by the character each checks first (the one right
   * before the base, or right after it) and where that character stands from the base's start: a start
   * of `user` reads two characters to know which of the 23 literals holding `user` may stand there.
   * Bases in length order (a shorter base first: it may be one of a longer one's literals).
   */
  private readonly derived: Array<{ base: number; at: number[]; byCode: Array<Map<number, number[]>> }> = [];
  /** By index into `longer`: its first and last code units (compared before any string compare) and its length. */
  private readonly firstCode: Uint16Array;
  private readonly lastCode: Uint16Array;
  private readonly lengths: Int32Array;
  /** The pass's tables, made once and cleared for each text (fresh ones cost more than the clearing). */
  private readonly scratch = {
    chosen: new Uint8Array(1 << 14),
    triples: new Uint32Array(1 << 11),
    befores: new Uint32Array(1 << 11),
    pairFlags: new Uint8Array(1 << 14),
    liveByPair: new Int32Array(1 << 14),
    bucketStart: new Int32Array(BUCKETS_OPEN + TRIPLE_BUCKET_MASK + 2),
    fill: new Int32Array(BUCKETS_OPEN + TRIPLE_BUCKET_MASK + 1),
  };

  constructor(literals: Iterable<string>, tracked: Iterable<string> = []) {
    const unique = [...new Set(literals)].filter((literal) => literal.length > 0);
    this.literals = unique;
    for (const literal of unique) {
      if (literal.length <= 2) this.short.add(literal);
      else this.longer.push(literal);
    }
    const wanted = new Set(tracked);
    for (const literal of wanted) {
      if (literal.length <= 2 || !this.longer.includes(literal)) throw new Error(`Cannot track ${JSON.stringify(literal)}: a tracked literal is one of the set, three or more characters long`);
    }
    this.trackedFlags = Uint8Array.from(this.longer, (literal) => (wanted.has(literal) ? 1 : 0));
    this.byLength = this.longer.map((_, j) => j).sort((a, b) => this.longer[a].length - this.longer[b].length || a - b);
    this.anyTracked = wanted.size > 0;
    this.firstCode = Uint16Array.from(this.longer, (literal) => literal.charCodeAt(0));
    this.lastCode = Uint16Array.from(this.longer, (literal) => literal.charCodeAt(literal.length - 1));
    this.lengths = Int32Array.from(this.longer, (literal) => literal.length);
    this.baseOf = new Int32Array(this.longer.length).fill(-1);
    this.baseOffset = new Int32Array(this.longer.length);
    // A literal that holds a tracked one (`user=`, `for invalid user` hold `user`) is found from that one's
    // starts after the pass, not by the pass: the longest such literal, whose starts are fewest.
    for (const j of this.byLength) {
      const literal = this.longer[j];
      for (const b of this.byLength) {
        const base = this.longer[b];
        if (base.length >= literal.length) break;
        if (this.trackedFlags[b] === 0) continue;
        const at = literal.indexOf(base);
        if (at !== -1) {
          this.baseOf[j] = b;
          this.baseOffset[j] = at;
        }
      }
    }
    const groups = new Map<number, { base: number; at: number[]; byCode: Array<Map<number, number[]>> }>();
    for (const j of this.byLength) {
      const base = this.baseOf[j];
      if (base === -1) continue;
      let group = groups.get(base);
      if (!group) {
        // Where the checked character stands from the base's start: right before it, or right after it.
        group = { base, at: [-1, this.lengths[base]], byCode: [new Map(), new Map()] };
        groups.set(base, group);
      }
      // The character right before the base, or right after it when the literal starts with the base: most
      // starts of the base differ there.
      const offset = this.baseOffset[j];
      const side = offset > 0 ? 0 : 1;
      const code = this.longer[j].charCodeAt(offset + group.at[side]);
      const list = group.byCode[side].get(code);
      if (list) list.push(j);
      else group.byCode[side].set(code, [j]);
    }
    this.derived = [...groups.values()].sort((a, b) => this.lengths[a.base] - this.lengths[b.base] || a.base - b.base);
  }

  /**
   * The literals that occur in the text (exactly those for which `text.includes(literal)` is true), and the
   * starts of the tracked ones. The text is read as its code units (given as such when the caller has them);
   * `includes` answers for the one- and two-character literals (a search of the units by default).
   */
  present(text: string | CodeUnits, includes?: (literal: string) => boolean): LiteralHits {
    const units = typeof text === 'string' ? codeUnits(text) : text;
    const includesShort = includes ?? ((literal: string) => unitsInclude(units, literal));
    const found = new Set<string>();
    const literals = this.longer;
    const tracked = this.trackedFlags;
    // By index into `literals`: the starts of a tracked literal (an empty list for the others).
    const startsOf: number[][] = literals.map(() => []);
    const hits = () => {
      if (!this.anyTracked) return new LiteralHits(found, null, includesShort, this.short);
      const starts = new Map<string, number[]>();
      for (let j = 0; j < literals.length; j++) if (tracked[j] === 1) starts.set(literals[j], startsOf[j]);
      return new LiteralHits(found, starts, includesShort, this.short);
    };
    if (literals.length === 0 || units.length < 3) return hits();
    const counts = samplePairCounts(units);
    // Two entries per literal (its two chosen adjacent pairs), bucketed by pair in flat typed arrays.
    const entryPair = new Int32Array(literals.length * 2);
    const entryOffset = new Int32Array(literals.length * 2);
    // Pairs chosen so far cost nothing more: another literal keyed by them adds no stop to the pass.
    const chosen = this.scratch.chosen.fill(0);
    const baseOf = this.baseOf;
    for (const j of this.byLength) {
      if (baseOf[j] !== -1) continue;
      const literal = literals[j];
      let offset = 0;
      let best = Infinity;
      for (let k = 0; k + 2 < literal.length; k++) {
        const first = pairCode(literal, k);
        const second = pairCode(literal, k + 1);
        const cost = (chosen[first] === 1 ? 0 : counts[first]) + (chosen[second] === 1 ? 0 : counts[second]);
        if (cost < best) {
          best = cost;
          offset = k;
        }
      }
      entryPair[2 * j] = pairCode(literal, offset);
      entryOffset[2 * j] = offset;
      entryPair[2 * j + 1] = pairCode(literal, offset + 1);
      entryOffset[2 * j + 1] = offset + 1;
      chosen[entryPair[2 * j]] = 1;
      chosen[entryPair[2 * j + 1]] = 1;
    }
    // Each entry is bucketed by its pair and the character after it (hashed), or, when the pair ends its
    // literal ("open"), by the character before it and the pair: a text position then looks only at
    // literals that agree with three of its characters. A pair stays live while any literal keyed by it is
    // still wanted.
    const keys = new Int32Array(entryPair.length);
    const triples = this.scratch.triples.fill(0);
    // By pair: LIVE while a wanted literal is keyed by it, OPEN when it ends a literal (a byte each: one read per position).
    const pairFlags = this.scratch.pairFlags.fill(0);
    const befores = this.scratch.befores.fill(0);
    const liveByPair = this.scratch.liveByPair.fill(0);
    for (let e = 0; e < entryPair.length; e++) {
      if (baseOf[e >> 1] !== -1) {
        keys[e] = -1;
        continue;
      }
      const pair = entryPair[e];
      const literal = literals[e >> 1];
      const next = entryOffset[e] + 2;
      pairFlags[pair] |= LIVE;
      liveByPair[pair]++;
      if (next < literal.length) {
        const triple = tripleHash(pair, literal.charCodeAt(next));
        triples[triple >>> 5] |= 1 << (triple & 31);
        keys[e] = BUCKETS_OPEN + (triple & TRIPLE_BUCKET_MASK);
      } else {
        // An open pair is never a literal's first: its literal has a character before it.
        const before = tripleHash(pair, literal.charCodeAt(entryOffset[e] - 1));
        befores[before >>> 5] |= 1 << (before & 31);
        pairFlags[pair] |= OPEN;
        keys[e] = before & (BUCKETS_OPEN - 1);
      }
    }
    // Buckets: open ones by the hash of the character before and the pair (0 to 2^14), the others by the
    // hash of the pair and the character after (from BUCKETS_OPEN on).
    const bucketStart = this.scratch.bucketStart.fill(0);
    for (let e = 0; e < keys.length; e++) if (keys[e] !== -1) bucketStart[keys[e] + 1]++;
    for (let key = 0; key + 1 < bucketStart.length; key++) bucketStart[key + 1] += bucketStart[key];
    const fill = this.scratch.fill;
    fill.set(bucketStart.subarray(0, fill.length));
    const bucketLiteral = new Int32Array(keys.length);
    const bucketOffset = new Int32Array(keys.length);
    for (let e = 0; e < keys.length; e++) {
      if (keys[e] === -1) continue;
      const at = fill[keys[e]]++;
      bucketLiteral[at] = e >> 1;
      bucketOffset[at] = entryOffset[e];
    }
    const { firstCode, lastCode, lengths } = this;
    const size = units.length;
    // A tracked literal is never done: every occurrence is wanted.
    const done = new Uint8Array(literals.length);
    let missing = 0;
    for (let j = 0; j < literals.length; j++) if (tracked[j] === 0 && baseOf[j] === -1) missing++;
    const stopWhenFound = !this.anyTracked;
    const visit = (i: number, from: number, stop: number): void => {
      for (let e = from; e < stop; e++) {
        const j = bucketLiteral[e];
        if (done[j] === 1) continue;
        const start = i - bucketOffset[e];
        const end = start + lengths[j];
        if (start < 0 || end > size || units[start] !== firstCode[j] || units[end - 1] !== lastCode[j] || !unitsStartWith(units, literals[j], start)) continue;
        if (tracked[j] === 1) {
          if (startsOf[j].length === 0) found.add(literals[j]);
          startsOf[j].push(start);
          continue;
        }
        done[j] = 1;
        found.add(literals[j]);
        missing--;
        // Both of the literal's entries leave their pairs' counts; a pair no wanted literal needs is cleared.
        for (const pair of [entryPair[2 * j], entryPair[2 * j + 1]]) {
          if (--liveByPair[pair] === 0) pairFlags[pair] = 0;
        }
      }
    };
    const last = units.length - 2;
    for (let i = 0; i <= last; i += 2) {
      const pair = pairOf(units[i], units[i + 1]);
      const flags = pairFlags[pair];
      if (flags === 0) continue;
      if ((flags & OPEN) !== 0 && i > 0) {
        const before = tripleHash(pair, units[i - 1]);
        if ((befores[before >>> 5] & (1 << (before & 31))) !== 0) {
          const bucket = before & (BUCKETS_OPEN - 1);
          visit(i, bucketStart[bucket], bucketStart[bucket + 1]);
        }
      }
      // Reading past the end would deoptimise the loop.
      if (i + 2 < size) {
        const triple = tripleHash(pair, units[i + 2]);
        if ((triples[triple >>> 5] & (1 << (triple & 31))) !== 0) {
          const bucket = BUCKETS_OPEN + (triple & TRIPLE_BUCKET_MASK);
          visit(i, bucketStart[bucket], bucketStart[bucket + 1]);
        }
      }
      if (missing === 0 && stopWhenFound) break;
    }
    // The literals that hold a tracked one, from its starts (a shorter base first: it may be one of them).
    const baseOffset = this.baseOffset;
    for (const { base, at, byCode } of this.derived) {
      const baseStarts = startsOf[base];
      const baseLength = lengths[base];
      for (let k = 0; k < baseStarts.length; k++) {
        const baseStart = baseStarts[k];
        for (let g = 0; g < at.length; g++) {
          const checked = baseStart + at[g];
          if (checked < 0 || checked >= size) continue;
          const candidates = byCode[g].get(units[checked]);
          if (candidates === undefined) continue;
          for (let c = 0; c < candidates.length; c++) {
            const j = candidates[c];
            // An untracked literal found once is done.
            if (done[j] === 1) continue;
            const literal = literals[j];
            const offset = baseOffset[j];
            const start = baseStart - offset;
            if (start < 0 || start + literal.length > size) continue;
            // Only the characters around the base are compared: the base is there.
            let same = true;
            for (let i = 0; same && i < offset; i++) same = units[start + i] === literal.charCodeAt(i);
            for (let i = offset + baseLength; same && i < literal.length; i++) same = units[start + i] === literal.charCodeAt(i);
            if (!same) continue;
            found.add(literal);
            if (tracked[j] === 0) done[j] = 1;
            else startsOf[j].push(start);
          }
        }
      }
    }
    return hits();
  }

  get size(): number {
    return this.literals.length;
  }
}

/** How many characters of the text the pair counts are taken from, in evenly spaced slices. */
const SAMPLE_SLICES = 64;
const SAMPLE_SLICE_LENGTH = 256;

/** Counts of each (7-bit) character pair in a sample of the text: a guide to which pairs are rare. */
function samplePairCounts(units: CodeUnits): Uint16Array {
  const counts = new Uint16Array(1 << 14);
  const step = Math.max(SAMPLE_SLICE_LENGTH, Math.floor(units.length / SAMPLE_SLICES));
  for (let from = 0; from + 1 < units.length; from += step) {
    const to = Math.min(units.length - 1, from + SAMPLE_SLICE_LENGTH);
    for (let i = from; i < to; i++) {
      const pair = pairOf(units[i], units[i + 1]);
      if (counts[pair] < 0xffff) counts[pair]++;
    }
  }
  return counts;
}

/** A pair and the character after it, hashed to 16 bits. */
function tripleHash(pair: number, next: number): number {
  return Math.imul((pair << 7) | (next & 0x7f), 0x9e3779b1) >>> 16;
}

function pairOf(first: number, second: number): number {
  return ((first & 0x7f) << 7) | (second & 0x7f);
}

function pairCode(text: string, at: number): number {
  return pairOf(text.charCodeAt(at), text.charCodeAt(at + 1));
}

/** Whether `units` hold the one- or two-character `literal` anywhere. */
function unitsInclude(units: CodeUnits, literal: string): boolean {
  const first = literal.charCodeAt(0);
  if (literal.length === 1) return units.indexOf(first) !== -1;
  const second = literal.charCodeAt(1);
  for (let i = 0, last = units.length - 1; i < last; i++) if (units[i] === first && units[i + 1] === second) return true;
  return false;
}
