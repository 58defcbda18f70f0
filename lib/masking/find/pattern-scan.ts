import { CharClass } from './char-class';
import { groupEndsAtMatchEnd } from './compile/group-at-end';
import { literalAlternation } from './compile/literal-alternation';
import { lookaheadConsumed } from './compile/consumed-lookahead';
import { lookbehindAfterFirstAtom } from './compile/lookbehind-after-atom';
import { LiteralAnchor } from './literal-anchor';
import type { SearchPlaces } from './shared-search';
import { unrollQuantifiers } from './compile/unroll-quantifiers';
import type { MatchContext, PatternRule } from '../types';

/** What the engine knows of a text's keywords before the scans: which occur, and where the tracked ones start. */
export interface KeywordHits {
  has(keyword: string): boolean;
  /** Every start of any of `keywords`, ascending; null when they were not all tracked. */
  startsOf(keywords: readonly string[]): Int32Array | null;
}

/** Rules that share one shape (same regex and anchor) are scanned together, once. */
export interface ShapeGroup {
  rules: PatternRule[];
  regex: RegExp;
  anchor?: {
    regex: RegExp;
    width?: number;
    lead: CharClass;
    maxLead: number;
    /** Anchors made of the keywords a text contains, by that keyword list (see PatternRule.anchor). */
    byKeywords?: Map<string, RegExp>;
    /** The value starts where the anchor match ends (see PatternRule.anchor). */
    valueFollows: boolean;
    /** The anchor's closing lookahead is matched as part of it (see compile/consumed-lookahead); the search resumes `width` on from the match start. */
    consumed: boolean;
    /** An anchor of one character (or one of a few), alone or with a class of the next: searched with `indexOf` (see LiteralAnchor). */
    literal: LiteralAnchor | null;
  };
  group?: number;
  /** The value group ends where the match does: its range comes from the match end, without the `d` flag. */
  groupAtEnd: boolean;
  /** See PatternRule.repeatAtEnd. */
  repeatAtEnd: boolean;
  keywords: string[];
  /**
   * The pass (PatternRule.sharedSearch) whose one search gives this shape's places (shared-search.ts): its
   * anchor's, or its pattern's when it has no anchor. Null for a shape that cannot take part (a literal or
   * keyword-start anchor, a pattern with a value group); sharedPlaces leaves out a search it cannot join.
   */
  sharedSearch: string | null;
}

/** What a shape searches the text with: its anchor, or its pattern when it has none. */
export function searchOf(shape: ShapeGroup): RegExp {
  return shape.anchor?.regex ?? shape.regex;
}

/** A rule's pattern as V8 scans it fastest: the same matches and groups (see compile/). */
function compiledSource(source: string, flags: string): string {
  return lookbehindAfterFirstAtom(unrollQuantifiers(source, flags), flags);
}

function sourceOf(regex: RegExp | string): string {
  return typeof regex === 'string' ? regex : regex.source;
}

function flagsOf(regex: RegExp | string): string {
  return typeof regex === 'string' ? '' : regex.flags.replace(/[gyd]/g, '');
}

/**
 * Compiles rules into shape groups in rule order. A rule whose pattern does not compile is skipped with
 * the warning DETECTION.md names.
 */
