// Puts real values back into an AI assistant's answer using this session's mappings.
// Assistants retype what they quote: `[masked email 1]`, `Masked Email 1` without brackets,
// `MASKED_EMAIL_1`, or a fake with its case changed. All of these must still restore, so matching is done
// here on top of the engine's mappings() rather than by exact string replacement.
import { escapeRegExp } from '@/lib/masking/substitute/mapping-store';
import type { RestoreReply, RestoreSegment } from './protocol';

export interface SubstituteMapping {
  original: string;
  masked: string;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
// Any retyped mask label: `[Masked Email 1]`, `[masked email 1]`, `Masked Email 1`, `MASKED_INTERNAL_IPV4_1`.
// An opening bracket marks the start whatever stands before it (`\t[Masked User 1]` in a JSON string's `\t`).
const LABEL_LIKE = /(?:\[[ \t]*|(?<![\p{L}\p{N}]))masked(?:[\s_-]+[\p{L}\p{N}.]+){1,6}?[\s_-]+\d+(?!\d)(?:[ \t]*\])?/giu;
const CANONICAL_LABEL = /^\[Masked [^\]]+ \d+\]$/;
// Values of the documentation/reserved ranges the engine draws its fakes from (RFC 2606/6761, RFC 5737, RFC 3849).
const LOOKS_LIKE_FAKE =
  /[\w.+-]+@(?:[\w-]+\.)*(?:example\.(?:com|net|org)|[\w-]+\.(?:example|test))\b|\b(?:[\w-]+\.)*(?:example\.(?:com|net|org))\b|\b(?:192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}\b|\b2001:db8:[0-9a-f:]*/gi;
// One regular expression of every fake would exceed the engine's size limit in a large session.
const LITERALS_PER_PATTERN = 400;

/** What labelKey would change in a bracketed label besides its brackets and case. */
const NOT_PLAIN_LABEL = /[^\S ]|[_-]| {2}|\[ | \]/;

/** Key under which a retyped label is looked up: lower case, no brackets, single spaces. */
export function labelKey(text: string): string | null {
  // A label as the engine writes it (`[Masked Email 12]`: brackets, single spaces, no _ or -) is its own key, lowercased.
  if (text.startsWith('[Masked ') && text.endsWith(']') && !NOT_PLAIN_LABEL.test(text)) return text.slice(1, -1).toLowerCase();
  const stripped = text.trim().replace(/^\[/, '').replace(/\]$/, '').trim();
  if (!/^masked[\s_-]/i.test(stripped)) return null;
  return stripped.toLowerCase().replace(/[\s_-]+/g, ' ');
}

/**
 * A fake must not be part of a longer word, number or dotted name: `203.0.113.7` is not in `203.0.113.77`
 * nor in `203.0.113.7.1`, and `example.com` is not in `docs.example.com`. A sentence's full stop is fine.
 * Two places the engine itself writes a substitute next to a letter count as a boundary, so the masked text
 * restores exactly: after an escape in a quoted string (`\tjdoe` in a JSON-encoded event message: `\t`,
 * `\n`, `\r`), and a fake with no dot of its own before a dot (`<uuid>.tmp`, a file name).
 */
function standsAlone(text: string, start: number, end: number, dotted: boolean): boolean {
  const word = (i: number) => i >= 0 && i < text.length && WORD_CHAR.test(text[i]);
  const escape = (i: number) => ESCAPE_LETTER.test(text[i] ?? '') && text[i - 1] === '\\' && text[i - 2] !== '\\';
  if (word(start) && ((word(start - 1) && !escape(start - 1)) || (dotted && text[start - 1] === '.' && word(start - 2)))) return false;
  if (word(end - 1) && (word(end) || (dotted && text[end] === '.' && word(end + 1)))) return false;
  return true;
}

const ESCAPE_LETTER = /[tnr]/;

type Hit = { start: number; end: number; original: string | null };

/**
 * Labels' originals by their key (labelKey): per label name an array indexed by the label's number, so a
 * session of millions of labels costs a slot each, not a key string and a map entry each.
 */
class LabelTable {
  private readonly byName = new Map<string, string[]>();
  private readonly others = new Map<string, string>();

  set(key: string, original: string): void {
    const space = key.lastIndexOf(' ');
    const digits = key.slice(space + 1);
    if (!/^[1-9]\d{0,8}$/.test(digits)) {
      this.others.set(key, original);
      return;
    }
    const name = key.slice(0, space);
    let slots = this.byName.get(name);
    if (!slots) this.byName.set(name, (slots = []));
    slots[Number(digits)] = original;
  }

