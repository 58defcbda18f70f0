import { CUSTOM_RULE_CATEGORY, catalogueEntry } from './catalogue';
import { AcceptedRanges } from './accepted-ranges';
import { CharClass } from './char-class';
import { codeUnits, type CodeUnits } from './code-units';
import { LiteralSet } from './keyword-presence';
import { KeywordScanner } from './keyword-scan';
import { KEYWORD_RULES } from './keywords';
import { MappingStore, escapeRegExp, type SubstituteRequest } from './mapping-store';
import { orderByStart } from './order-by-start';
import { compilePatternRules, scanShapeGroup, type ShapeGroup } from './pattern-scan';
import { PATTERN_RULES } from './rules';
import { detachedString } from './detached-string';
import { createMaskStream, type MaskStreamOptions } from './stream';
import { TextRanges } from './text-ranges';
import type { CustomRule, Detection, FakePool, KeywordRule, MappingEntry, MaskResult, PatternRule, ProcessOptions, Source } from './types';

export const MAX_INPUT_LENGTH = 1_000_000;

const EMPTY: MaskResult = { output: '', detections: [] };
const LABEL_IN_TEXT = /\[Masked [^\]\n]{1,80}\]/g;
/** How every label starts, lowercase: the keyword pass tells whether the input holds any. */
const LABEL_START = '[masked ';

let compiledShapes: ShapeGroup[] | null = null;
let keywordScanner: KeywordScanner | null = null;

function shapes(): ShapeGroup[] {
  compiledShapes ??= compilePatternRules(PATTERN_RULES);
  return compiledShapes;
}

let keywordLiterals: LiteralSet | null = null;

/**
 * The pattern rules' keywords, the keyword rules' roots and the start of a label, found in one pass. The
 * starts of the roots and of the keywords of keyword-start anchors are tracked: those scans then search
 * nothing themselves.
 */
function textKeywords(): LiteralSet {
  if (!keywordLiterals) {
    const anchored = shapes().filter((shape) => shape.anchor?.byKeywords).flatMap((shape) => shape.keywords);
    const roots = keywords().roots;
    keywordLiterals = new LiteralSet([...shapes().flatMap((shape) => shape.keywords), ...roots, LABEL_START], [...anchored, ...roots]);
  }
  return keywordLiterals;
}

function keywords(): KeywordScanner {
  keywordScanner ??= new KeywordScanner(KEYWORD_RULES);
  return keywordScanner;
}

const RULE_SOURCE = new Map<string, Source>([
  ...PATTERN_RULES.map((rule) => [rule.id, 'pattern'] as const),
  ...KEYWORD_RULES.map((rule) => [rule.id, 'keyword'] as const),
]);

/** Shortest value whose other occurrences are masked too (one or two characters are too often words). */
const MIN_CONTEXTUAL_LENGTH = 3;

const ASCII_WORD_CHARS = new CharClass('A-Za-z0-9');

/**
 * 1 for a letter or digit, or any code from 128 on: the characters of a word for other-occurrence
 * matching. A table of every UTF-16 code unit, so the word-start pass reads a byte per character.
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
 * The lowercase key of `input[start, end)`: a slice of `lower` when lowercasing kept the length (so the
 * offsets match), else the range lowercased. A module function, not a closure made per call: a fresh
 * closure called from process() made the optimiser throw process() away on every run.
 */
function keyOf(input: string, lower: string, start: number, end: number): string {
  return lower.length === input.length ? lower.slice(start, end) : input.slice(start, end).toLowerCase();
}

/**
 * Whether `input[start, end)` equals its lowercase form, read from the lowercase text's code units (when
 * lowercasing kept the length). `lower.startsWith(original, start)` did the same at three times the cost.
 */
function isLowerCase(input: string, lowerUnits: CodeUnits, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (input.charCodeAt(i) !== lowerUnits[i]) return false;
  return true;
}