export function compilePatternRules(rules: readonly PatternRule[]): ShapeGroup[] {
  const groups: ShapeGroup[] = [];
  const byShape = new Map<string, ShapeGroup>();
  for (const rule of rules) {
    const regexSource = rule.regex as RegExp | string;
    const shapeKey = [sourceOf(regexSource), flagsOf(regexSource), rule.anchor?.regex.source ?? '', rule.group ?? 0, rule.priority, rule.repeatAtEnd === true].join('\u0000');
    const existing = byShape.get(shapeKey);
    if (existing) {
      existing.rules.push(rule);
      existing.keywords.push(...rule.keywords);
      continue;
    }
    try {
      const groupAtEnd = rule.group !== undefined && groupEndsAtMatchEnd(sourceOf(regexSource), rule.group);
      const extraFlags = (rule.anchor ? 'y' : 'g') + (rule.group && !groupAtEnd ? 'd' : '');
      const regex = new RegExp(compiledSource(sourceOf(regexSource), flagsOf(regexSource)), flagsOf(regexSource) + extraFlags);
      const consumed = rule.anchor && rule.anchor.width !== undefined && !rule.anchor.keywordStart ? lookaheadConsumed(rule.anchor.regex.source) : null;
      const literal = rule.anchor && !rule.anchor.keywordStart ? LiteralAnchor.of(rule.anchor.regex, rule.anchor.width) : null;
      const anchor = rule.anchor
        ? {
            regex: new RegExp(compiledSource(consumed ?? rule.anchor.regex.source, rule.anchor.regex.flags), rule.anchor.regex.flags.replace('g', '') + 'g'),
            width: rule.anchor.width,
            lead: new CharClass(rule.anchor.lead),
            maxLead: rule.anchor.maxLead,
            byKeywords: rule.anchor.keywordStart ? new Map<string, RegExp>() : undefined,
            valueFollows: rule.anchor.valueFollows === true && rule.anchor.width !== undefined && groupAtEnd,
            consumed: consumed !== null,
            literal,
          }
        : undefined;
      // A shared search must be a regex search: not a literal or keyword-start anchor; a pattern without a value group.
      const searchable = anchor ? !anchor.byKeywords && anchor.literal === null : rule.group === undefined;
      const sharedSearch = rule.sharedSearch !== undefined && searchable ? rule.sharedSearch : null;
      const group: ShapeGroup = { rules: [rule], regex, anchor, group: rule.group, groupAtEnd, repeatAtEnd: rule.anchor !== undefined && rule.repeatAtEnd === true, keywords: [...rule.keywords], sharedSearch };
      byShape.set(shapeKey, group);
      groups.push(group);
    } catch {
      console.warn('Invalid pattern detected and skipped');
    }
  }
  return groups;
}

/**
 * The anchor to search with: for a keyword-start anchor and a text whose keywords are known, an
 * alternation of just the keywords it contains (a literal search; most of a rule's names are absent).
 */
function anchorFor(anchor: NonNullable<ShapeGroup['anchor']>, keywords: readonly string[], hits?: KeywordHits): { regex: RegExp; byKeyword: boolean } {
  if (!anchor.byKeywords || !hits) return { regex: anchor.regex, byKeyword: false };
  const present = [...new Set(keywords.filter((keyword) => hits.has(keyword)))].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const key = present.join('\u0000');
  let regex = anchor.byKeywords.get(key);
  if (!regex) {
    regex = new RegExp(literalAlternation(present, true), 'gi');
    if (anchor.byKeywords.size >= 64) anchor.byKeywords.clear();
    anchor.byKeywords.set(key, regex);
  }
  return { regex, byKeyword: true };
}

/**
 * Runs one shape group over the text; each match goes to the first active rule whose validator accepts it.
 * `hits` tells which of the shape's keywords the text contains, when known, and where they start when
 * they were tracked: a keyword-start anchor then needs no search at all. `places`: where the shape's
 * shared search matches, from its pass's one search (shared-search.ts), read instead of searching.
 */
