// The Rules Distribution lists of a file, packed for the message from the masking worker to the page: a file
// can have hundreds of thousands of distinct values, and the structured clone of as many small objects cost
// the worker about a second to write and the page longer to read (bench:tool, the value-dense log). Packed,
// they are one string and a few typed arrays (moved, not copied); the page unpacks them in slices, giving
// the browser its turn between them, so no task of its main thread grows with the number of values.
import type { Source } from '@/lib/masking';
import { SOURCES, type RuleListEntry, type RulesSummary } from './rule-lists';

/** One list: each entry's original then its substitute, one after the other in `text`. */
export interface PackedList {
  text: string;
  /** Where each of those strings ends in `text`: entry i's original ends at ends[2i], its substitute at ends[2i + 1]. */
  ends: Uint32Array<ArrayBuffer>;
  /** The rule types of the list, once each; entry i's is types[typeOf[i]]. */
  types: string[];
  typeOf: Uint32Array<ArrayBuffer>;
  counts: Uint32Array<ArrayBuffer>;
}

export type PackedLists = Record<Source, PackedList>;

/** Entries unpacked per slice: a few milliseconds of the page's time. */
export const UNPACK_SLICE = 10_000;

export function packList(entries: readonly RuleListEntry[]): PackedList {
  const strings: string[] = [];
  const ends = new Uint32Array(entries.length * 2);
  const typeOf = new Uint32Array(entries.length);
  const counts = new Uint32Array(entries.length);
  const typeIndex = new Map<string, number>();
  let at = 0;
  entries.forEach((entry, i) => {
    strings.push(entry.original, entry.masked);
    at += entry.original.length;
    ends[2 * i] = at;
    at += entry.masked.length;
    ends[2 * i + 1] = at;
    let type = typeIndex.get(entry.type);
    if (type === undefined) typeIndex.set(entry.type, (type = typeIndex.size));
    typeOf[i] = type;
    counts[i] = entry.count;
  });
  return { text: strings.join(''), ends, types: [...typeIndex.keys()], typeOf, counts };
}

export function packLists(lists: RulesSummary['lists']): PackedLists {
  return { custom: packList(lists.custom), pattern: packList(lists.pattern), keyword: packList(lists.keyword) };
}

/** The buffers of `packed`, to move with the message. */
export function packedTransferables(packed: PackedLists): ArrayBuffer[] {
  return SOURCES.flatMap((source) => [packed[source].ends.buffer, packed[source].typeOf.buffer, packed[source].counts.buffer]);
}

/** The entries of `list` from `from` to `to` (indices). */
function unpackRange(list: PackedList, from: number, to: number, into: RuleListEntry[]): void {
  const { text, ends, types, typeOf, counts } = list;
  for (let i = from; i < to; i++) {
    const start = i === 0 ? 0 : ends[2 * i - 1];
    into.push({ original: text.slice(start, ends[2 * i]), masked: text.slice(ends[2 * i], ends[2 * i + 1]), type: types[typeOf[i]], count: counts[i] });
  }
}

/**
 * The lists back as entries, `slice` entries at a time, awaiting `pause()` between slices (the page: a new
 * task, so input and rendering get their turn).
 */
export async function unpackLists(packed: PackedLists, pause: () => Promise<void>, slice = UNPACK_SLICE): Promise<RulesSummary['lists']> {
  const lists: RulesSummary['lists'] = { custom: [], pattern: [], keyword: [] };
  let sinceBreak = 0;
  for (const source of SOURCES) {
    const list = packed[source];
    const size = list.counts.length;
    for (let from = 0; from < size; ) {
      if (sinceBreak >= slice) {
        await pause();
        sinceBreak = 0;
      }
      const to = Math.min(size, from + slice - sinceBreak);
      unpackRange(list, from, to, lists[source]);
      sinceBreak += to - from;
      from = to;
    }
  }
  return lists;
}