function poolOf(rule: PatternRule | KeywordRule, original: string): FakePool {
  if ('pool' in rule && rule.pool) return rule.pool(original);
  return { key: rule.id, fakes: rule.fakes, derive: (n) => rule.derive(n, original) };
}

/** One substitute request per rule, made once: candidates share it instead of allocating their own. */
const REQUESTS = new Map<PatternRule | KeywordRule, SubstituteRequest>();
function requestFor(rule: PatternRule | KeywordRule, source: Source): SubstituteRequest {
  let request = REQUESTS.get(rule);
  if (!request) {
    request = { type: rule.id, label: rule.label, source, pool: (original) => poolOf(rule, original) };
    REQUESTS.set(rule, request);
  }
  return request;
}

function isDisabled(disabled: ReadonlySet<string>, rule: PatternRule | KeywordRule): boolean {
  return disabled.has(rule.id) || disabled.has(rule.family);
}

/**
 * Finds sensitive values (custom → pattern → keyword rules) and masks or replaces them. One engine is one
 * session: the same original keeps its substitute until reset().
 */
export class MaskingEngine {
  private readonly store: MappingStore;
  /**
   * Set by a streaming session (stream.ts): the values found by their context in earlier pieces, so their
   * bare occurrences in later pieces are masked too, as one process() of the whole text would.
   */
  private carried: Map<string, SubstituteRequest> | null = null;

  constructor(options?: { random?: () => number }) {
    this.store = new MappingStore(options?.random ?? Math.random);
  }

  process(input: string, options: ProcessOptions): MaskResult {
    if (typeof input !== 'string') {
      console.error('Invalid input: text must be a string');
      return { ...EMPTY, detections: [] };
    }
    if (input.length > MAX_INPUT_LENGTH) {
      console.error('Input text too large');
      return { ...EMPTY, detections: [] };
    }
    const customRules = validCustomRules(options?.customRules);
    if (!/\S/.test(input)) return { output: input, detections: [] };
    const mode = options.mode === 'replace' ? 'replace' : 'mask';
    const disabled = new Set(options.disabledRules ?? []);
    const store = this.store;
    const lower = input.toLowerCase();
    const lowerUnits = codeUnits(lower);
    const taken = new Uint8Array(input.length);
    // Accepted ranges live in parallel arrays (no object per candidate: large inputs have tens of thousands).
    const accepted = new AcceptedRanges();

    // Offsets into `lower` match the input unless lowercasing changed the length (rare Unicode).
    const sameLength = lower.length === input.length;

    const checkKnown = !store.isEmpty();
    const accept = (start: number, end: number, request: SubstituteRequest, contextual = false): void => {
      for (let i = start; i < end; i++) if (taken[i] === 1) return;
      for (let i = start; i < end; i++) taken[i] = 1;
      let keep = input.charCodeAt(start) === 91 /* [ */ && keyOf(input, lower, start, Math.min(end, start + 8)) === '[masked ';
      if (!keep && checkKnown) {
        const key = keyOf(input, lower, start, end);
        keep = store.isIgnored('', key) || store.isSubstitute('', key);
      }
      accepted.push(start, end, keep ? null : request, contextual);
    };

    const isFree = (start: number, end: number) => taken[start] === 0 && taken[end - 1] === 0;

    // 1. Custom rules (and the user's manual mappings): literal, case-insensitive, every occurrence.
    const literals: Array<{ start: number; end: number; request: SubstituteRequest }> = [];
    const addLiteral = (value: string, request: SubstituteRequest) => {
      if (!sameLength) {
        for (const found of input.matchAll(new RegExp(escapeRegExp(value), 'gi'))) {
          literals.push({ start: found.index, end: found.index + found[0].length, request });
        }
        return;
      }
      const needle = value.toLowerCase();
      for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
        literals.push({ start: at, end: at + needle.length, request });
      }
    };
    for (const entry of store.manualEntries()) {
      addLiteral(entry.original, { type: entry.type, label: entry.type, source: entry.source, fixed: entry.masked });
    }
    for (const rule of customRules) addLiteral(rule.value, rule.request);
    literals.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    for (const literal of literals) accept(literal.start, literal.end, literal.request);

