/**
 * One search of a text for the anchors of several pattern rules (PatternRule.anchor.shared): the IPv4,
 * IPv6, MAC, UUID and IP-in-a-host-name anchors each open on `.`, `-` or `:`, characters a log is full of,
 * so each one's own regex scan reads every character of the text (0.45–0.85 ms a megabyte each). Their
 * alternation reads it once: 1.7 ms for six of them instead of 4.2.
 *
 * The alternation is searched again one character after each place it matches, so it stops at every place
 * where any one of the anchors matches (the leftmost place of a search is one where some alternative
 * matches). There each anchor is tried sticky; the places and match ends of each are the ones its own
 * search would stop at, so a rule's scan (pattern-scan.ts) reads them instead of searching, and finds the
 * same candidates. Only the anchors that can start with the character found there are tried: each one's
 * first characters are read from its source (`[-.]`, `\.`, `:`), or it is tried everywhere.
 */
import { atomEndAt, topLevelAlternatives } from './compile/regex-source';

/** Where one anchor matches in a text, ascending: the match starts and where each match ends. */
export interface AnchorPlaces {
  starts: number[];
  ends: number[];
}

/** A member: its anchor regex as its scan searches with it (compiled; `g`). */
export interface SharedAnchor {
  regex: RegExp;
}

interface Alternation {
  combined: RegExp;
  sticky: RegExp[];
  /** By ASCII code: which anchors (indexes into `sticky`) can match starting with it. Any other code: all of them. */
  byFirst: number[][];
}

/**
 * The ASCII characters a match of `source` can start with, by code (1: can), or null when that cannot be
 * read: each alternative must open with a single-character atom that is not optional (not a group, a
 * lookaround or an assertion). The atom is tested on each ASCII character with the regex's flags.
 */
export function firstCharacters(source: string, flags: string): Uint8Array | null {
  const alternatives = topLevelAlternatives(source);
  if (!alternatives) return null;
  const table = new Uint8Array(128);
  for (const alternative of alternatives) {
    const end = atomEndAt(alternative, 0);
    if (end <= 0 || '?*{'.includes(alternative[end] ?? '')) return null;
    const atom = new RegExp(`^(?:${alternative.slice(0, end)})$`, flags.replace(/[gy]/g, ''));
    for (let code = 0; code < 128; code++) if (atom.test(String.fromCharCode(code))) table[code] = 1;
  }
  return table;
}

/** By the members' anchor sources: the alternation of those anchors and each one sticky (a text's active members differ little). */
const alternations = new Map<string, Alternation>();

/**
 * Whether anchors may be searched together: the same flags, no backreference or named group (numbered
 * ones would shift in the alternation).
 */
export function canShare(regex: RegExp): boolean {
  return !/\\[1-9k]|\(\?<[A-Za-z]/.test(regex.source);
}

/**
 * The places of every member's anchor in `text`, by member (one search). Members whose flags differ from
 * the first's are left out (they search on their own).
 */
export function sharedAnchorPlaces(text: string, members: readonly SharedAnchor[]): Map<SharedAnchor, AnchorPlaces> {
  const places = new Map<SharedAnchor, AnchorPlaces>();
  const flags = members.length > 0 ? members[0].regex.flags.replace(/[gy]/g, '') : '';
  const joined = members.filter((member) => member.regex.flags.replace(/[gy]/g, '') === flags && canShare(member.regex));
  if (joined.length < 2) return places;
  const key = joined.map((member) => member.regex.source).join('\u0000');
  let alternation = alternations.get(key);
  if (!alternation) {
    const tables = joined.map((member) => firstCharacters(member.regex.source, flags));
    alternation = {
      combined: new RegExp(joined.map((member) => member.regex.source).join('|'), flags + 'g'),
      sticky: joined.map((member) => new RegExp(member.regex.source, flags + 'y')),
      byFirst: Array.from({ length: 128 }, (_, code) => joined.flatMap((_member, k) => (tables[k] === null || tables[k]![code] === 1 ? [k] : []))),
    };
    if (alternations.size >= 16) alternations.clear();
    alternations.set(key, alternation);
  }
  const lists = joined.map((): AnchorPlaces => ({ starts: [], ends: [] }));
  const { combined, sticky, byFirst } = alternation;
  const everyAnchor = sticky.map((_anchor, k) => k);
  combined.lastIndex = 0;
  for (let found = combined.exec(text); found !== null; found = combined.exec(text)) {
    const at = found.index;
    const code = text.charCodeAt(at);
    const tried = code < 128 ? byFirst[code] : everyAnchor;
    for (let t = 0; t < tried.length; t++) {
      const k = tried[t];
      const anchor = sticky[k];
      anchor.lastIndex = at;
      if (!anchor.test(text)) continue;
      lists[k].starts.push(at);
      lists[k].ends.push(anchor.lastIndex);
    }
    combined.lastIndex = at + 1;
  }
  joined.forEach((member, k) => places.set(member, lists[k]));
  return places;
}
