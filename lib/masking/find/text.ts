import { codeUnits, lowerCodeUnits, type CodeUnits } from './code-units';

const ASCII = /^[\x00-\x7f]*$/;
const ASCII_LETTER = /[A-Za-z]/;
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;

/**
 * Takes the input; gives the text as every stage reads it: the input, the code units of its lowercase
 * form and, when a stage asks, that form as a string. Rules and literals are matched case-insensitively.
 *
 * The lowercase string is made only when asked for (a custom value searched for, a text whose lowercasing
 * is not character for character): the scans read the lowercase code units, a key is the range lowercased
 * and a literal is searched for in the input case-insensitively. A string of a megabyte costs more to
 * make than most stages take (its memory is fresh each time), so a mask run without custom values never
 * makes it.
 */
export class Text {
  /** The lowercase string, once made. */
  private lowered: string | null;
  /** By symbol and side (`=<`: the character before `=`): the characters seen there so far, and where the search for more resumes. */
  private besideSymbols: Map<string, { letters: Uint8Array; next: number }> | null = null;

  constructor(
    readonly input: string,
    /** The code units of the lowercase text. */
    readonly lowerUnits: CodeUnits,
    /** Offsets into the lowercase text match the input unless lowercasing changed the length (rare Unicode). */
    readonly sameLength: boolean,
    lower: string | null,
  ) {
    this.lowered = lower;
    this.unitsOfInput = lower === null;
  }

  /** Whether `lowerUnits` were made from the input's own code units (see readText): a reader of the same input may take them as they are (textOfUnits). */
  readonly unitsOfInput: boolean;

  /** The input lowercased (`input.toLowerCase()`), made on first use. */
  get lower(): string {
    this.lowered ??= this.input.toLowerCase();
    return this.lowered;
  }

  /**
   * Whether the lowercase text includes `literal` (lowercase: a keyword, a candidate fake), without making
   * `lower` when it is not made yet: an ASCII literal is searched in the input case-insensitively. That is
   * the same search, as without `lower` made the only characters that lowercase into ASCII are `A`–`Z` (see
   * lowerCodeUnits), and a case-insensitive pattern matches nothing outside ASCII to an ASCII letter. One
   * search costs what it costs in `lower`; making `lower` costs 4–9 ms a megabyte.
   */
  includesLower(literal: string): boolean {
    if (this.lowered !== null || !ASCII.test(literal)) return this.lower.includes(literal);
    // Without a letter, case cannot matter: the string search (a native scan for one character) answers.
    if (!ASCII_LETTER.test(literal)) return this.input.includes(literal);
    if (literal.length === 2 && ASCII_LETTER.test(literal.charAt(0)) !== ASCII_LETTER.test(literal.charAt(1))) return this.includesAfterSymbol(literal);
    return new RegExp(literal.replace(REGEX_SPECIAL, '\\$&'), 'i').test(this.input);
  }

  /**
   * A two-character literal of a letter and a symbol (`o=`, `q~`, `-p`): found at the symbol's places, by
   * the string search, with the letter compared case-insensitively beside each (a case-insensitive
   * pattern scanned 0.25–0.45 ms a megabyte for one that is absent). The letters seen beside a symbol are
   * kept, and the search resumes where it stopped: `o=`, `l=` and `c=` read the places of `=` once.
   */
  private includesAfterSymbol(literal: string): boolean {
    const symbolAt = ASCII_LETTER.test(literal.charAt(0)) ? 1 : 0;
    const symbol = literal.charAt(symbolAt);
    const letter = literal.charCodeAt(1 - symbolAt);
    const key = symbolAt === 1 ? `${symbol}<` : `${symbol}>`;
    this.besideSymbols ??= new Map();
    let beside = this.besideSymbols.get(key);
    if (!beside) {
      beside = { letters: new Uint8Array(128), next: 0 };
      this.besideSymbols.set(key, beside);
    }
    if (beside.letters[letter] === 1) return true;
    const input = this.input;
    for (let at = input.indexOf(symbol, beside.next); at !== -1; at = input.indexOf(symbol, at + 1)) {
      const code = input.charCodeAt(symbolAt === 1 ? at - 1 : at + 1);
      const lower = code >= 65 && code <= 90 ? code + 32 : code;
      if (lower < 128) beside.letters[lower] = 1;
      if (lower === letter) {
        beside.next = at + 1;
        return true;
      }
    }
    beside.next = input.length;
    return false;
  }

  /** `lower.slice(start, end)`, without making `lower` when it is not made yet. */
  lowerSlice(start: number, end: number): string {
    return this.lowered !== null ? this.lowered.slice(start, end) : this.input.slice(start, end).toLowerCase();
  }
}

/**
 * The lowercase text's code units come from the input's own (lowerCodeUnits) when lowercasing is
 * character for character; any other text is lowercased as a string, as before. Either way
 * `lowerUnits[i] === lower.charCodeAt(i)`.
 */
export function readText(input: string): Text {
  const units = lowerCodeUnits(input);
  if (units) return new Text(input, units, true, null);
  const lower = input.toLowerCase();
  return new Text(input, codeUnits(lower), lower.length === input.length, lower);
}

/** The text of `input` with the lowercase code units readText made from it (on another thread, say). */
export function textOfUnits(input: string, lowerUnits: CodeUnits): Text {
  return new Text(input, lowerUnits, true, null);
}

/** The lowercase key of `input[start, end)`: the range of the lowercase text when its offsets match the input's, else the range lowercased. */
export function keyOf(text: Text, start: number, end: number): string {
  return text.sameLength ? text.lowerSlice(start, end) : text.input.slice(start, end).toLowerCase();
}
