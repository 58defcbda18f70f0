// Stage 3, resolve overlaps. Takes the finders' candidate ranges as they come; gives the accepted ranges,
// none overlapping another: the first claim on a character wins, so the order the finders run is the precedence.
import { keyOf, type Text } from '../find/text';
import type { SubstituteRequest } from '../substitute/mapping-store';
import { AcceptedRanges, type AcceptedState } from './accepted-ranges';

/** What Claims hold, as arrays another thread can take (see Claims.state). */
export interface ClaimsState {
  taken: Uint8Array;
  accepted: AcceptedState;
  /** Each tentative custom value's start and accepted index, in pairs. */
  custom: number[];
}

/** What the claims ask of the session: whether a text is one it produced or was told to leave visible. */
export interface KnownTexts {
  isEmpty(): boolean;
  isIgnored(original: string, key?: string): boolean;
  isSubstitute(text: string, key?: string): boolean;
}

/** `taken` codes: a free character, one held for good, the first and the other characters of a tentative custom value. */
const FREE = 0;
export const HELD = 1;
const CUSTOM_START = 2;
const CUSTOM_REST = 3;

/**
 * Takes the finders' candidate ranges, in the order the finders run; gives the accepted ranges. Overlaps
 * are resolved as candidates arrive: the first claim on a character wins, so the finders' order is the
 * precedence (labels already in the input; custom values, longest first; pattern rules by priority;
 * keyword rules; other occurrences).
 *
 * Custom values are claimed first but held only tentatively, so that one never leaves part of a larger
 * value visible. The first later candidate that touches a custom value settles it: a candidate equal to it
 * or inside it confirms it (the custom value covers a whole detected value and wins, for good); a candidate
 * that covers it and more takes its place (`initech.com` inside the email `john.doe@initech.com`: the
 * email is masked); a candidate that covers only part of it grows to cover all of it, and takes its place.
 * So every value a rule would detect without the custom rules is still covered whole, and so is every
 * custom value.
 */
export class Claims {
  /** FREE for a character no accepted range covers (see the codes above). */
  readonly taken: Uint8Array;
  /** Accepted ranges in parallel arrays (no object per candidate: large inputs have tens of thousands). */
  private readonly accepted: AcceptedRanges;
  /** The session's own texts, once useKnown gave them (see there). */
  private known: KnownTexts | null = null;
  /** The accepted index of each tentative custom value, by its start. */
  private readonly customAt = new Map<number, number>();
  /** The range settleCustomValues accepted a candidate over. */
  private grownStart = 0;
  private grownEnd = 0;

  constructor(
    private readonly text: Text,
    /** The never-mask list, lowercase: a range equal to one of them is kept as it is (ProcessOptions.allow). */
    private readonly allowed: ReadonlySet<string> | null = null,
    state?: ClaimsState,
  ) {
    this.taken = state?.taken ?? new Uint8Array(text.input.length);
    this.accepted = state ? AcceptedRanges.from(state.accepted) : new AcceptedRanges();
    if (state) for (let i = 0; i < state.custom.length; i += 2) this.customAt.set(state.custom[i], state.custom[i + 1]);
  }

  /**
   * From now on, and for the ranges accepted so far, a range that is a substitute of this session or an
   * original the user un-masked is kept as it is (see claim). The finders that read only the text (which may
   * run elsewhere, see lib/masking/parallel) claim without the session; it is given before the stages that
   * read the session. Checked after or at the claim, a range is kept the same: nothing reads a request
   * before then.
   */
  useKnown(known: KnownTexts): void {
    if (known.isEmpty()) return;
    this.known = known;
    const { starts, ends, requests } = this.accepted;
    for (let i = 0; i < this.accepted.count; i++) {
      if (requests[i] !== null && this.isKnown(starts[i], ends[i])) requests[i] = null;
    }
  }

  /** Everything the claims hold, for another thread to take up (the arrays are the claims' own: hand them over, then drop these claims). */
  state(): ClaimsState {
    const custom: number[] = [];
    for (const [start, index] of this.customAt) custom.push(start, index);
    return { taken: this.taken, accepted: this.accepted.state(), custom };
  }

  /**
   * Holds `[start, end)`, a label already in the input, as it is: no later claim can take a character of it
   * (`[Masked SSH User 1]` masked again stays whole). Labels do not overlap, so this never fails.
   */
  keep(start: number, end: number): void {
    this.taken.fill(HELD, start, end);
    this.accepted.push(start, end, null, false);
  }

