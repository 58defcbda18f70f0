// Puts real values back into an AI assistant's answer using this session's mappings.
// Assistants retype what they quote: `[masked email 1]`, `Masked Email 1` without brackets,
// `MASKED_EMAIL_1`, or a fake with its case changed. All of these must still restore, so matching is done
// here on top of the engine's mappings() rather than by exact string replacement.
import type { RestoreReply, RestoreSegment } from './protocol';

export interface SubstituteMapping {
  original: string;
  masked: string;
}

const LABEL = /^\[Masked ((?:[^\]\s]+ )*?[^\]\s]+) (\d+)\]$/i;
const SEPARATOR = '[\\s_-]+';
const WORD_CHAR = /[\p{L}\p{N}]/u;

// A retyped label that no mapping explains, e.g. `[Masked Email 7]` from another session.
const UNKNOWN_LABEL = /\[?\bmasked(?:[\s_-]+[A-Za-z][\w.-]*){1,4}?[\s_-]+\d+\b\]?/gi;
// Values of the documentation/reserved ranges the engine draws its fakes from (RFC 2606/6761, RFC 5737, RFC 3849).
const LOOKS_LIKE_FAKE =
  /[\w.+-]+@(?:[\w-]+\.)*(?:example\.(?:com|net|org)|[\w-]+\.(?:example|test))\b|\b(?:[\w-]+\.)*(?:example\.(?:com|net|org))\b|\b(?:192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}\b|\b2001:db8:[0-9a-f:]*/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Key under which a retyped label is looked up: lower case, no brackets, single spaces. */
export function labelKey(text: string): string | null {
  const stripped = text.trim().replace(/^\[/, '').replace(/\]$/, '').trim();
  if (!/^masked[\s_-]/i.test(stripped)) return null;
  return stripped.toLowerCase().replace(/[\s_-]+/g, ' ');
}

function labelPattern(masked: string): string | null {
  const match = LABEL.exec(masked);
  if (!match) return null;
  const words = match[1].split(' ').map(escapeRegExp).join(SEPARATOR);
  return `(?<![\\p{L}\\p{N}])(?:\\[\\s*)?masked${SEPARATOR}${words}${SEPARATOR}${match[2]}(?!\\d)(?:\\s*\\])?`;
}

function literalPattern(masked: string): string {
  const first = masked[0] ?? '';
  const last = masked[masked.length - 1] ?? '';
  const before = WORD_CHAR.test(first) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = WORD_CHAR.test(last) ? '(?![\\p{L}\\p{N}])' : '';
  return `${before}${escapeRegExp(masked)}${after}`;
}

export function restoreTolerantly(text: string, mappings: ReadonlyArray<SubstituteMapping>): RestoreReply {
  const byLabel = new Map<string, string>();
  const byLiteral = new Map<string, string>();
  const patterns: Array<{ pattern: string; length: number }> = [];
  for (const { original, masked } of mappings) {
    if (!masked) continue;
    const asLabel = labelPattern(masked);
    if (asLabel) {
      byLabel.set(labelKey(masked)!, original);
      patterns.push({ pattern: asLabel, length: masked.length });
    } else {
      byLiteral.set(masked.toLowerCase(), original);
      patterns.push({ pattern: literalPattern(masked), length: masked.length });
    }
  }

  const segments: RestoreSegment[] = [];
  let restoredCount = 0;
  if (patterns.length === 0 || text.length === 0) {
    segments.push({ kind: 'text', text });
  } else {
    // Longest substitute first so a fake never eats part of a longer one.
    patterns.sort((a, b) => b.length - a.length);
    const matcher = new RegExp(patterns.map((p) => p.pattern).join('|'), 'giu');
    let cursor = 0;
    for (const match of text.matchAll(matcher)) {
      const found = match[0];
      const index = match.index ?? 0;
      const key = labelKey(found);
      const original = (key !== null ? byLabel.get(key) : undefined) ?? byLiteral.get(found.toLowerCase());
      if (original === undefined) continue;
      if (index > cursor) segments.push({ kind: 'text', text: text.slice(cursor, index) });
          segments.push({ kind: 'restored', text: original, substitute: found });
      restoredCount++;
      cursor = index + found.length;
    }
    if (cursor < text.length) segments.push({ kind: 'text', text: text.slice(cursor) });
  }

  const marked = markUnmapped(segments);
  const unmapped = [...new Set(marked.filter((s) => s.kind === 'unmapped').map((s) => s.text))];
  return { text: marked.map((s) => s.text).join(''), segments: marked, restoredCount, unmapped };
}

function markUnmapped(segments: RestoreSegment[]): RestoreSegment[] {
  const result: RestoreSegment[] = [];
  for (const segment of segments) {
    if (segment.kind !== 'text') {
      result.push(segment);
      continue;
    }
    const hits: Array<{ start: number; end: number }> = [];
    for (const re of [UNKNOWN_LABEL, LOOKS_LIKE_FAKE]) {
      re.lastIndex = 0;
      for (const match of segment.text.matchAll(re)) {
        const start = match.index ?? 0;
        const end = start + match[0].length;
        if (!hits.some((h) => start < h.end && end > h.start)) hits.push({ start, end });
      }
    }
    if (hits.length === 0) {
      result.push(segment);
      continue;
    }
    hits.sort((a, b) => a.start - b.start);
    let cursor = 0;
    for (const { start, end } of hits) {
      if (start > cursor) result.push({ kind: 'text', text: segment.text.slice(cursor, start) });
      result.push({ kind: 'unmapped', text: segment.text.slice(start, end) });
      cursor = end;
    }
    if (cursor < segment.text.length) result.push({ kind: 'text', text: segment.text.slice(cursor) });
  }
  return result;
}
