// Stage 2d, find other occurrences. Takes the text and the values claimed so far; claims every other
// whole-word occurrence of a value found by its context (`password=hunter2`, `CN=jsmith`), so it cannot leak there.
import { HELD, type Claims } from '../resolve/claims';
import type { SubstituteRequest } from '../substitute/mapping-store';
import { CharClass } from './char-class';
import type { CodeUnits } from './code-units';
import type { Text } from './text';
import type { AcceptedRanges } from '../resolve/accepted-ranges';
import { detachedString } from '../detached-string';

/** Shortest value whose other occurrences are masked too (one or two characters are too often words). */
const MIN_CONTEXTUAL_LENGTH = 3;

const ASCII_WORD_CHARS = new CharClass('A-Za-z0-9_');

/**
 * 1 for a letter, digit or `_`, or any code from 128 on: the characters of a word for other-occurrence
 * matching (a value is not hunted inside an identifier: `root` in `MYSQL_ROOT_PASSWORD`). A table of every UTF-16 code unit, so the word-start pass reads a byte per character.
 */
const WORD_CODES = (() => {
  const table = new Uint8Array(65536).fill(1);
  for (let code = 0; code < 128; code++) table[code] = ASCII_WORD_CHARS.has(code) ? 1 : 0;
  return table;
})();

/** A word character (see WORD_CODES); false for NaN, the code read before or past the text. */
function isWordCode(code: number): boolean {
  return WORD_CODES[code] === 1;
}

/**
 * Offsets into `lower` must match the input's, so a text whose lowercase changed length is skipped.
 * `carried`: a streaming session's index of the values found by their context in earlier pieces
 * (stream.ts); this piece's are added to it, and all of them are masked here too, as one process() of the
 * whole text would. The index lives as long as the session, so a piece costs the values it adds, not all
 * the values the session has found.
 */
export function findOtherOccurrences(text: Text, claims: Claims, carried: OccurrenceIndex | null = null): void {
  if (!text.sameLength) return;
  const index = carried ?? new OccurrenceIndex();
  // A session keeps copies: a slice would keep this whole piece alive.
  addContextualValues(text, claims, index, carried !== null);
  index.scan(text, claims.taken, (start, end, request, isContextual) => claims.claim(start, end, request, isContextual));
}

/**
 * Adds to `index` the values of `claims` found by their context, as findOtherOccurrences would before it
 * hunts them (nothing when the text's lowercase changed length). The first pass of a stream over the whole
 * input (context-pass.ts) collects them this way, without masking anything, piece after piece; with `phase`
 * (claim-phase.ts) a value found again in a later piece by an earlier phase of the finders takes that
 * request, as the first claim of one process() over the whole text would be.
 */
export function addContextualValues(text: Text, claims: Claims, index: OccurrenceIndex, copies: boolean, phase?: (request: SubstituteRequest) => number): void {
  if (text.sameLength) index.addContextual(text, claims.resolved(), copies, phase);
}

/**
 * A value followed by a short file extension is the name of a file (`deploy.sh` where `deploy` is a user,
 * `hunter2.txt`), not another occurrence of the value.
 */
function isFileName(units: CodeUnits, end: number): boolean {
  if (units[end] !== 46 /* . */) return false;
  let i = end + 1;
  while (i < units.length && i - end <= 5 && ((units[i] >= 97 && units[i] <= 122) || (units[i] >= 48 && units[i] <= 57))) i++;
  return i > end + 1 && i - end <= 5 && !isWordCode(units[i]) && units[i] !== 46;
}

/**
 * A value that is one part of a dotted identifier or module path (`nova.api.openstack` where `nova` or `api`
 * is a user, `main.main.func1`, `com.example.app`): the identifier names code, not the value.
 */
function isInDottedName(units: CodeUnits, start: number, end: number): boolean {
  return (units[end] === 46 /* . */ && isWordCode(units[end + 1])) || (units[start - 1] === 46 && isWordCode(units[start - 2]));
}

/**
 * A value that is the key of a YAML or config line (`  neo4j:` where `neo4j` is a user): alone at the
 * start of its line but for indentation, followed by `:` and the line's end or a space. It names a section,
 * not the account.
 */
function isLineKey(units: CodeUnits, start: number, end: number): boolean {
  if (units[end] !== 58 /* : */ || !(units[end + 1] === 32 || units[end + 1] === 10 || units[end + 1] === 13 || end + 1 >= units.length)) return false;
  let i = start - 1;
  while (i >= 0 && (units[i] === 32 || units[i] === 9)) i--;
  return i < 0 || units[i] === 10;
}

/**
 * A value that is a whole field of a CEF or LEEF record's header (`CEF:0|Crowdstrike|FalconHost|1.0|…`, the
 * vendor, product or event name between pipes): the header names the product and the event, never a user.
 */
