/**
 * Starts are offsets into an input of at most 1,000,000 characters: they fit in 20 bits. Larger starts (a
 * whole text compared with its stream in a test, where the input limit is lifted) take a third pass.
 */
const KEY_BITS = 20;
const MAX_KEY_BITS = 30;
const DIGIT_BITS = 10;
const BUCKETS = 1 << DIGIT_BITS;

/**
 * The indices 0..count-1 ordered by `starts[index]`, ties in index order: a stable least-significant-digit
 * radix sort, two passes of ten bits. For the 12,500 ranges of the 1 MB bench log it takes about 0.2 ms,
 * where sorting a Float64Array of `start * 2^20 + index` took about 1 ms.
 */
export function orderByStart(starts: ArrayLike<number>, count: number): Int32Array {
  let from = new Int32Array(count);
  let to = new Int32Array(count);
  let keyBits = KEY_BITS;
  for (let i = 0; i < count; i++) {
    if (starts[i] < 0 || starts[i] >= 1 << KEY_BITS) {
      if (starts[i] < 0 || starts[i] >= 1 << MAX_KEY_BITS) throw new RangeError(`start ${starts[i]} does not fit in ${MAX_KEY_BITS} bits`);
      keyBits = MAX_KEY_BITS;
    }
    from[i] = i;
  }
  const offsets = new Int32Array(BUCKETS + 1);
  for (let shift = 0; shift < keyBits; shift += DIGIT_BITS) {
    offsets.fill(0);
    for (let i = 0; i < count; i++) offsets[((starts[from[i]] >>> shift) & (BUCKETS - 1)) + 1]++;
    for (let bucket = 0; bucket < BUCKETS; bucket++) offsets[bucket + 1] += offsets[bucket];
    for (let i = 0; i < count; i++) {
      const index = from[i];
      to[offsets[(starts[index] >>> shift) & (BUCKETS - 1)]++] = index;
    }
    const swap = from;
    from = to;
    to = swap;
  }
  return from;
}
