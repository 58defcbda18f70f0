import { seededRandom } from '../../scripts/bench/random';
import type { PatternRule } from '@/lib/masking/types';

/** A text dense in near-misses of the rule: its examples, cut and joined with `glue` (the characters its anchor looks for, and others). */
export function nearMisses(rule: PatternRule, glue: readonly string[], length = 60_000): string {
  const random = seededRandom(7);
  const pieces = [...rule.examples.match, ...rule.examples.noMatch];
  let text = '';
  while (text.length < length) {
    const piece = pieces[Math.floor(random() * pieces.length)];
    const cut = Math.floor(random() * piece.length);
    text += (random() < 0.3 ? piece.slice(cut) : piece) + glue[Math.floor(random() * glue.length)];
  }
  return text;
}
