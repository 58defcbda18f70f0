import { CharClass } from './char-class';

/** `@`, `\.`, `[?&;]`, optionally followed by `[A-Za-z]`: the anchor sources this module takes. */
const SOURCE = /^(?:\\([^\w\s])|([^\\[\]().*+?{}|^$])|\[((?:\\[^\w\s]|[^\\\]^-]){2,3})\])(?:\[([^\]\\]*)\])?$/;

/**
 * An anchor that is one character or one of two or three (`@`, `=`, `[?&;]`), alone or followed by a class
 * of the next character (the domain rule's `\.[A-Za-z]`): found with `indexOf`, which costs less per hit
 * than a regex call (a regex scan for a class of characters also reads every position).
 */
export class LiteralAnchor {
  private constructor(
    readonly chars: readonly string[],
    readonly then: CharClass | null,
  ) {}

  /** The literal form of an anchor regex of fixed `width`, or null when it has another form. */
  static of(regex: RegExp, width: number | undefined): LiteralAnchor | null {
    if (regex.flags.includes('i') || width === undefined) return null;
    const match = SOURCE.exec(regex.source);
    if (!match) return null;
    const chars = match[3] !== undefined ? [...match[3].replace(/\\/g, '')] : [match[1] ?? match[2]];
    if (new Set(chars).size !== chars.length) return null;
    const then = match[4] !== undefined ? new CharClass(match[4]) : null;
    return width === (then ? 2 : 1) ? new LiteralAnchor(chars, then) : null;
  }

  /**
   * A search of one text: `from` → the first position at or after it where the anchor matches, -1 when
   * none. Each character's next occurrence is kept and searched again only once `from` has passed it.
   */
  searchIn(text: string): (from: number) => number {
    const { chars, then } = this;
    const nextOf = (char: string, from: number) => {
      let found = text.indexOf(char, from);
      if (then) while (found !== -1 && !then.has(text.charCodeAt(found + 1))) found = text.indexOf(char, found + 1);
      return found === -1 ? Infinity : found;
    };
    if (chars.length === 1) {
      const char = chars[0];
      return (from) => {
        const found = nextOf(char, from);
        return found === Infinity ? -1 : found;
      };
    }
    const next = chars.map(() => -1);
    return (from) => {
      let first = Infinity;
      for (let k = 0; k < chars.length; k++) {
        if (next[k] < from) next[k] = nextOf(chars[k], from);
        if (next[k] < first) first = next[k];
      }
      return first === Infinity ? -1 : first;
    };
  }
}
