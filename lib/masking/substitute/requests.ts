import type { FakePool, KeywordRule, PatternRule, Source } from '../types';
import type { SubstituteRequest } from './mapping-store';

/** A rule's pool of fakes for an original: its own `pool` when it has one, else its ten fakes and `derive`. */
function poolOf(rule: PatternRule | KeywordRule, original: string): FakePool {
  if ('pool' in rule && rule.pool) return rule.pool(original);
  return { key: rule.id, fakes: rule.fakes, derive: (n) => rule.derive(n, original) };
}

/** One substitute request per rule, made once: candidates share it instead of allocating their own. */
const REQUESTS = new Map<PatternRule | KeywordRule, SubstituteRequest>();

/** What a value found by `rule` asks of the mapping store (its label, and its pool in replace mode). */
export function requestFor(rule: PatternRule | KeywordRule, source: Source): SubstituteRequest {
  let request = REQUESTS.get(rule);
  if (!request) {
    request = { type: rule.id, label: rule.label, source, pool: (original) => poolOf(rule, original) };
    REQUESTS.set(rule, request);
  }
  return request;
}
