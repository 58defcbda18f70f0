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

  /** The first place at or after `from` where `char` (one of the anchor's characters) matches the anchor; -1 when none. */
  nextOf(text: string, char: string, from: number): number {
    let found = text.indexOf(char, from);
    const then = this.then;
    if (then) while (found !== -1 && !then.has(text.charCodeAt(found + 1))) found = text.indexOf(char, found + 1);
    return found;
  }

  /**
   * A search of one text for an anchor of several characters: `from` → the first position at or after it
   * where the anchor matches, -1 when none. Each character's next occurrence is kept and searched again
   * only once `from` has passed it. (An anchor of one character is searched with nextOf alone.)
   */
  searchIn(text: string): (from: number) => number {
    const chars = this.chars;
    const next = chars.map(() => -1);
    return (from) => {
      let first = Infinity;
      for (let k = 0; k < chars.length; k++) {
        if (next[k] < from) {
          const found = this.nextOf(text, chars[k], from);
          next[k] = found === -1 ? Infinity : found;
        }
        if (next[k] < first) first = next[k];
      }
      return first === Infinity ? -1 : first;
    };
  }
}
