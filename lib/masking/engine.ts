import { CUSTOM_RULE_CATEGORY, catalogueEntry } from './catalogue';
import { KeywordScanner } from './keyword-scan';
import { KEYWORD_RULES } from './keywords';
import { MappingStore, type SubstituteRequest } from './mapping-store';
import { compilePatternRules, scanShapeGroup, type ShapeGroup } from './pattern-scan';
import { PATTERN_RULES } from './rules';
import type { CustomRule, Detection, FakePool, KeywordRule, MappingEntry, MaskResult, PatternRule, ProcessOptions, Source } from './types';

export const MAX_INPUT_LENGTH = 1_000_000;

const EMPTY: MaskResult = { output: '', detections: [] };
const LABEL_IN_TEXT = /\[Masked [^\]\n]{1,80}\]/g;

let compiledShapes: ShapeGroup[] | null = null;
let keywordScanner: KeywordScanner | null = null;

function shapes(): ShapeGroup[] {
  compiledShapes ??= compilePatternRules(PATTERN_RULES);
  return compiledShapes;
}

function keywords(): KeywordScanner {
  keywordScanner ??= new KeywordScanner(KEYWORD_RULES);
  return keywordScanner;
}

const RULE_SOURCE = new Map<string, Source>([
  ...PATTERN_RULES.map((rule) => [rule.id, 'pattern'] as const),
  ...KEYWORD_RULES.map((rule) => [rule.id, 'keyword'] as const),
]);

/** An accepted range and how to substitute it (`keep` ranges stay as they are but block overlaps). */
interface Accepted {
  start: number;
  end: number;
  source: Source;
  request: SubstituteRequest | null;
}

function poolOf(rule: PatternRule | KeywordRule, original: string): FakePool {
  if ('pool' in rule && rule.pool) return rule.pool(original);
  return { key: rule.id, fakes: rule.fakes, derive: (n) => rule.derive(n, original) };
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
    const taken = new Uint8Array(input.length);
    const accepted: Accepted[] = [];
    /** Values found by any rule: a fake equal to one of them occurs in the input and is never used. */
    const seen = new Set<string>();

    const accept = (start: number, end: number, source: Source, request: SubstituteRequest): void => {
      for (let i = start; i < end; i++) if (taken[i] === 1) return;
      taken.fill(1, start, end);
      const original = input.slice(start, end);
      const keep = store.isIgnored(original) || store.isSubstitute(original) || original.startsWith('[Masked ');
      accepted.push({ start, end, source, request: keep ? null : request });
    };

    const isFree = (start: number, end: number) => taken[start] === 0 && taken[end - 1] === 0;

    // 1. Custom rules (and the user's manual mappings): literal, case-insensitive, every occurrence.
    const literals: Array<{ start: number; end: number; request: SubstituteRequest }> = [];
    const addLiteral = (value: string, request: SubstituteRequest) => {
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
    for (const literal of literals) accept(literal.start, literal.end, literal.request.source, literal.request);

    // 2. Pattern rules, by priority; rules whose keywords are absent cost nothing.
    for (const shape of shapes()) {
      const active = shape.rules.filter(
        (rule) => !isDisabled(disabled, rule) && (rule.keywords.length === 0 || rule.keywords.some((keyword) => lower.includes(keyword))),
      );
      if (active.length === 0) continue;
      scanShapeGroup(shape, input, active, ({ rule, start, end }) => {
        const original = input.slice(start, end);
        seen.add(original.toLowerCase());
        accept(start, end, 'pattern', { type: rule.id, label: rule.label, source: 'pattern', pool: poolOf(rule, original) });
      }, isFree);
    }

    // 3. Keyword rules: one scan for every parameter-name word.
    keywords().scan(input, (rule) => !isDisabled(disabled, rule), ({ rule, start, end }) => {
      const original = input.slice(start, end);
      seen.add(original.toLowerCase());
      accept(start, end, 'keyword', { type: rule.id, label: rule.label, source: 'keyword', pool: poolOf(rule, original) });
    });

    // Substitute and build the output once, in input order.
    const labelsInInput = new Set<string>();
    if (input.includes('[Masked ')) for (const label of input.match(LABEL_IN_TEXT) ?? []) labelsInInput.add(label.toLowerCase());
    const exactCheck = input.length <= 100_000;
    const isTaken = (candidate: string) => {
      const key = candidate.toLowerCase();
      if (seen.has(key) || labelsInInput.has(key)) return true;
      return exactCheck && lower.includes(key);
    };

    const order = new Float64Array(accepted.length);
    for (let i = 0; i < accepted.length; i++) order[i] = accepted[i].start * 1_048_576 + i;
    order.sort();
    const parts: string[] = [];
    const detections: Detection[] = [];
    let last = 0;
    for (let k = 0; k < order.length; k++) {
      const item = accepted[order[k] % 1_048_576];
      if (!item.request) continue;
      const original = input.slice(item.start, item.end);
      const entry = store.substitute(mode, original, item.request, isTaken);
      parts.push(input.slice(last, item.start), entry.masked);
      last = item.end;
      detections.push({ original, masked: entry.masked, type: entry.type, source: item.source, start: item.start, end: item.end });
    }
    parts.push(input.slice(last));
    return { output: parts.join(''), detections };
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
  return { type: entry.type, label: entry.label, source: 'custom', pool: entry.pool };
}

/** One-off processing with a fresh engine. */
export function maskText(input: string, options: ProcessOptions): MaskResult {
  return new MaskingEngine().process(input, options);
}
