import { claimPhase } from './find/claim-phase';
import { findValues, type FoundValues } from './find/find-values';
import { OccurrenceIndex, addContextualValues, findOtherOccurrences } from './find/other-occurrences';
import { readText } from './find/text';
import { KEYWORD_RULES } from './keywords';
import { findPiece, takeFound, type FoundPiece } from './parallel/found-piece';
import { renderOutput } from './render/render-output';
import { PATTERN_RULES } from './rules';
import { MappingStore } from './substitute/mapping-store';
import { FOUND_MEMO_BYTES, FOUND_MEMO_TEXT, FoundMemo, createContextPass } from './context-pass';
import { createMaskStream, type MaskStreamOptions } from './stream';
import { FakesInText } from './substitute/fakes-in-text';
import { substitute } from './substitute/substitute';
import type { MappingEntry, MaskResult, ProcessOptions, Source } from './types';
import { customValues, validateRun, type RunSettings } from './validate/validate-run';

export { MAX_INPUT_LENGTH } from './validate/validate-run';

const RULE_SOURCE = new Map<string, Source>([
  ...PATTERN_RULES.map((rule) => [rule.id, 'pattern'] as const),
  ...KEYWORD_RULES.map((rule) => [rule.id, 'keyword'] as const),
]);

/** Every rule's fixed fakes (FakesInText looks for them in a text read twice). */
const FIXED_FAKES = () => [...PATTERN_RULES, ...KEYWORD_RULES].flatMap((rule) => rule.fakes);

/**
 * Finds sensitive values (custom → pattern → keyword rules → their other occurrences) and masks or
 * replaces them. One engine is one session: the same original keeps its substitute until reset().
 * The stages, and where each lives, are drawn in README.md.
 */
export class MaskingEngine {
  private readonly store: MappingStore;
  /**
   * Set by a streaming session (stream.ts): the values found by their context in earlier pieces, so their
   * bare occurrences in later pieces are masked too, as one process() of the whole text would.
   */
  private carried: OccurrenceIndex | null = null;
  /** The searches each context pass kept, oldest first: the next maskStream takes the first (context-pass.ts). */
  private readonly memos: FoundMemo[] = [];
  /** What all of them may still keep (context-pass.ts). */
  private readonly memoBudget = { left: FOUND_MEMO_BYTES };
  /** Replace: the rules' fixed fakes the context passes found in the text, never issued by their masking passes (FakesInText). */
  private fakesInText: FakesInText | null = null;

  /**
   * PASTED_BACK_RULE — when text that equals something this session issued is kept as it is. Text read from
   * the input is an original, with two exceptions: a label (`[Masked …]`), which is never a real value, and a
   * substitute (fake or label) the session issued, in a process() call, where the user may paste the
   * session's own output back (the tool). In a stream's pieces (the CLI, /tool's file mode) the text is read
   * from a file, never pasted back: a value equal to a fake issued earlier is a real value there, and gets a
   * fake of its own (new fakes avoid every original seen), so Replace leaves no real value visible and
   * restore stays exact.
   */
  private readonly originalsOnly = {
    isEmpty: () => this.store.isEmpty(),
    isIgnored: (original: string, key?: string) => this.store.isIgnored(original, key),
    isSubstitute: () => false,
  };

  constructor(options?: { random?: () => number }) {
    this.store = new MappingStore(options?.random ?? Math.random);
  }

  process(input: string, options: ProcessOptions): MaskResult {
    return this.processPiece(input, options, null, true);
  }

  /**
   * @internal For the streaming session (stream.ts): process(), for a piece whose text-only finders ran on
   * another thread when `found` is given (parallel/found-piece.ts, with the same options and this session's
   * manual mappings); without the output string when `render` is false (the caller renders the detections).
   */
  processPiece(input: string, options: ProcessOptions, found: FoundPiece | null, render: boolean): MaskResult {
    // 1. Validate: a non-string, too large or blank input ends here.
    const run = validateRun(input, options);
    if (!run.ok) return run.result;
    // 2a–c. Find with the finders that read only the text (find-values.ts); 3. each candidate is resolved as it is claimed.
    const values = found ? takeFound(input, run, this.store.manualEntries(), found) : findValues(readText(input), run, customValues(this.store.manualEntries(), run));
    return this.finish(values, run, render);
  }

