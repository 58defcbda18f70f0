// Stage 2a–c, the finders that read only the text. Takes the text, the run's settings and the custom values;
// gives the claims of the labels, custom values, pattern rules and keyword rules, and the text they read.
import { Claims } from '../resolve/claims';
import type { CustomValue, RunSettings } from '../validate/validate-run';
import { findCustomValues } from './custom-values';
import { findKeywordValues } from './keyword-values';
import { holdLabels, withLabelsAsWords } from './labels';
import { findPatternValues } from './pattern-values';
import { LABEL_START, findRuleKeywords } from './rule-keywords';
import type { Text } from './text';

/** What the text-only finders found: the claims so far, the labels held, the text the finders read (labels as words) and whether a label start occurs. */
export interface FoundValues {
  text: Text;
  scanned: Text;
  claims: Claims;
  /** The labels' starts and ends, in pairs. */
  labels: number[];
  labelsPresent: boolean;
}

/**
 * Runs the finders that need nothing of the session but the custom values: they read the text alone, so a
 * streaming session may run them for several pieces at once on other threads (lib/masking/parallel). What
 * reads the session (its substitutes, the values found by context in earlier pieces) comes after, in
 * engine.ts. Labels already in the input are held first; the finders read the text with each label a
 * plain word.
 */
export function findValues(text: Text, run: RunSettings, values: readonly CustomValue[]): FoundValues {
  const claims = new Claims(text, run.allowed);
  const keywords = findRuleKeywords(text);
  const labels = holdLabels(text, keywords, claims);
  const scanned = withLabelsAsWords(text, labels);
  const scannedKeywords = scanned === text ? keywords : findRuleKeywords(scanned);
  findCustomValues(scanned, values, claims);
  findPatternValues(scanned, run.disabled, scannedKeywords, claims);
  findKeywordValues(scanned, run.disabled, scannedKeywords, claims);
  return { text, scanned, claims, labels, labelsPresent: keywords.has(LABEL_START) };
}