    // 2. Pattern rules, by priority; rules whose keywords are absent cost nothing.
    // Which rule keywords occur: one pass for all of them (an absent keyword would cost a full scan each).
    // Where the tracked keywords start in `lower` is where they start in the input when the lengths match.
    const found = textKeywords().present(lower, lowerUnits);
    const hits = sameLength ? found : found.withoutStarts();
    const occurs = (keyword: string) => hits.has(keyword);
    for (const shape of shapes()) {
      const active = shape.rules.filter(
        (rule) => !isDisabled(disabled, rule) && (rule.keywords.length === 0 || rule.keywords.some(occurs)),
      );
      if (active.length === 0) continue;
      scanShapeGroup(shape, input, active, (rule, start, end) => accept(start, end, requestFor(rule, 'pattern'), rule.contextual === true), isFree, hits);
    }

    // 3. Keyword rules: one scan for every parameter-name word.
    const scanner = keywords();
    scanner.scan(input, (rule) => !isDisabled(disabled, rule), ({ rule, start, end }) => accept(start, end, requestFor(rule, 'keyword'), true), hits.startsOf(scanner.roots));

    // 4. A value found by its context (`password=hunter2`, `CN=jsmith`) is masked wherever else it stands
    //    as a whole word, so it cannot leak through an occurrence without that context.
    if (sameLength) {
      const contextual: Array<{ key: string; request: SubstituteRequest }> = [];
      for (let i = 0; i < accepted.count; i++) {
        const request = accepted.requests[i];
        if (request && accepted.isContextual(i)) contextual.push({ key: lower.slice(accepted.starts[i], accepted.ends[i]), request });
      }
      const carried = this.carried;
      if (carried) {
        for (const item of contextual) if (!carried.has(item.key)) carried.set(detachedString(item.key), item.request);
        for (const [key, request] of carried) contextual.push({ key, request });
      }
      maskOtherOccurrences(lower, lowerUnits, taken, contextual, accept);
    }

    // Substitute and build the output once, in input order.
    const labelsInInput = new Set<string>();
    if (hits.has(LABEL_START)) for (const label of input.match(LABEL_IN_TEXT) ?? []) labelsInInput.add(label.toLowerCase());
    // A substitute that already occurs in the input is never used. Labels: every label in the input is
    // known. Fakes: a set of the input's six-character sequences (built once, when first needed) rules
    // most of them out; the rest are searched for — except a pattern rule's derived fakes (a counter on a
    // valid value of the class, any number of them): one in the input was found by its rule and is in
    // `seen`. A pool's ten fixed fakes are always searched for (`invalid`, a DC fake, is also a word).
    // (The detections' own texts, read in place from `lower` when its offsets match the input's.)
    const count = accepted.count;
    const starts = accepted.starts;
    const ends = accepted.ends;
    const requests = accepted.requests;
    const seen: { has(key: string): boolean } | null =
      mode !== 'replace' ? null : sameLength ? new TextRanges(lower, lowerUnits, starts, ends, count) : new Set(Array.from(starts.subarray(0, count), (start, i) => keyOf(input, lower, start, ends[i])));
    let grams: Uint32Array | null = null;
    const searched = new Map<string, boolean>();
    const search = (needle: string) => {
      let found = searched.get(needle);
      if (found === undefined) {
        found = lower.includes(needle);
        searched.set(needle, found);
      }
      return found;
    };
    const isTaken = (key: string, derived: boolean, pattern: boolean) => {
      if (labelsInInput.has(key) || seen?.has(key)) return true;
      if (mode === 'mask' || (pattern && derived)) return false;
      grams ??= gramSet(lowerUnits);
      if (!mayOccur(grams, key)) return false;
      // Derived fakes end in a counter (`fakedomain12`): when their stem is absent, so are they all.
      if (derived) {
        const stem = key.replace(/\d+$/, '');
        if (stem.length >= 4 && stem !== key && !search(stem)) return false;
      }
      return search(key);
    };
    // A mask run whose input holds no label: no candidate label can already occur in it.
    const nothingTaken = mode === 'mask' && labelsInInput.size === 0;
    const isTakenByPattern = nothingTaken ? undefined : (candidate: string, derived: boolean) => isTaken(candidate, derived, true);
    const isTakenByOther = nothingTaken ? undefined : (candidate: string, derived: boolean) => isTaken(candidate, derived, false);

