// Stage 1, validate. Takes the caller's input and options; gives the run's settings (mode, rules switched
// off, the usable custom rules, the never-mask list), or the whole result for an input that is not scanned (not a string, too large, blank).
import { CUSTOM_RULE_CATEGORY, catalogueEntry } from '../catalogue';
import type { SubstituteRequest } from '../substitute/mapping-store';
import type { CustomRule, KeywordRule, MappingEntry, MaskResult, Mode, PatternRule, ProcessOptions } from '../types';

/** Longest input, in UTF-16 code units. */
export const MAX_INPUT_LENGTH = 1_000_000;

/** A custom rule's value and the substitute request it makes. */
export interface CustomValue {
  value: string;
  request: SubstituteRequest;
}

/** The settings of a run whose input is scanned. */
export interface RunSettings {
  ok: true;
  mode: Mode;
  disabled: ReadonlySet<string>;
  customRules: CustomValue[];
  allowed: ReadonlySet<string> | null;
}

export type CheckedRun = { ok: false; result: MaskResult } | RunSettings;

/** The values custom-values claims: the session's manual mappings (each with its own substitute), then the custom rules'. */
export function customValues(manual: readonly MappingEntry[], run: RunSettings): CustomValue[] {
  const values: CustomValue[] = manual.map((entry) => ({ value: entry.original, request: { type: entry.type, label: entry.type, source: entry.source, fixed: entry.masked } }));
  return values.concat(run.customRules);
}

export function validateRun(input: string, options: ProcessOptions): CheckedRun {
  if (typeof input !== 'string') {
    console.error('Invalid input: text must be a string');
    return { ok: false, result: { output: '', detections: [] } };
  }
  if (input.length > MAX_INPUT_LENGTH) {
    console.error('Input text too large');
    return { ok: false, result: { output: '', detections: [] } };
  }
  const customRules = validCustomRules(options?.customRules);
  if (!/\S/.test(input)) return { ok: false, result: { output: input, detections: [] } };
  const mode = options.mode === 'replace' ? 'replace' : 'mask';
  return { ok: true, mode, disabled: new Set(options.disabledRules ?? []), customRules, allowed: allowedKeys(options.allow) };
}

/** The never-mask list as lowercase keys, or null when it is empty or not a list. */
function allowedKeys(allow: unknown): ReadonlySet<string> | null {
  if (!Array.isArray(allow)) return null;
  const keys = new Set<string>();
  for (const value of allow) if (typeof value === 'string' && value.length > 0) keys.add(value.toLowerCase());
  return keys.size > 0 ? keys : null;
}

/** Whether the options switched a rule off, by its id or its family. */
export function isDisabled(disabled: ReadonlySet<string>, rule: PatternRule | KeywordRule): boolean {
  return disabled.has(rule.id) || disabled.has(rule.family);
}

/** Custom rules that can be used, each with its substitute request; invalid ones are skipped with a warning. */
function validCustomRules(rules: CustomRule[] | undefined): CustomValue[] {
  if (!Array.isArray(rules)) return [];
  const valid: CustomValue[] = [];
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
