import { findCustomValues } from './find/custom-values';
import { findKeywordValues } from './find/keyword-values';
import { holdLabels } from './find/labels';
import { OccurrenceIndex, findOtherOccurrences } from './find/other-occurrences';
import { findPatternValues } from './find/pattern-values';
import { LABEL_START, findRuleKeywords } from './find/rule-keywords';
import { readText } from './find/text';
import { KEYWORD_RULES } from './keywords';
import { renderOutput } from './render/render-output';
import { Claims } from './resolve/claims';
import { PATTERN_RULES } from './rules';
import { MappingStore } from './substitute/mapping-store';
import { createMaskStream, type MaskStreamOptions } from './stream';
import { substitute } from './substitute/substitute';
import type { MappingEntry, MaskResult, ProcessOptions, Source } from './types';
import { validateRun } from './validate/validate-run';

export { MAX_INPUT_LENGTH } from './validate/validate-run';

const RULE_SOURCE = new Map<string, Source>([
  ...PATTERN_RULES.map((rule) => [rule.id, 'pattern'] as const),
  ...KEYWORD_RULES.map((rule) => [rule.id, 'keyword'] as const),
]);

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

  constructor(options?: { random?: () => number }) {
    this.store = new MappingStore(options?.random ?? Math.random);
  }

  process(input: string, options: ProcessOptions): MaskResult {
    // 1. Validate: a non-string, too large or blank input ends here.
    const run = validateRun(input, options);
    if (!run.ok) return run.result;
    const text = readText(input);

    // 2. Find, in order of precedence; 3. each candidate is resolved as it is claimed (first claim wins).
    // Labels already in the input are held first; the finders read the text with each label a plain word.
    const claims = new Claims(text, this.store, run.allowed);
    const keywords = findRuleKeywords(text);
    const scanned = holdLabels(text, keywords, claims);
    const scannedKeywords = scanned === text ? keywords : findRuleKeywords(scanned);
    findCustomValues(scanned, this.store.manualEntries(), run.customRules, claims);
    findPatternValues(scanned, run.disabled, scannedKeywords, claims);
    findKeywordValues(scanned, run.disabled, scannedKeywords, claims);
    findOtherOccurrences(scanned, claims, this.carried);

    // 4. Substitute, 5. render.
    const detections = substitute(text, claims.resolved(), run.mode, this.store, keywords.has(LABEL_START), this.carried !== null);
    return { output: renderOutput(input, detections), detections };
  }

  /** Text of any length through this session, cut at line boundaries into pieces process() takes (see stream.ts). */
  maskStream(options: MaskStreamOptions): TransformStream<string, string> {
    return createMaskStream(this, options);
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

/** One-off processing with a fresh engine. */
export function maskText(input: string, options: ProcessOptions): MaskResult {
  return new MaskingEngine().process(input, options);
}