    const order = orderByStart(starts, count);
    let output = '';
    const detections: Detection[] = [];
    let last = 0;
    for (let k = 0; k < count; k++) {
      const index = order[k];
      const request = requests[index];
      if (!request) continue;
      const start = starts[index];
      const end = ends[index];
      let original = input.slice(start, end);
      // An original already in lower case is its own key (no second string for it).
      let key = sameLength && isLowerCase(input, lowerUnits, start, end) ? original : keyOf(input, lower, start, end);
      // A streaming session keeps its new mappings for the next pieces: as copies, not views into this one.
      if (this.carried && store.lookup(mode, original, key) === undefined) {
        const sameString = key === original;
        original = detachedString(original);
        key = sameString ? original : detachedString(key);
      }
      const taken = request.source === 'pattern' ? isTakenByPattern : isTakenByOther;
      const entry = store.substitute(mode, original, request, taken, key);
      output += input.slice(last, start);
      output += entry.masked;
      last = end;
      detections.push({ original, masked: entry.masked, type: entry.type, source: request.source, start, end });
    }
    output += input.slice(last);
    return { output: flattened(output), detections };
  }
  /** Text of any length through this session, cut at line boundaries into pieces process() takes (see stream.ts). */
  maskStream(options: MaskStreamOptions): TransformStream<string, string> {
    return createMaskStream(this, options);
  }

  /** @internal For the streaming session (stream.ts): remember contextual values across process() calls. */
  carryContextualValues(): void {
    this.carried ??= new Map();
  }

  restore(text: string): string {
    if (typeof text !== 'string') return '';
    return this.store.restore(text);
  }

  mappings(): MappingEntry[] {
    return this.store.entries().map((entry) => ({ ...entry }));
  }

  addMapping(original: string, masked: string, type: string): void {
    if (typeof original !== 'string' || original.length === 0 || typeof masked !== 'string' || masked.length === 0) return;
    const source: Source = type.startsWith('custom:') ? 'custom' : (RULE_SOURCE.get(type) ?? 'custom');
    this.store.addManual({ original, masked, type, source });
  }

  removeMapping(original: string): void {
    if (typeof original === 'string') this.store.removeMapping(original);
  }

  reset(): void {
    this.store.reset();
    this.carried?.clear();
  }
}

const FLATTEN = /\u0000/;

/**
 * `+=` builds the output as a rope (V8, SpiderMonkey and JavaScriptCore all do); one regex search makes
 * the engine flatten it in place. Together that costs about half of `parts.join('')` on a 1 MB text
 * with 25,000 pieces, and the caller gets (and the benchmark times) a flat string.
 */
function flattened(text: string): string {
  FLATTEN.test(text);
  return text;
}

/** Fakes are tested against the input's six-character sequences: long enough that a fake absent from the input is nearly always ruled out. */
const GRAM = 6;
const GRAM_BITS = 23;
/** 31^GRAM mod 2^32, to drop the character leaving the rolling window. */
const GRAM_OUT = (() => {
  let power = 1;
  for (let i = 0; i < GRAM; i++) power = Math.imul(power, 31);
  return power;
})();

/**
 * One step of the rolling hash of GRAM characters: `added` enters the window and `dropped` leaves it
 * (0 while the window is still filling). The text and the fakes are hashed with the same step.
 */
