/**
 * The real-log corpus (fixtures/real-logs): scores the engine's detections against the hand-written labels
 * (read by labelled-corpus.ts) with the rules of shared/design/SENSITIVE.md. Used by `npm run eval` and by
 * the jest test that guards against leaks and altered keep text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MaskingEngine } from '../../lib/masking';

import { CORPUS_DIR, type LabelledSource, type LabelledSpan } from './labelled-corpus';

export { CORPORA, CORPUS_DIR, loadCorpus, type CorpusName, parseLabelled, type LabelledSource, type LabelledSpan, type Tier } from './labelled-corpus';

export interface Leak {
  source: string;
  kind: string;
  value: string;
  /** The characters of the value still visible in the output at this occurrence. */
  visible: string;
  line: string;
}

export interface FalsePositive {
  source: string;
  type: string;
  text: string;
  line: string;
}

export interface SourceScore {
  source: string;
  lines: number;
  mustDistinct: number;
  mustDistinctSafe: number;
  mustOccurrences: number;
  mustOccurrencesCovered: number;
  mayOccurrences: number;
  mayOccurrencesCovered: number;
  detections: number;
  detectionsOnLabels: number;
  leaks: Leak[];
  falsePositives: FalsePositive[];
  /** Per kind: distinct must values and how many stayed safe. */
  kinds: Map<string, { distinct: number; safe: number; occurrences: number; covered: number }>;
}

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code >= 128;
}

function lineAround(text: string, start: number): string {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const to = text.indexOf('\n', start);
  const line = text.slice(from, to === -1 ? text.length : to);
  return line.length > 240 ? `${line.slice(0, 240)}…` : line;
}

/**
 * Scores one source. A labelled span is covered when every letter and digit of it lies inside a
 * detection (separators such as the `\` of `DOMAIN\name` may stay); a must value is kept safe when every
 * occurrence labelled must is covered. A detection counts for precision when it overlaps a must or may span.
 */
export function scoreSource(source: LabelledSource, engine: MaskingEngine = new MaskingEngine()): SourceScore {
  const { text, spans } = source;
  const detections = engine.process(text, { mode: 'mask' }).detections;
  const covered = new Uint8Array(text.length);
  for (const detection of detections) covered.fill(1, detection.start, detection.end);
  const labelled = new Uint8Array(text.length);
  for (const span of spans) labelled.fill(1, span.start, span.end);

  const visibleOf = (span: LabelledSpan) => {
    let visible = '';
    for (let i = span.start; i < span.end; i++) if (covered[i] === 0 && isWordChar(text.charCodeAt(i))) visible += text[i];
    return visible;
  };

  const kinds = new Map<string, { distinct: number; safe: number; occurrences: number; covered: number }>();
  const mustValues = new Map<string, { kind: string; safe: boolean }>();
  const leaks: Leak[] = [];
  let mustOccurrences = 0;
  let mustCovered = 0;
  let mayOccurrences = 0;
  let mayCovered = 0;
  for (const span of spans) {
    const visible = visibleOf(span);
    if (span.tier === 'may') {
      mayOccurrences++;
      if (visible === '') mayCovered++;
      continue;
    }
    mustOccurrences++;
    const kind = kinds.get(span.kind) ?? { distinct: 0, safe: 0, occurrences: 0, covered: 0 };
    kinds.set(span.kind, kind);
    kind.occurrences++;
    if (visible === '') {
      mustCovered++;
      kind.covered++;
    } else {
      leaks.push({ source: source.name, kind: span.kind, value: span.value, visible, line: lineAround(text, span.start) });
    }
    const key = span.value.toLowerCase();
    const value = mustValues.get(key) ?? { kind: span.kind, safe: true };
    if (visible !== '') value.safe = false;
    mustValues.set(key, value);
  }
  for (const value of mustValues.values()) {
    const kind = kinds.get(value.kind)!;
    kind.distinct++;
    if (value.safe) kind.safe++;
  }

  const falsePositives: FalsePositive[] = [];
  let onLabels = 0;
  for (const detection of detections) {
    let overlaps = false;
    for (let i = detection.start; i < detection.end; i++) {
      if (labelled[i] === 1) {
        overlaps = true;
        break;
      }
    }
    if (overlaps) onLabels++;
    else falsePositives.push({ source: source.name, type: detection.type, text: detection.original, line: lineAround(text, detection.start) });
  }

  return {
    source: source.name,
    lines: text.split('\n').filter((line) => line.trim() !== '').length,
    mustDistinct: mustValues.size,
    mustDistinctSafe: [...mustValues.values()].filter((value) => value.safe).length,
    mustOccurrences,
    mustOccurrencesCovered: mustCovered,
    mayOccurrences,
    mayOccurrencesCovered: mayCovered,
    detections: detections.length,
    detectionsOnLabels: onLabels,
    leaks,
    falsePositives,
    kinds,
  };
}

export interface KnownExceptions {
  /** Must values that still leak: `source` and the labelled `value`, each with why it is accepted for now. */
  leaks: Array<{ source: string; value: string; why: string }>;
  /** Keep text the engine still alters: `source` and the detected `text`. */
  falsePositives: Array<{ source: string; text: string; why: string }>;
}

export function loadKnownExceptions(dir = CORPUS_DIR): KnownExceptions {
  return JSON.parse(readFileSync(join(dir, 'known-exceptions.json'), 'utf8')) as KnownExceptions;
}
