import type { FakePool, MappingEntry, Mode, Source } from '../types';

/** What the store needs to know to give an original its substitute. */
export interface SubstituteRequest {
  type: string;
  label: string;
  source: Source;
  /** Fakes of the original's class (replace mode), asked for only when a new original needs one. */
  pool?: (original: string) => FakePool;
  /** A substitute chosen by the user (Custom Rule category, addMapping). */
  fixed?: string;
}

/** Whether a candidate substitute (lowercased) already occurs in the current input; a derived fake is one made past the pool of ten. */
export type IsTaken = (lowerCandidate: string, derived: boolean) => boolean;

/** One label's numbering: its next number and the slots of its numbered labels (shared by labels that differ only in case). */
interface LabelState {
  count: number;
  /** `[Masked <label> ` */
  prefix: string;
  lowerLabel: string;
  slots: Array<MappingEntry | undefined>;
}

/** A numbered label: `[Masked <label> <n>]`. */
const LABEL = /^\[Masked (.+) ([1-9]\d{0,9})\]$/;

interface PoolState {
  order: number[];
  next: number;
  derived: number;
}

/**
 * The entry of a numbered label, `[Masked <label> <n>]`: the label is made when it is read, from the label's
 * state and the number, not kept (32 bytes less for each of a session's millions of values). A class, not a
 * plain object: copy it field by field (a spread leaves out `masked`).
 */
class LabelEntry implements MappingEntry {
  constructor(
    readonly original: string,
    readonly type: string,
    readonly source: Source,
    private readonly state: LabelState,
    private readonly n: number,
  ) {}

  get masked(): string {
    return this.state.prefix + this.n + ']';
  }
}

/**
 * The session's mapping of originals to substitutes. Originals compare by their exact spelling (CASE_RULE in
 * README.md: `alice` and `Alice`, `example.com` and `EXAMPLE.COM` each get a substitute of their own); every
 * substitute belongs to exactly one original and substitutes differ in more than case, so restore is exact.
 */
export class MappingStore {
  private readonly byOriginal: Record<Mode, Map<string, MappingEntry>> = { mask: new Map(), replace: new Map() };
  /**
   * Substitutes other than numbered labels (fakes, user-chosen), by their lowercase form: no two
   * substitutes share one (isUsed), so restore finds a substitute's entry from the text it matched.
   */
  private readonly bySubstitute = new Map<string, MappingEntry>();
  /**
   * Numbered labels, by lowercase label: slot n - 1 holds the entry of `[Masked <label> n]`. A label is
   * found from its text without hashing it, and a new one costs an array write instead of two
   * hash-table inserts (a large input makes tens of thousands).
   */
  private readonly labelSlots = new Map<string, Array<MappingEntry | undefined>>();
  private slotted = 0;
  private readonly labelStates = new Map<string, LabelState>();
  /** Each request's label state, so a new label costs no lookups by label text. */
  private stateOfRequest = new WeakMap<SubstituteRequest, LabelState>();
  private readonly pools = new Map<string, PoolState>();
  private readonly ignored = new Set<string>();
  private readonly manual = new Map<string, MappingEntry>();
  /**
   * True while a new numbered label cannot collide with anything stored: every stored `[masked …`
   * string is a label nextLabel made (counters only grow) and no two labels share a lowercase form.
   * Then nextLabel skips the three lookups of isUsed; anything else turns it off until reset().
   */
  private labelsOnly = true;
  /** The slots and number of the label nextLabel just made, for remember(). */
  private lastSlots: Array<MappingEntry | undefined> | null = null;
  private lastNumber = 0;
  private lastState: LabelState | null = null;
  private restorePattern: RegExp | null = null;

  constructor(private readonly random: () => number) {}

  /** `key`: the original's exact spelling (CASE_RULE); kept as a parameter so callers need not change. */
  lookup(mode: Mode, original: string, key = original): MappingEntry | undefined {
    return this.byOriginal[mode].get(key);
  }