function rollGram(hash: number, added: number, dropped: number): number {
  return (Math.imul(hash, 31) + added - Math.imul(GRAM_OUT, dropped)) | 0;
}

function gramBit(hash: number): number {
  return Math.imul(hash, 0x9e3779b1) >>> (32 - GRAM_BITS);
}

/** A bitset of the hashed six-character sequences of a text, from its code units (one rolling pass). */
function gramSet(units: CodeUnits): Uint32Array {
  const bits = new Uint32Array(1 << (GRAM_BITS - 5));
  let hash = 0;
  for (let i = 0; i < units.length; i++) {
    hash = rollGram(hash, units[i], i >= GRAM ? units[i - GRAM] : 0);
    if (i >= GRAM - 1) {
      const bit = gramBit(hash);
      bits[bit >>> 5] |= 1 << (bit & 31);
    }
  }
  return bits;
}

/** False when some six-character sequence of `value` never occurs in the text, so neither does `value`. */
function mayOccur(bits: Uint32Array, value: string): boolean {
  if (value.length < GRAM) return true;
  let hash = 0;
  for (let i = 0; i < value.length; i++) {
    hash = rollGram(hash, value.charCodeAt(i), i >= GRAM ? value.charCodeAt(i - GRAM) : 0);
    if (i >= GRAM - 1) {
      const bit = gramBit(hash);
      if ((bits[bit >>> 5] & (1 << (bit & 31))) === 0) return false;
    }
  }
  return true;
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

/**
 * One pass over the word starts of the text (its code units, not `charCodeAt`). A bitset of the values'
 * first three characters and run lengths is tested first, so an ordinary word start costs one array
 * read; a start already inside a detection is skipped, as any value there would overlap it. Values are
 * grouped by their leading run of word characters: a value can only match where the text's word run at
 * that start is exactly that run (the text's run ends where the value's does, or the value would be
 * followed by a word character), so a word start looks up one small group instead of every value
 * sharing a prefix. A value that starts with non-word characters (`" O "` from `"password": " O "`) is
 * found from its first word run, looking back over its prefix; one without any word character is not
 * searched for.
 */
function maskOtherOccurrences(
  lower: string,
  units: CodeUnits,
  taken: Uint8Array,
  found: ReadonlyArray<{ key: string; request: SubstituteRequest }>,
  accept: (start: number, end: number, request: SubstituteRequest, contextual: boolean) => void,
): void {
  interface Group {
    /** Distinct lengths of the values that start with the run, longest first. */
    lengths: number[];
    /** Distinct (non-word prefix, length) pairs of the values that start before the run, longest first. */
    prefixed: Array<{ prefix: number; length: number }>;
  }
  const groups = new Map<string, Group>();
  /** Every value, by itself (the first found wins for a value); a value belongs to the group of its run. */
  const values = new Map<string, SubstituteRequest>();
  // 2^16 bits (8 KB, stays in the first-level cache) of hashed three-character prefixes and run lengths.
  const prefixes = new Uint32Array(1 << 11);
  // First characters of the runs of prefixed values with fewer than three characters from the run on.
  const prefixedFirst = new Uint8Array(128);
  let anyPrefixed = false;
  for (const item of found) {
    const key = item.key;
    if (key.length < MIN_CONTEXTUAL_LENGTH) continue;
    let prefix = 0;
    while (prefix < key.length && !isWordCode(key.charCodeAt(prefix))) prefix++;
    if (prefix === key.length) continue;
    let runEnd = prefix + 1;
    while (runEnd < key.length && isWordCode(key.charCodeAt(runEnd))) runEnd++;
    const lead = prefix === 0 && runEnd === key.length ? key : key.slice(prefix, runEnd);
    let group = groups.get(lead);
    if (!group) {
      group = { lengths: [], prefixed: [] };
      groups.set(lead, group);
    }
    if (values.has(key)) continue;
    values.set(key, item.request);
    if (prefix === 0) {
      if (!group.lengths.includes(key.length)) group.lengths.push(key.length);
      const code = keyPrefixHash(key, 0, runEnd);
      prefixes[code >>> 5] |= 1 << (code & 31);
    } else {
      if (!group.prefixed.some((shape) => shape.prefix === prefix && shape.length === key.length)) group.prefixed.push({ prefix, length: key.length });
      if (key.length - prefix >= 3) {
        const code = keyPrefixHash(key, prefix, runEnd - prefix);
        prefixes[code >>> 5] |= 1 << (code & 31);
      } else {
        prefixedFirst[key.charCodeAt(prefix) & 0x7f] = 1;
      }
      anyPrefixed = true;
    }
  }
  if (groups.size === 0) return;
  // Longest first, as a value that is the start of another must not cut the longer one short.
  for (const group of groups.values()) {
    if (group.lengths.length > 1) group.lengths.sort((a, b) => b - a);
    if (group.prefixed.length > 1) group.prefixed.sort((a, b) => b.length - a.length);
  }
  const last = anyPrefixed ? lower.length - 1 : lower.length - MIN_CONTEXTUAL_LENGTH;
  const length = lower.length;
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
    // Every value found here would cover position i: one taken already by another detection is left alone.
    if (taken[i] === 0 && ((code >= 0 && (prefixes[code >>> 5] & (1 << (code & 31))) !== 0) || prefixedFirst[first & 0x7f] === 1)) {
      const word = lower.slice(i, runEnd);
      const group = groups.get(word);
      if (group) maskAt(lower, i, word, group, accept);
    }
    i = runEnd;
  }

  function maskAt(text: string, i: number, word: string, group: Group, take: typeof accept): void {
    for (const length of group.lengths) {
      if (i + length > text.length || isWordCode(text.charCodeAt(i + length))) continue;
      const request = values.get(length === word.length ? word : text.slice(i, i + length));
      if (request) {
        take(i, i + length, request, true);
        return;
      }
    }
    for (const { prefix, length } of group.prefixed) {
      const start = i - prefix;
      if (start < 0 || isWordCode(text.charCodeAt(start - 1))) continue;
      if (start + length > text.length || isWordCode(text.charCodeAt(start + length))) continue;
      const request = values.get(text.slice(start, start + length));
      if (request) {
        take(start, start + length, request, true);
        return;
      }
    }
  }
}