export function scanShapeGroup(
  shape: ShapeGroup,
  text: string,
  active: readonly PatternRule[],
  emit: (rule: PatternRule, start: number, end: number) => void,
  isFree: (start: number, end: number) => boolean = () => true,
  hits?: KeywordHits,
  places: SearchPlaces | null = null,
): void {
  // One context object per scan, updated in place: a large input has tens of thousands of candidates.
  const context: MatchContext = { text, start: 0, end: 0, memos: [] };
  const claim = (start: number, end: number) => {
    // A range an earlier rule already took cannot be accepted: skip its (possibly costly) validation.
    if (!isFree(start, end)) return;
    const value = text.slice(start, end);
    context.start = start;
    context.end = end;
    for (const rule of active) {
      if (!rule.validate || rule.validate(value, context)) {
        emit(rule, start, end);
        return;
      }
    }
  };
  const regex = shape.regex;
  const group = shape.group;
  const claimGroup = (found: RegExpExecArray, end: number) => {
    if (shape.groupAtEnd) {
      const value = found[group!];
      if (value !== undefined) claim(end - value.length, end);
      return;
    }
    const range = found.indices?.[group!];
    if (range) claim(range[0], range[1]);
  };

  if (!shape.anchor && places && !group) {
    // Each match the pattern's own search would find: the first place at or after where the last one ended.
    let resume = 0;
    for (let k = 0; k < places.starts.length; k++) {
      if (places.starts[k] < resume) continue;
      claim(places.starts[k], places.ends[k]);
      resume = places.ends[k];
    }
    return;
  }

  if (!shape.anchor) {
    regex.lastIndex = 0;
    let found: RegExpExecArray | null;
    while ((found = regex.exec(text)) !== null) {
      if (!group) {
        claim(found.index, regex.lastIndex);
        continue;
      }
      claimGroup(found, regex.lastIndex);
    }
    return;
  }

  // Anchored: find the rare part, walk left over lead characters, run the shape sticky from there.
  // A fixed-width anchor and a shape without a value group use `test` (no match arrays in the hot loop).
  const { width, lead, maxLead, valueFollows, consumed, literal } = shape.anchor;
  const starts = shape.anchor.byKeywords && hits ? hits.startsOf(shape.keywords) : null;
  const { regex: anchor, byKeyword } = anchorFor(shape.anchor, shape.keywords, starts ? undefined : hits);
  const searchLiteral = literal && !starts && literal.chars.length > 1 ? literal.searchIn(text) : null;
  const oneChar = literal && !starts && literal.chars.length === 1 ? literal.chars[0] : null;
  anchor.lastIndex = 0;
  // With the keywords' starts known, `anchor.lastIndex` is only where the search would resume.
  let next = 0;
  for (;;) {
    let at: number;
    if (starts) {
      while (next < starts.length && starts[next] < anchor.lastIndex) next++;
      if (next === starts.length) break;
      at = starts[next++];
      anchor.lastIndex = at + 1;
    } else if (places) {
      // The places the anchor's own search would stop at, and where its match ends (see the branches below).
      while (next < places.starts.length && places.starts[next] < anchor.lastIndex) next++;
      if (next === places.starts.length) break;
      const place = places.starts[next];
      const end = places.ends[next++];
      at = width !== undefined && !consumed ? end - width : place;
      anchor.lastIndex = consumed ? place + width! : end;
    } else if (oneChar !== null) {
      const found = literal!.nextOf(text, oneChar, anchor.lastIndex);
      if (found === -1) break;
      at = found;
      anchor.lastIndex = at + width!;
    } else if (searchLiteral) {
      const found = searchLiteral(anchor.lastIndex);
      if (found === -1) break;
      at = found;
      anchor.lastIndex = at + width!;
    } else if (byKeyword) {
      // A whole keyword matched where the one-character anchor would have: resume one character on.
      const hit = anchor.exec(text);
      if (!hit) break;
      at = hit.index;
      anchor.lastIndex = at + 1;
    } else if (consumed) {
      const hit = anchor.exec(text);
      if (!hit) break;
      at = hit.index;
      anchor.lastIndex = at + width!;
    } else if (width !== undefined) {
      if (!anchor.test(text)) break;
      at = anchor.lastIndex - width;
    } else {
      const hit = anchor.exec(text);
      if (!hit) break;
      at = hit.index;
    }
    let start = at;
    while (start > 0 && at - start <= maxLead && lead.has(text.charCodeAt(start - 1))) start--;
    if (at - start > maxLead) continue;
    regex.lastIndex = start;
    if (!group || valueFollows) {
      if (!regex.test(text)) continue;
      const end = regex.lastIndex;
      if (end <= at) continue;
      anchor.lastIndex = end;
      claim(group ? at + width! : start, end);
      continue;
    }
    const found = regex.exec(text);
    if (!found) continue;
    const end = regex.lastIndex;
    if (end <= at) continue;
    anchor.lastIndex = end;
    claimGroup(found, end);
    // The next value of a list starts where this one ended (`,bob` after `acls to: alice`).
    while (shape.repeatAtEnd) {
      regex.lastIndex = anchor.lastIndex;
      const more = regex.exec(text);
      if (!more || regex.lastIndex <= anchor.lastIndex) break;
      anchor.lastIndex = regex.lastIndex;
      claimGroup(more, regex.lastIndex);
    }
  }
}