function isRecordHeaderField(units: CodeUnits, start: number, end: number): boolean {
  if (units[start - 1] !== 124 /* | */ || units[end] !== 124) return false;
  let i = start - 1;
  let pipes = 0;
  while (i >= 3 && start - i < 400 && units[i] !== 10) {
    if (units[i] === 124) pipes++;
    // `cef:` or `leef:` (lowercase units) before the first pipe, with at most the header's seven pipes between.
    if (units[i] === 58 && units[i - 1] === 102 && units[i - 2] === 101 && (units[i - 3] === 99 || (units[i - 3] === 101 && units[i - 4] === 108))) return pipes <= 7;
    i--;
  }
  return false;
}

/**
 * A value followed by `-` and a generated hex id (eight digits or more: a UUID, a hash) is the stem of a
 * resource name made from it (`neutron-e9ebf19c-3d84-…` where `neutron` is a user, a pod
 * `web-7d9c6b5f48-x2k1`), not another occurrence of the value.
 */
function isGeneratedName(units: CodeUnits, end: number): boolean {
  if (units[end] !== 45 /* - */) return false;
  let i = end + 1;
  while (i < units.length && i - end <= 40 && isHexCode(units[i])) i++;
  return i - end > 8 && !isWordCode(units[i]);
}

function isHexCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 102);
}

/**
 * A word run's first three characters (and the one or two after a shorter run) with the run's length,
 * hashed to 16 bits (a filter only: every hit is verified).
 */
function prefixHash(first: number, second: number, third: number, runLength: number): number {
  return Math.imul((((first & 0x7f) << 14) | ((second & 0x7f) << 7) | (third & 0x7f)) ^ (runLength << 21), 0x9e3779b1) >>> 16;
}

function keyPrefixHash(key: string, at: number, runLength: number): number {
  return prefixHash(key.charCodeAt(at), key.charCodeAt(at + 1), key.charCodeAt(at + 2), runLength);
}

interface Group {
  /** Distinct lengths of the values that start with the run, longest first. */
  lengths: number[];
  /** Distinct (non-word prefix, length) pairs of the values that start before the run, longest first. */
  prefixed: Array<{ prefix: number; length: number }>;
}

/** Inserts `item` keeping `list` sorted by `size`, largest first (a value that is the start of another must not cut the longer one short). */
function insertLongestFirst<T>(list: T[], item: T, size: (item: T) => number): void {
  let at = list.length;
  while (at > 0 && size(list[at - 1]) < size(item)) at--;
  list.splice(at, 0, item);
}

/**
 * The values whose other occurrences are masked, indexed for one pass over the word starts of a text (its
 * code units, not `charCodeAt`). A bitset of the values' first three characters and run lengths is tested
 * first, so an ordinary word start costs one array read; a start already inside a detection is skipped,
 * as any value there would overlap it. Values are grouped by their leading run of word characters: a value
 * can only match where the text's word run at that start is exactly that run (the text's run ends where
 * the value's does, or the value would be followed by a word character), so a word start looks up one
 * small group instead of every value sharing a prefix. A value that starts with non-word characters
 * (`" O "` from `"password": " O "`) is found from its first word run, looking back over its prefix; one
 * without any word character is not searched for. The first request given for a value is kept.
 */
export class OccurrenceIndex {
  private readonly groups = new Map<string, Group>();
  /** Every value, by itself; a value belongs to the group of its run. */
  private readonly values = new Map<string, SubstituteRequest>();
  /** The finders' phase of each value's request, when it was added with one (see addContextual). */
  private readonly phases = new Map<string, number>();
  // 2^16 bits (8 KB, stays in the first-level cache) of hashed three-character prefixes and run lengths.
  private readonly prefixes = new Uint32Array(1 << 11);
  // First characters of the runs of prefixed values with fewer than three characters from the run on.
  private readonly prefixedFirst = new Uint8Array(128);
  private anyPrefixed = false;

  has(key: string): boolean {
    return this.values.has(key);
  }

  add(key: string, request: SubstituteRequest): void {
    if (key.length < MIN_CONTEXTUAL_LENGTH || this.values.has(key)) return;
    let prefix = 0;
    while (prefix < key.length && !isWordCode(key.charCodeAt(prefix))) prefix++;
    if (prefix === key.length) return;
    let runEnd = prefix + 1;
    while (runEnd < key.length && isWordCode(key.charCodeAt(runEnd))) runEnd++;
    const lead = prefix === 0 && runEnd === key.length ? key : key.slice(prefix, runEnd);
    let group = this.groups.get(lead);
    if (!group) {
      group = { lengths: [], prefixed: [] };
      this.groups.set(lead, group);
    }
    this.values.set(key, request);
    if (prefix === 0) {
      if (!group.lengths.includes(key.length)) insertLongestFirst(group.lengths, key.length, (length) => length);
      const code = keyPrefixHash(key, 0, runEnd);
      this.prefixes[code >>> 5] |= 1 << (code & 31);
    } else {
      if (!group.prefixed.some((shape) => shape.prefix === prefix && shape.length === key.length)) insertLongestFirst(group.prefixed, { prefix, length: key.length }, (shape) => shape.length);
      if (key.length - prefix >= 3) {
        const code = keyPrefixHash(key, prefix, runEnd - prefix);
        this.prefixes[code >>> 5] |= 1 << (code & 31);
      } else {
        this.prefixedFirst[key.charCodeAt(prefix) & 0x7f] = 1;
      }
      this.anyPrefixed = true;
    }
  }

