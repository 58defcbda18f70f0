// Stage 2a, find custom values. Takes the text, the user's manual mappings and custom rules; claims every
// occurrence of each, literally and case-insensitively, the longest first.
import type { Claims } from '../resolve/claims';
import { escapeRegExp, type SubstituteRequest } from '../substitute/mapping-store';
import type { MappingEntry } from '../types';
import type { CustomValue } from '../validate/validate-run';
import type { Text } from './text';

export function findCustomValues(text: Text, manual: readonly MappingEntry[], customRules: readonly CustomValue[], claims: Claims): void {
  const { input, lower, sameLength } = text;
  const literals: Array<{ start: number; end: number; request: SubstituteRequest }> = [];
  const addLiteral = (value: string, request: SubstituteRequest) => {
    if (!sameLength) {
      for (const found of input.matchAll(new RegExp(escapeRegExp(value), 'gi'))) {
        literals.push({ start: found.index, end: found.index + found[0].length, request });
      }
      return;
    }
    const needle = value.toLowerCase();
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
      literals.push({ start: at, end: at + needle.length, request });
    }
  };
  for (const entry of manual) {
    addLiteral(entry.original, { type: entry.type, label: entry.type, source: entry.source, fixed: entry.masked });
  }
  for (const rule of customRules) addLiteral(rule.value, rule.request);
  literals.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  for (const literal of literals) claims.claim(literal.start, literal.end, literal.request);
}
