// Stage 2c, find keyword values. Takes the text and where the keyword roots start in it; claims the value
// of every `name: value` / `name=value` whose parameter name selects an enabled keyword rule (one scan for all).
// Each value is masked at its other occurrences too, unless it is a system account (`root`, `postgres`) or
// a weak secret that is an ordinary word (`password`, `secret`).
import { KEYWORD_RULES } from '../keywords';
import { isSystemAccount } from '../rules/identities/system-accounts';
import type { Claims } from '../resolve/claims';
import { requestFor } from '../substitute/requests';
import { isDisabled } from '../validate/validate-run';
import type { LiteralHits } from './keyword-presence';
import { isWordSecret } from './placeholder-values';
import { KeywordScanner } from './keyword-scan';
import type { Text } from './text';

let scanner: KeywordScanner | null = null;

/** Whether a value's other occurrences are masked too: not a system account's or an ordinary word's. */
function isHunted(value: string): boolean {
  return !isSystemAccount(value) && !isWordSecret(value);
}

/** The scanner of every keyword rule, built once per page. */
export function keywordScanner(): KeywordScanner {
  scanner ??= new KeywordScanner(KEYWORD_RULES);
  return scanner;
}

export function findKeywordValues(text: Text, disabled: ReadonlySet<string>, hits: LiteralHits, claims: Claims): void {
  const keywords = keywordScanner();
  keywords.scan(
    text.input,
    (rule) => !isDisabled(disabled, rule),
    ({ rule, start, end }) => claims.claim(start, end, requestFor(rule, 'keyword'), isHunted(text.input.slice(start, end))),
    hits.startsOf(keywords.roots),
    text.unitsOfInput,
  );
}