  /**
   * Adds the values of `accepted` found by their context (`copies`: as copies, not slices of the text). A
   * loop of its own: inside findOtherOccurrences, V8 compiled it mid-loop again on every call and threw
   * the code away at the scan after it (64 times in 100 runs of the speed guard).
   */
  addContextual(text: Text, accepted: AcceptedRanges, copies: boolean, phase?: (request: SubstituteRequest) => number): void {
    for (let i = 0; i < accepted.count; i++) {
      const request = accepted.requests[i];
      if (!request || !accepted.isContextual(i)) continue;
      const key = text.lowerSlice(accepted.starts[i], accepted.ends[i]);
      if (!this.values.has(key)) {
        const own = copies ? detachedString(key) : key;
        this.add(own, request);
        if (phase && this.values.has(own)) this.phases.set(own, phase(request));
      } else if (phase && this.values.get(key) !== request) {
        // A later piece, an earlier phase: its request, as in one text (the value's place in the index stays).
        const known = this.phases.get(key);
        const now = phase(request);
        if (known !== undefined && now < known) {
          this.values.set(key, request);
          this.phases.set(key, now);
        }
      }
    }
  }

  clear(): void {
    this.groups.clear();
    this.values.clear();
    this.phases.clear();
    this.prefixes.fill(0);
    this.prefixedFirst.fill(0);
    this.anyPrefixed = false;
  }

  /** Claims, through `accept`, every other whole-word occurrence of the values in the text (read in its lowercase code units). */
  scan(text: Text, taken: Uint8Array, accept: (start: number, end: number, request: SubstituteRequest, contextual: boolean) => void): void {
    if (this.groups.size === 0) return;
    const { groups, prefixes, prefixedFirst } = this;
    // Read once: an imported binding read in the loop is a call per word start where modules are compiled
    // to CommonJS (tsx, jest): 1.6 ms of a 1 MB run.
    const held = HELD;
    const units = text.lowerUnits;
    const length = units.length;
    const last = this.anyPrefixed ? length - 1 : length - MIN_CONTEXTUAL_LENGTH;
    let i = 0;
    while (i <= last) {
      const first = units[i];
      if (!isWordCode(first)) {
        i++;
        continue;
      }
      // A word start: find the end of its run (the next position to look at is past it).
      let runEnd = i + 1;
      while (runEnd < length) {
        if (!isWordCode(units[runEnd])) break;
        runEnd++;
      }
      // Within two characters of the end only a prefixed value with a short run can still fit (and reading
      // past the end would make the optimizer give this loop up).
      const code = i + 2 < length ? prefixHash(first, units[i + 1], units[i + 2], runEnd - i) : -1;
      // Every value found here would cover position i: one held already by another detection is left alone
      // (a custom value there may still give way to a larger value, see Claims).
      if (taken[i] !== held && ((code >= 0 && (prefixes[code >>> 5] & (1 << (code & 31))) !== 0) || prefixedFirst[first & 0x7f] === 1)) {
        const word = text.lowerSlice(i, runEnd);
        const group = groups.get(word);
        if (group) this.maskAt(text, i, word, group, accept);
      }
      i = runEnd;
    }
  }

  private maskAt(text: Text, i: number, word: string, group: Group, take: (start: number, end: number, request: SubstituteRequest, contextual: boolean) => void): void {
    const units = text.lowerUnits;
    for (const length of group.lengths) {
      if (i + length > units.length || isWordCode(units[i + length])) continue;
      if (isFileName(units, i + length) || isGeneratedName(units, i + length) || isInDottedName(units, i, i + length) || isLineKey(units, i, i + length) || isRecordHeaderField(units, i, i + length)) continue;
      const request = this.values.get(length === word.length ? word : text.lowerSlice(i, i + length));
      if (request) {
        take(i, i + length, request, true);
        return;
      }
    }
    for (const { prefix, length } of group.prefixed) {
      const start = i - prefix;
      if (start < 0 || isWordCode(units[start - 1])) continue;
      if (start + length > units.length || isWordCode(units[start + length])) continue;
      if (isInDottedName(units, start, start + length) || isLineKey(units, start, start + length) || isRecordHeaderField(units, start, start + length)) continue;
      const request = this.values.get(text.lowerSlice(start, start + length));
      if (request) {
        take(start, start + length, request, true);
        return;
      }
    }
  }
}
