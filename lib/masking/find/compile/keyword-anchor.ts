import { literalAlternation } from './literal-alternation';
import type { PatternRule } from '../../types';

/**
 * A keyword-start anchor (see PatternRule.anchor): one character wide wherever one of `keywords`
 * starts, case-insensitively. A rule whose every match has one of its keywords at its start, or right
 * after at most `maxLead` characters of `lead`, can use it: the engine then looks only where the text's
 * keywords start, which its one keyword pass has already found.
 */
export function keywordStartAnchor(keywords: readonly string[], lead = '', maxLead = 0): NonNullable<PatternRule['anchor']> {
  return { regex: new RegExp(`(?=${literalAlternation(keywords, true)})[^]`, 'gi'), width: 1, lead, maxLead, keywordStart: true };
}
