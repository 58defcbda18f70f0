import type { FakePool, MappingEntry, Mode, Source } from './types';

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

interface PoolState {
  order: number[];
  next: number;
  derived: number;
}

/**
 * The session's mapping of originals to substitutes. Originals compare case-insensitively; every
 * substitute belongs to exactly one original, so restore is exact.
 */
export class MappingStore {
  private readonly byOriginal: Record<Mode, Map<string, MappingEntry>> = { mask: new Map(), replace: new Map() };
  private readonly bySubstitute = new Map<string, MappingEntry>();
  private readonly substitutesLower = new Set<string>();
  private readonly labelCounters = new Map<string, number>();
  private readonly pools = new Map<string, PoolState>();
  private readonly ignored = new Set<string>();
  private readonly manual = new Map<string, MappingEntry>();
  private readonly lowerLabels = new Map<string, string>();
  /** Label for each lowercase label used since reset (two labels differing only in case break uniqueness). */
  private readonly labelOfLower = new Map<string, string>();
  /**
   * True while a new numbered label cannot collide with anything stored: every stored `[masked …`
   * string is a label nextLabel made (counters only grow) and no two labels share a lowercase form.
   * Then nextLabel skips the three lookups of isUsed; anything else turns it off until reset().
   */
  private labelsOnly = true;
  /** The lowercase form of the label nextLabel just made, so remember() need not lowercase it again. */
  private lastLower: string | null = null;
  private restorePattern: RegExp | null = null;

  constructor(private readonly random: () => number) {}

  lookup(mode: Mode, original: string, key = original.toLowerCase()): MappingEntry | undefined {
    return this.byOriginal[mode].get(key);
  }

  /** True when the text is a substitute this session produced (so it must not be masked again). */
  isSubstitute(text: string, key = text.toLowerCase()): boolean {
    return this.substitutesLower.has(key);
  }

  /** True before anything was mapped or ignored (a fresh session skips the per-value checks). */
  isEmpty(): boolean {
    return this.substitutesLower.size === 0 && this.ignored.size === 0;
  }

  isIgnored(original: string, key = original.toLowerCase()): boolean {
    return this.ignored.has(key);
  }