  /**
   * Holds `[start, end)` as it is unless a character of it is taken: a value of a rule the user switched off,
   * left whole so no other rule masks a part of it (`alice@example.com` with emails off keeps its domain).
   */
  keepIfFree(start: number, end: number): void {
    for (let i = start; i < end; i++) if (this.taken[i] !== FREE) return;
    this.keep(start, end);
  }

  /**
   * Accepts `[start, end)` unless a character of it is taken (see the class comment for custom values it
   * may cover). A range that is a label (`[Masked …`), a substitute of this session, an original the user
   * un-masked or a value on the never-mask list is accepted but kept as it is (null request).
   */
  claim(start: number, end: number, request: SubstituteRequest, contextual = false): void {
    const taken = this.taken;
    for (let i = start; i < end; i++) {
      if (taken[i] !== FREE) {
        if (!this.settleCustomValues(start, end)) return;
        start = this.grownStart;
        end = this.grownEnd;
        break;
      }
    }
    for (let i = start; i < end; i++) taken[i] = HELD;
    this.push(start, end, request, contextual);
  }

  /** Accepts a custom value's `[start, end)`, tentatively, unless a character of it is taken (see the class comment). */
  claimCustom(start: number, end: number, request: SubstituteRequest): void {
    const taken = this.taken;
    for (let i = start; i < end; i++) if (taken[i] !== FREE) return;
    taken[start] = CUSTOM_START;
    for (let i = start + 1; i < end; i++) taken[i] = CUSTOM_REST;
    this.customAt.set(start, this.accepted.count);
    this.push(start, end, request, false);
  }

  /** False when either end of the range is held for good: a finder may skip validating it (its claim would fail). */
  isFree(start: number, end: number): boolean {
    return this.taken[start] !== HELD && this.taken[end - 1] !== HELD;
  }

  /** The ranges accepted so far, in the order accepted. */
  resolved(): AcceptedRanges {
    return this.accepted;
  }

  private push(start: number, end: number, request: SubstituteRequest, contextual: boolean): void {
    const text = this.text;
    let keep = text.input.charCodeAt(start) === 91 /* [ */ && keyOf(text, start, Math.min(end, start + 8)) === '[masked ';
    // A value on the never-mask list stays as it is (and, kept, is not masked elsewhere for it).
    if (!keep && this.allowed) keep = this.allowed.has(keyOf(text, start, end));
    if (!keep && this.known) keep = this.isKnown(start, end);
    this.accepted.push(start, end, keep ? null : request, contextual);
  }

  private isKnown(start: number, end: number): boolean {
    const key = keyOf(this.text, start, end);
    return this.known!.isIgnored('', key) || this.known!.isSubstitute('', key);
  }

  /**
   * Settles the custom values a candidate `[start, end)` touches (see the class comment). True when the
   * candidate is to be accepted, over `[grownStart, grownEnd)`: every custom value it touches is dropped and
   * the range grown to cover them. False when it is refused: a character is held, or it lies within one
   * custom value (which is then held for good).
   */
  private settleCustomValues(start: number, end: number): boolean {
    const taken = this.taken;
    const ends = this.accepted.ends;
    const first = this.customStartOf(start);
    if (first !== -1 && ends[this.customAt.get(first)!] >= end) {
      const index = this.customAt.get(first)!;
      for (let i = first; i < ends[index]; i++) taken[i] = HELD;
      this.customAt.delete(first);
      return false;
    }
    let grownStart = start;
    let grownEnd = end;
    const touched: number[] = [];
    for (let i = start; i < end; i++) {
      if (taken[i] === FREE) continue;
      const customStart = this.customStartOf(i);
      if (customStart === -1) return false;
      const index = this.customAt.get(customStart)!;
      touched.push(index);
      grownStart = Math.min(grownStart, customStart);
      grownEnd = Math.max(grownEnd, ends[index]);
      i = ends[index] - 1;
    }
    for (const index of touched) {
      this.customAt.delete(this.accepted.starts[index]);
      this.accepted.drop(index);
    }
    this.grownStart = grownStart;
    this.grownEnd = grownEnd;
    return true;
  }

  /** The start of the tentative custom value that covers `at`, or -1. */
  private customStartOf(at: number): number {
    const taken = this.taken;
    if (taken[at] !== CUSTOM_START && taken[at] !== CUSTOM_REST) return -1;
    while (taken[at] !== CUSTOM_START) at--;
    return at;
  }
}
