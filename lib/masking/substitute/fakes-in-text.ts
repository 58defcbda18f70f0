// Takes the pieces of a text read in the first of two passes (context-pass.ts); gives which of the rules' fixed
// fakes occur anywhere in the text, so the masking pass, in Replace, never issues one.
import { LiteralSet } from '../find/keyword-presence';
import type { Text } from '../find/text';

/**
 * The rules' fixed fakes (lowercase) that occur in a text read piece by piece. A stream's taken check sees only
 * the piece being masked (taken-check.ts), so a word fake (`Operations`, a DN unit's) could be issued in one
 * piece while the same word stands as plain text in another, where restore would turn it into the real value.
 * The context pass reads every piece here (one pass of the literal search per piece), and the masking pass
 * takes a fake found as taken: exactly what one process() of the whole text decides for these fakes, whose
 * taken check searches the whole text. A fake found is not looked for again.
 */
export class FakesInText {
  private readonly found = new Set<string>();
  private left: string[];
  private search: LiteralSet;

  constructor(fakes: Iterable<string>) {
    this.left = [...new Set([...fakes].map((fake) => fake.toLowerCase()))];
    this.search = new LiteralSet(this.left);
  }

  /** Reads one piece (its lowercase code units). */
  read(text: Text): void {
    if (this.left.length === 0) return;
    const hits = this.search.present(text.lowerUnits, (literal) => text.includesLower(literal));
    const before = this.left.length;
    this.left = this.left.filter((fake) => !(hits.has(fake) && this.found.add(fake)));
    if (this.left.length < before) this.search = new LiteralSet(this.left);
  }

  /** Whether the (lowercase) fake occurs in a piece read so far. */
  readonly has = (lowerFake: string): boolean => this.found.has(lowerFake);
}