  /** True when the text is a substitute this session produced (so it must not be masked again). */
  isSubstitute(text: string, key = text.toLowerCase()): boolean {
    return this.bySubstitute.has(key) || this.labelEntry(key) !== undefined;
  }

  /** True before anything was mapped or ignored (a fresh session skips the per-value checks). */
  isEmpty(): boolean {
    return this.bySubstitute.size === 0 && this.slotted === 0 && this.ignored.size === 0;
  }

  isIgnored(original: string, key = original.toLowerCase()): boolean {
    return this.ignored.has(key);
  }

  /**
   * The substitute for `original`, creating it on first sight. `isTaken(lowerCandidate, derived)` says whether a
   * candidate substitute (lowercased) already occurs in the current input (then it is never used);
   * without it, none does.
   */
  substitute(mode: Mode, original: string, request: SubstituteRequest, isTaken: IsTaken | undefined, key = original): MappingEntry {
    const known = this.lookup(mode, original, key);
    if (known) return known;
    if (request.fixed !== undefined || !request.pool) {
      // A user-chosen substitute, or the label of a rule without fakes (a Custom Rule with no replacement
      // text), is the same in both modes: reuse the other mode's entry, never `X (2)` or a second number.
      const other = this.lookup(mode === 'mask' ? 'replace' : 'mask', original, key);
      if (other && other.type === request.type && this.owns(other)) {
        if (startsLikeLabel(key)) this.labelsOnly = false;
        this.byOriginal[mode].set(key, other);
        return other;
      }
    }
    let masked: string | null = null;
    if (request.fixed !== undefined) masked = this.uniqueFixed(request.fixed);
    else if (mode === 'mask' || !request.pool) this.nextLabel(request, isTaken);
    else masked = this.nextFake(request.pool(original), isTaken);
    const entry: MappingEntry =
      masked === null ? new LabelEntry(original, request.type, request.source, this.lastState!, this.lastNumber) : { original, masked, type: request.type, source: request.source };
    this.remember(mode, entry, key);
    return entry;
  }

  /**
   * Takes up a session saved earlier (the CLI's vault): each entry is this mode's substitute again, and
   * numbering continues past every label loaded, so later substitutes never repeat an earlier one.
   */
  load(mode: Mode, entries: readonly MappingEntry[]): void {
    for (const entry of entries) {
      const key = entry.original;
      if (this.byOriginal[mode].has(key) || this.isUsed(entry.masked.toLowerCase())) continue;
      const label = LABEL.exec(entry.masked);
      if (label) {
        const state = this.labelState(label[1]);
        const n = Number(label[2]);
        state.count = Math.max(state.count, n);
        this.lastSlots = state.slots;
        this.lastNumber = n;
        this.remember(mode, new LabelEntry(entry.original, entry.type, entry.source, state, n), key);
        continue;
      }
      this.remember(mode, { ...entry }, key);
    }
  }

  /** A user-chosen mapping; it also makes the original a literal match in later runs. */
  addManual(entry: MappingEntry): void {
    this.removeMapping(entry.original);
    this.ignored.delete(entry.original.toLowerCase());
    const stored = { ...entry, masked: this.uniqueFixed(entry.masked) };
    this.manual.set(entry.original.toLowerCase(), stored);
    this.remember('mask', stored);
    this.remember('replace', stored);
  }

  manualEntries(): MappingEntry[] {
    return [...this.manual.values()];
  }

  /** Forget the original's substitutes, in every spelling, and keep it visible from now on in any case (a false positive). */
  removeMapping(original: string): void {
    const key = original.toLowerCase();
    for (const mode of ['mask', 'replace'] as const) {
      for (const [spelling, entry] of this.byOriginal[mode]) {
        if (spelling.toLowerCase() !== key) continue;
        this.byOriginal[mode].delete(spelling);
        const maskedLower = entry.masked.toLowerCase();
        if (this.bySubstitute.get(maskedLower) === entry) {
          this.bySubstitute.delete(maskedLower);
        } else {
          const slot = this.labelSlot(maskedLower);
          if (slot && slot.slots[slot.index] === entry) {
            slot.slots[slot.index] = undefined;
            this.slotted--;
          }
        }
      }
    }
    this.manual.delete(key);
    this.ignored.add(key);
    this.restorePattern = null;
  }