  /**
   * The substitute for `original`, creating it on first sight. `isTaken(lowerCandidate, derived)` says whether a
   * candidate substitute (lowercased) already occurs in the current input (then it is never used).
   */
  substitute(mode: Mode, original: string, request: SubstituteRequest, isTaken: (lowerCandidate: string, derived: boolean) => boolean, key = original.toLowerCase()): MappingEntry {
    const known = this.lookup(mode, original, key);
    if (known) return known;
    if (request.fixed !== undefined) {
      // A user-chosen substitute is the same in both modes: reuse the other mode's entry, never `X (2)`.
      const other = this.lookup(mode === 'mask' ? 'replace' : 'mask', original, key);
      if (other && other.type === request.type && this.bySubstitute.get(other.masked) === other) {
        if (key.startsWith('[masked ')) this.labelsOnly = false;
        this.byOriginal[mode].set(key, other);
        return other;
      }
    }
    let masked: string;
    if (request.fixed !== undefined) masked = this.uniqueFixed(request.fixed);
    else if (mode === 'mask' || !request.pool) masked = this.nextLabel(request.label, isTaken);
    else masked = this.nextFake(request.pool(original), isTaken);
    const entry: MappingEntry = { original, masked, type: request.type, source: request.source };
    this.remember(mode, entry, key, this.lastLower === null ? undefined : this.lastLower, this.lastLower !== null);
    this.lastLower = null;
    return entry;
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

  /** Forget the original's substitutes and keep it visible from now on (a false positive). */
  removeMapping(original: string): void {
    const key = original.toLowerCase();
    for (const mode of ['mask', 'replace'] as const) {
      const entry = this.byOriginal[mode].get(key);
      if (!entry) continue;
      this.byOriginal[mode].delete(key);
      if (this.bySubstitute.get(entry.masked) === entry) {
        this.bySubstitute.delete(entry.masked);
        this.substitutesLower.delete(entry.masked.toLowerCase());
      }
    }
    this.manual.delete(key);
    this.ignored.add(key);
    this.restorePattern = null;
  }

  entries(): MappingEntry[] {
    return [...new Set([...this.byOriginal.mask.values(), ...this.byOriginal.replace.values()])];
  }

  reset(): void {
    this.byOriginal.mask.clear();
    this.byOriginal.replace.clear();
    this.bySubstitute.clear();
    this.substitutesLower.clear();
    this.labelCounters.clear();
    this.pools.clear();
    this.ignored.clear();
    this.manual.clear();
    this.labelOfLower.clear();
    this.labelsOnly = true;
    this.restorePattern = null;
  }

  /** Every substitute of the session back to its original, longest substitute first. */
  restore(text: string): string {
    if (this.bySubstitute.size === 0) return text;
    if (!this.restorePattern) {
      const substitutes = [...this.bySubstitute.keys()].sort((a, b) => b.length - a.length);
      this.restorePattern = new RegExp(substitutes.map(escapeRegExp).join('|'), 'g');
    }
    return text.replace(this.restorePattern, (found) => this.bySubstitute.get(found)?.original ?? found);
  }

  private remember(mode: Mode, entry: MappingEntry, key = entry.original.toLowerCase(), maskedLower = entry.masked.toLowerCase(), madeByNextLabel = false): void {
    if (key.startsWith('[masked ') || (!madeByNextLabel && maskedLower.startsWith('[masked '))) this.labelsOnly = false;
    this.byOriginal[mode].set(key, entry);
    this.bySubstitute.set(entry.masked, entry);
    this.substitutesLower.add(maskedLower);
    this.restorePattern = null;
  }

  private isUsed(key: string): boolean {
    return this.substitutesLower.has(key) || this.byOriginal.mask.has(key) || this.byOriginal.replace.has(key);
  }

  private nextLabel(label: string, isTaken: (lowerCandidate: string, derived: boolean) => boolean): string {
    let n = this.labelCounters.get(label) ?? 0;
    let lowerLabel = this.lowerLabels.get(label);
    if (lowerLabel === undefined) {
      lowerLabel = label.toLowerCase();
      this.lowerLabels.set(label, lowerLabel);
    }
    if (this.labelsOnly) {
      const owner = this.labelOfLower.get(lowerLabel);
      if (owner === undefined) this.labelOfLower.set(lowerLabel, label);
      else if (owner !== label) this.labelsOnly = false;
    }
    let lower: string;
    do {
      n++;
      lower = `[masked ${lowerLabel} ${n}]`;
    } while ((!this.labelsOnly && this.isUsed(lower)) || isTaken(lower, false));
    this.labelCounters.set(label, n);
    this.lastLower = lower;
    return `[Masked ${label} ${n}]`;
  }

  private nextFake(pool: FakePool, isTaken: (lowerCandidate: string, derived: boolean) => boolean): string {
    let state = this.pools.get(pool.key);
    if (!state) {
      state = { order: this.shuffledIndexes(pool.fakes.length), next: 0, derived: pool.fakes.length };
      this.pools.set(pool.key, state);
    }
    while (state.next < state.order.length) {
      const candidate = pool.fakes[state.order[state.next++]];
      const lower = candidate.toLowerCase();
      if (!this.isUsed(lower) && !isTaken(lower, false)) return candidate;
    }
    for (;;) {
      state.derived++;
      const candidate = pool.derive(state.derived);
      const lower = candidate.toLowerCase();
      if (!this.isUsed(lower) && !isTaken(lower, true)) return candidate;
    }
  }

  private uniqueFixed(wanted: string): string {
    if (!this.isUsed(wanted.toLowerCase())) return wanted;
    for (let n = 2; ; n++) {
      const candidate = `${wanted} (${n})`;
      if (!this.isUsed(candidate.toLowerCase())) return candidate;
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

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