/** Custom rules that can be used, each with its substitute request; invalid ones are skipped with a warning. */
function validCustomRules(rules: CustomRule[] | undefined): Array<{ value: string; request: SubstituteRequest }> {
  if (!Array.isArray(rules)) return [];
  const valid: Array<{ value: string; request: SubstituteRequest }> = [];
  for (const rule of rules) {
    const request = rule && typeof rule.value === 'string' && rule.value.length > 0 ? customRequest(rule) : undefined;
    if (!request) {
      console.warn('Invalid custom rule detected and skipped');
      continue;
    }
    valid.push({ value: rule.value, request });
  }
  return valid;
}

function customRequest(rule: CustomRule): SubstituteRequest | undefined {
  if (rule.category === CUSTOM_RULE_CATEGORY) {
    const replacement = typeof rule.replacement === 'string' && rule.replacement.length > 0 ? rule.replacement : undefined;
    return { type: `custom:${CUSTOM_RULE_CATEGORY}`, label: CUSTOM_RULE_CATEGORY, source: 'custom', fixed: replacement };
  }
  if (typeof rule.category !== 'string' || typeof rule.subcategory !== 'string') return undefined;
  const entry = catalogueEntry(rule.category, rule.subcategory);
  if (!entry) return undefined;
  return { type: entry.type, label: entry.label, source: 'custom', pool: () => entry.pool };
}

/** One-off processing with a fresh engine. */
export function maskText(input: string, options: ProcessOptions): MaskResult {
  return new MaskingEngine().process(input, options);
}