  entries(): MappingEntry[] {
    return [...this.eachEntry()];
  }

  /** Every entry once, as stored (an entry both modes share is under the same key in both). */
  *eachEntry(): Generator<MappingEntry> {
    yield* this.byOriginal.mask.values();
    for (const [key, entry] of this.byOriginal.replace) if (this.byOriginal.mask.get(key) !== entry) yield entry;
  }

  /** How many entries eachEntry gives. */
  entryCount(): number {
    let count = this.byOriginal.mask.size;
    for (const [key, entry] of this.byOriginal.replace) if (this.byOriginal.mask.get(key) !== entry) count++;
    return count;
  }

  reset(): void {
    this.byOriginal.mask.clear();
    this.byOriginal.replace.clear();
    this.bySubstitute.clear();
    this.labelSlots.clear();
    this.slotted = 0;
    this.labelStates.clear();
    this.stateOfRequest = new WeakMap();
    this.pools.clear();
    this.ignored.clear();
    this.manual.clear();
    this.labelsOnly = true;
    this.restorePattern = null;
  }

  /** Every substitute of the session back to its original, longest substitute first. */
  restore(text: string): string {
    if (this.bySubstitute.size === 0 && this.slotted === 0) return text;
    if (!this.restorePattern) {
      const substitutes = [...this.bySubstitute.values()].map((entry) => entry.masked);
      for (const slots of this.labelSlots.values()) for (const entry of slots) if (entry) substitutes.push(entry.masked);
      substitutes.sort((a, b) => b.length - a.length);
      this.restorePattern = new RegExp(substitutes.map(escapeRegExp).join('|'), 'g');
    }
    return text.replace(this.restorePattern, (found) => {
      const key = found.toLowerCase();
      return (this.bySubstitute.get(key) ?? this.labelEntry(key))?.original ?? found;
    });
  }

  /** Where the numbered label `[masked <label> <n>]` (lowercase) is kept, or null when the text is not one. */
  private labelSlot(key: string): { slots: Array<MappingEntry | undefined>; index: number } | null {
    if (this.labelSlots.size === 0 || key.charCodeAt(key.length - 1) !== 93 /* ] */ || !key.startsWith('[masked ')) return null;
    const space = key.lastIndexOf(' ', key.length - 2);
    if (space <= 8) return null;
    const digits = key.slice(space + 1, -1);
    if (!/^[1-9]\d{0,9}$/.test(digits)) return null;
    const slots = this.labelSlots.get(key.slice(8, space));
    return slots ? { slots, index: Number(digits) - 1 } : null;
  }

  private labelEntry(key: string): MappingEntry | undefined {
    const slot = this.labelSlot(key);
    return slot ? slot.slots[slot.index] : undefined;
  }

  /** True when the entry's substitute is still its own (not removed, not taken over). */
  private owns(entry: MappingEntry): boolean {
    const key = entry.masked.toLowerCase();
    return this.bySubstitute.get(key) === entry || this.labelEntry(key) === entry;
  }

  private remember(mode: Mode, entry: MappingEntry, key = entry.original): void {
    const slots = this.lastSlots;
    this.lastSlots = null;
    if (startsLikeLabel(key)) this.labelsOnly = false;
    this.byOriginal[mode].set(key, entry);
    this.restorePattern = null;
    if (slots) {
      const n = this.lastNumber;
      while (slots.length < n - 1) slots.push(undefined);
      slots[n - 1] = entry;
      this.slotted++;
      return;
    }
    const maskedLower = entry.masked.toLowerCase();
    if (maskedLower.startsWith('[masked ')) this.labelsOnly = false;
    this.bySubstitute.set(maskedLower, entry);
  }

