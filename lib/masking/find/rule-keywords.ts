// Before the scans: which rule keywords the text holds. Takes the text; gives, from one pass, which of the
// pattern rules' keywords, the keyword rules' roots and the start of a label occur, and where the tracked ones start.
import { keywordScanner } from './keyword-values';
import { LiteralSet, type LiteralHits } from './keyword-presence';
import { compiledShapes } from './pattern-values';
import type { Text } from './text';

/** How every label starts, lowercase: the keyword pass tells whether the input holds any. */
export const LABEL_START = '[masked ';

let literals: LiteralSet | null = null;

/**
 * The pattern rules' keywords, the keyword rules' roots and the start of a label. The starts of the roots,
 * of the keywords of keyword-start anchors and of labels are tracked: those scans then search nothing themselves.
 */
function ruleKeywords(): LiteralSet {
  if (!literals) {
    const shapes = compiledShapes();
    const anchored = shapes.filter((shape) => shape.anchor?.byKeywords).flatMap((shape) => shape.keywords);
    const roots = keywordScanner().roots;
    literals = new LiteralSet([...shapes.flatMap((shape) => shape.keywords), ...roots, LABEL_START], [...anchored, ...roots, LABEL_START]);
  }
  return literals;
}

/**
 * Where the tracked keywords start in `lower` is where they start in the input when the lengths match;
 * otherwise only which keywords occur is given.
 */
export function findRuleKeywords(text: Text): LiteralHits {
  const found = ruleKeywords().present(text.lowerUnits, (literal) => text.includesLower(literal));
  return text.sameLength ? found : found.withoutStarts();
}