  /**
   * @internal For the first pass over a stream (context-pass.ts): finds in the piece, as processPiece would,
   * the values found by their context and adds them to the session's set, so the masking pass hunts them
   * from its first piece on. Masks nothing and gives no substitute.
   */
  collectContextualPiece(input: string, options: ProcessOptions, found: FoundPiece | null): FoundPiece | null {
    const run = validateRun(input, options);
    if (!run.ok) return null;
    const manual = this.store.manualEntries();
    // Searched as a worker would, so the masking pass can take it up (context-pass.ts, FoundMemo); this reads the arrays and writes none.
    const searched = found ?? findPiece(input, options, manual);
    if (!searched) return null;
    const { text, scanned, claims } = takeFound(input, run, manual, searched);
    if (run.mode === 'replace') (this.fakesInText ??= new FakesInText(FIXED_FAKES())).read(text);
    claims.useKnown(this.store);
    addContextualValues(scanned, claims, (this.carried ??= new OccurrenceIndex()), true, claimPhase);
    return searched;
  }

  /** The stages that read the session: its substitutes, the values found by context in earlier pieces, its mappings. */
  private finish({ text, scanned, claims, labelsPresent }: FoundValues, run: RunSettings, render: boolean): MaskResult {
    // 2d. Other occurrences of the values found by context; an un-masked original stays as it is, and so does a
    // substitute of this session, but only in process(): see PASTED_BACK_RULE.
    claims.useKnown(this.carried === null ? this.store : this.originalsOnly);
    findOtherOccurrences(scanned, claims, this.carried);
    // 4. Substitute, 5. render.
    const detections = substitute(text, claims.resolved(), run.mode, this.store, labelsPresent, this.carried !== null, this.fakesInText?.has);
    return { output: render ? renderOutput(text.input, detections) : '', detections };
  }

  /** Text of any length through this session, cut at line boundaries into pieces process() takes (see stream.ts). */
  maskStream(options: MaskStreamOptions): TransformStream<string, string> {
    // The searches the oldest context pass kept: this stream is meant to read the same text (checked per piece).
    return createMaskStream(this, options, this.memos.shift() ?? null);
  }

  /**
   * The first of two passes over a text of any size (context-pass.ts): reads it piece by piece, masks
   * nothing and outputs nothing, and gives this session every value found by its context; a maskStream of
   * the same text after it then gives what one process() of the whole text would (and takes up the searches
   * this pass kept, when `size` is unknown or at most FOUND_MEMO_TEXT).
   */
  contextPass(options: MaskStreamOptions, size?: number): TransformStream<string, never> {
    // `size`: of all the texts read twice in this session (bytes or characters), when known; over
    // FOUND_MEMO_TEXT the masking pass searches again rather than take up a part of the searches.
    const memo = size !== undefined && size > FOUND_MEMO_TEXT ? null : new FoundMemo(this.memoBudget);
    if (memo) this.memos.push(memo);
    return createContextPass(this, options, memo);
  }

  /** @internal For the streaming session (stream.ts): remember contextual values across process() calls. */
  carryContextualValues(): void {
    this.carried ??= new OccurrenceIndex();
  }

  restore(text: string): string {
    if (typeof text !== 'string') return '';
    return this.store.restore(text);
  }

  mappings(): MappingEntry[] {
    // Field by field: a label's entry makes its `masked` when read (a spread would leave it out).
    return this.store.entries().map(({ original, masked, type, source }) => ({ original, masked, type, source }));
  }

  /**
   * The session's mappings one at a time, without copying them (mappings() makes an array of copies: for a
   * session of millions, the CLI's vault writes them out from here). Read them; do not change them.
   */
  eachMapping(): Iterable<Readonly<MappingEntry>> {
    return this.store.eachEntry();
  }

  /** How many mappings the session holds (mappings().length, without making them). */
  mappingCount(): number {
    return this.store.entryCount();
  }

  /** Continues a session saved earlier (the CLI's vault, `mappings()` of a `mode` run): its substitutes and numbering carry on. */
  loadMappings(mode: 'mask' | 'replace', entries: readonly MappingEntry[]): void {
    this.store.load(mode, entries);
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
    for (const memo of this.memos.splice(0)) memo.clear();
    this.carried?.clear();
    this.fakesInText = null;
  }
}

/** One-off processing with a fresh engine. */
export function maskText(input: string, options: ProcessOptions): MaskResult {
  return new MaskingEngine().process(input, options);
}
