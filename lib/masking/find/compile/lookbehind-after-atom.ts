import { atomEndAt, groupEnd, hasTopLevelAlternation } from './regex-source';

/**
 * Moves a lookbehind that opens a pattern to just after the first character the pattern matches:
 * `(?<![\w.-])[A-Za-z0-9]…` becomes `[A-Za-z0-9](?<!(?:[\w.-])[A-Za-z0-9])…`, and into a group that
 * follows it (`(?<!\w)(sk_…)` becomes `(s(?<!(?:\w)s)k_…)`). The pattern matches exactly the same strings
 * at the same places, with the same groups: after one character `c` matched at `p`, "`L` then `c` ends at
 * p + 1" holds exactly when "`L` ends at p" does.
 *
 * Why: V8 skips ahead over positions where the first character cannot match only when the pattern
 * starts with a character; a leading lookbehind is tried at every position instead. Measured on the 1 MB
 * bench log: the national phone-number scan takes 0.62 ms instead of 0.95 ms.
 *
 * Unchanged: a source that does not start with a lookbehind, a lookbehind with a capturing group (the
 * groups would be renumbered), a first atom that is repeated (`\d+`, `[a-z]{2}`: the lookbehind would be
 * tried after each copy), a group that is repeated or has alternatives, and anything `atomEndAt` cannot
 * read for sure.
 */
export function lookbehindAfterFirstAtom(source: string, flags = ''): string {
  if (flags.includes('v') || !(source.startsWith('(?<!') || source.startsWith('(?<='))) return source;
  const close = groupEnd(source, 0);
  if (close === -1) return source;
  const body = source.slice(4, close - 1);
  if (/(?:^|[^\\])\((?!\?)/.test(body) || /\(\?</.test(body)) return source;
  const kind = source.slice(0, 4);
  const moved = afterFirstAtom(source.slice(close), (atom) => `${kind}(?:${body})${atom})`);
  return moved ?? source;
}

const QUANTIFIER_START = '*+?{';

/** `rest` with `lookbehind(atom)` put right after its first single-character atom; null when it cannot be. */
function afterFirstAtom(rest: string, lookbehind: (atom: string) => string): string | null {
  if (rest.startsWith('(')) {
    const open = rest.startsWith('(?:') ? 3 : rest[1] === '?' ? -1 : 1;
    if (open === -1) return null;
    const end = groupEnd(rest, 0);
    if (end === -1 || QUANTIFIER_START.includes(rest[end] ?? ' ')) return null;
    const content = rest.slice(open, end - 1);
    if (hasTopLevelAlternation(content)) return null;
    const inner = afterFirstAtom(content, lookbehind);
    return inner === null ? null : rest.slice(0, open) + inner + rest.slice(end - 1);
  }
  const atomEnd = atomEndAt(rest, 0);
  if (atomEnd <= 0 || QUANTIFIER_START.includes(rest[atomEnd] ?? ' ')) return null;
  const atom = rest.slice(0, atomEnd);
  return atom + lookbehind(atom) + rest.slice(atomEnd);
}