  get(key: string): string | undefined {
    // The number read from the end (as set() takes it: 1 to 999,999,999 without a leading zero).
    const space = key.lastIndexOf(' ');
    let n = 0;
    for (let i = space + 1; i < key.length; i++) {
      const digit = key.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9 || (digit === 0 && i === space + 1)) return this.others.get(key);
      n = n * 10 + digit;
    }
    if (key.length - space - 1 > 9 || n === 0) return this.others.get(key);
    return this.byName.get(key.slice(0, space))?.[n];
  }
}

/**
 * The mappings a restorer puts back, given in batches (the CLI reads a vault of millions a batch at a time);
 * restorer() builds the matchers once all are in.
 */
export class RestoreTable {
  private readonly byLabel = new LabelTable();
  private readonly byLiteral = new Map<string, string>();

  add(mappings: Iterable<SubstituteMapping>): this {
    for (const { original, masked } of mappings) {
      if (!masked) continue;
      if (CANONICAL_LABEL.test(masked)) this.byLabel.set(labelKey(masked)!, original);
      else this.byLiteral.set(masked.toLowerCase(), original);
    }
    return this;
  }

  restorer(): (text: string) => RestoreReply {
    return restorerOf(this.byLabel, this.byLiteral);
  }
}

/** Builds the matchers once per set of mappings; the returned function restores any number of texts. */
export function createTolerantRestorer(mappings: ReadonlyArray<SubstituteMapping>): (text: string) => RestoreReply {
  return new RestoreTable().add(mappings).restorer();
}

function restorerOf(byLabel: LabelTable, byLiteral: Map<string, string>): (text: string) => RestoreReply {
  // Longest first, so within one pattern a fake never eats part of a longer one.
  const literals = [...byLiteral.keys()].sort((a, b) => b.length - a.length);
  const literalMatchers: RegExp[] = [];
  for (let i = 0; i < literals.length; i += LITERALS_PER_PATTERN) {
    // Plain literals without look-arounds or the u flag: these compile fast even by the thousand.
    literalMatchers.push(new RegExp(literals.slice(i, i + LITERALS_PER_PATTERN).map(escapeRegExp).join('|'), 'gi'));
  }

  return (text: string): RestoreReply => {
    const hits: Hit[] = [];
    for (const match of text.matchAll(LABEL_LIKE)) {
      const original = byLabel.get(labelKey(match[0])!) ?? null;
      hits.push({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length, original });
    }
    for (const matcher of literalMatchers) {
      matcher.lastIndex = 0;
      let match: RegExpExecArray | null;
      while ((match = matcher.exec(text)) !== null) {
        const start = match.index;
        const end = start + match[0].length;
        const original = byLiteral.get(match[0].toLowerCase());
        if (original !== undefined && standsAlone(text, start, end, match[0].includes('.'))) {
          hits.push({ start, end, original });
        } else {
          matcher.lastIndex = start + 1; // a shorter fake may still start here or just after
        }
      }
    }
    // Earliest first; at the same place the longest wins; overlapping later hits are dropped.
    hits.sort((a, b) => a.start - b.start || b.end - a.end || Number(a.original === null) - Number(b.original === null));
    const segments: RestoreSegment[] = [];
    let cursor = 0;
    let restoredCount = 0;
    for (const hit of hits) {
      if (hit.start < cursor) continue;
      if (hit.start > cursor) segments.push({ kind: 'text', text: text.slice(cursor, hit.start) });
      const found = text.slice(hit.start, hit.end);
      if (hit.original === null) {
        segments.push({ kind: 'unmapped', text: found });
      } else {
        segments.push({ kind: 'restored', text: hit.original, substitute: found });
        restoredCount++;
      }
      cursor = hit.end;
    }
    if (cursor < text.length || text.length === 0) segments.push({ kind: 'text', text: text.slice(cursor) });
    const marked = markUnmapped(segments, text);
    const unmapped = [...new Set(marked.filter((s) => s.kind === 'unmapped').map((s) => s.text))];
    return { text: marked.map((s) => s.text).join(''), segments: marked, restoredCount, unmapped };
  };
}

export function restoreTolerantly(text: string, mappings: ReadonlyArray<SubstituteMapping>): RestoreReply {
  return createTolerantRestorer(mappings)(text);
}

/** Text without these holds nothing LOOKS_LIKE_FAKE matches (an address, a reserved name or block). */
const FAKE_HINT = /@|example|192\.0\.2|198\.51\.100|203\.0\.113|2001:db8/i;

function markUnmapped(segments: RestoreSegment[], text: string): RestoreSegment[] {
  if (!FAKE_HINT.test(text)) return segments;
  const result: RestoreSegment[] = [];
  for (const segment of segments) {
    if (segment.kind !== 'text') {
      result.push(segment);
      continue;
    }
    const hits = [...segment.text.matchAll(LOOKS_LIKE_FAKE)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
    if (hits.length === 0) {
      result.push(segment);
      continue;
    }
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
