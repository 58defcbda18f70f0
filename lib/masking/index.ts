/**
 * PasteSafe's masking engine: the only module the tool, docs, benchmarks and tests import.
 * Plain TypeScript — no React, no DOM, no Node-only APIs.
 */
import { KEYWORD_RULES } from './keywords';
import { PATTERN_RULES } from './rules';
import { CUSTOM_RULE_CATALOGUE, CUSTOM_RULE_CATEGORY } from './catalogue';
import type { RuleInfo } from './types';

export type { CustomRule, Detection, MappingEntry, MaskResult, Mode, ProcessOptions, RuleInfo, Source } from './types';
export { MaskingEngine, maskText, MAX_INPUT_LENGTH } from './engine';
export { CUSTOM_RULE_CATALOGUE };
export { MaskStreamError, MAX_PIECE_LENGTH, cutPoint, type MaskedPiece, type MaskStreamOptions, type PieceFinder } from './stream';
export { findPiece, transferables, type FoundPiece, type FoundReply } from './parallel/found-piece';

/** Every pattern and keyword rule, in detection order. */
export function listRules(): RuleInfo[] {
  return [
    ...PATTERN_RULES.map((rule) => ({ ...infoOf(rule), source: 'pattern' as const, byContext: Boolean(rule.contextual) })),
    ...KEYWORD_RULES.map((rule) => ({
      ...infoOf(rule),
      source: 'keyword' as const,
      byContext: true,
      nameWords: [...rule.nameWords],
      ...(rule.qualifiers ? { qualifiers: [...rule.qualifiers] } : {}),
    })),
  ];
}

function infoOf(rule: (typeof PATTERN_RULES)[number] | (typeof KEYWORD_RULES)[number]): Omit<RuleInfo, 'source' | 'byContext'> {
  return {
    id: rule.id,
    label: rule.label,
    family: rule.family,
    priority: rule.priority,
    description: rule.description,
    examples: { match: [...rule.examples.match], noMatch: [...rule.examples.noMatch] },
  };
}

const LABELS = new Map<string, string>([...PATTERN_RULES, ...KEYWORD_RULES].map((rule) => [rule.id, rule.label]));

/** The human label for a Detection.type: `ipv4-internal` → `Internal IPv4`, `custom:Name` → `Name`. */
export function ruleLabel(type: string): string {
  if (type.startsWith('custom:')) return type.slice('custom:'.length) || CUSTOM_RULE_CATEGORY;
  return LABELS.get(type) ?? type;
}