  /** `key`: a candidate substitute, lowercased; `spelled`: as written, when it differs (originals are kept by their spelling). */
  private isUsed(key: string, spelled = key): boolean {
    const { mask, replace } = this.byOriginal;
    return this.bySubstitute.has(key) || mask.has(key) || replace.has(key) || mask.has(spelled) || replace.has(spelled) || this.labelEntry(key) !== undefined;
  }

  private labelState(label: string): LabelState {
    let state = this.labelStates.get(label);
    if (state) return state;
    const lowerLabel = label.toLowerCase();
    let slots = this.labelSlots.get(lowerLabel);
    // Slots already there belong to another label of the same lowercase form: their labels can collide.
    if (slots) {
      this.labelsOnly = false;
    } else {
      slots = [];
      this.labelSlots.set(lowerLabel, slots);
    }
    state = { count: 0, prefix: `[Masked ${label} `, lowerLabel, slots };
    this.labelStates.set(label, state);
    return state;
  }

  /** The next free number of the request's label (its state and number are left in lastState and lastNumber). */
  private nextLabel(request: SubstituteRequest, isTaken: IsTaken | undefined): void {
    let state = this.stateOfRequest.get(request);
    if (!state) {
      state = this.labelState(request.label);
      this.stateOfRequest.set(request, state);
    }
    let n = state.count;
    for (;;) {
      n++;
      // While only labels of this store can collide and nothing in the input can, the next number is free.
      if (this.labelsOnly && !isTaken) break;
      const lower = `[masked ${state.lowerLabel} ${n}]`;
      if ((this.labelsOnly || !this.isUsed(lower)) && !isTaken?.(lower, false)) break;
    }
    state.count = n;
    this.lastSlots = state.slots;
    this.lastNumber = n;
    this.lastState = state;
  }

  private nextFake(pool: FakePool, isTaken: IsTaken | undefined): string {
    let state = this.pools.get(pool.key);
    if (!state) {
      state = { order: this.shuffledIndexes(pool.fakes.length), next: 0, derived: pool.fakes.length };
      this.pools.set(pool.key, state);
    }
    while (state.next < state.order.length) {
      const candidate = pool.fakes[state.order[state.next++]];
      const lower = candidate.toLowerCase();
      if (!this.isUsed(lower, candidate) && !isTaken?.(lower, false)) return candidate;
    }
    for (;;) {
      state.derived++;
      const candidate = pool.derive(state.derived);
      const lower = candidate.toLowerCase();
      if (!this.isUsed(lower, candidate) && !isTaken?.(lower, true)) return candidate;
    }
  }

  private uniqueFixed(wanted: string): string {
    if (!this.isUsed(wanted.toLowerCase(), wanted)) return wanted;
    // A label the user chose (`[Masked Company Name 1]`) taken by another spelling: the next free number of that label.
    const label = LABEL.exec(wanted);
    if (label) {
      for (let n = Number(label[2]) + 1; ; n++) {
        const candidate = `[Masked ${label[1]} ${n}]`;
        if (!this.isUsed(candidate.toLowerCase(), candidate)) return candidate;
      }
    }
    for (let n = 2; ; n++) {
      const candidate = `${wanted} (${n})`;
      if (!this.isUsed(candidate.toLowerCase(), candidate)) return candidate;
    }
  }

  private shuffledIndexes(length: number): number[] {
    const order = Array.from({ length }, (_, i) => i);
    for (let i = length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
  }
}

/** Whether an original's spelling starts as a label does (`[Masked `, in any case). */
function startsLikeLabel(key: string): boolean {
  return key.charCodeAt(0) === 91 /* [ */ && key.length >= 8 && key.slice(0, 8).toLowerCase() === '[masked ';
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
