import type { SubstituteRequest } from '../substitute/mapping-store';

/** AcceptedRanges as plain arrays (see AcceptedRanges.state). */
export interface AcceptedState {
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  contextual: Uint8Array;
  requests: Array<SubstituteRequest | null>;
}

/**
 * The ranges a run accepted, in the order accepted: starts and ends in typed arrays that double when
 * full, a request per range (null: keep the text as it is) and whether the range was found by its context.
 * A 1 MB log has tens of thousands of ranges; four growing JavaScript arrays of them left about 1.1 MB
 * more garbage per run (14.3 instead of 13.2 MB in all, sampled) for the collector.
 */
export class AcceptedRanges {
  count = 0;
  starts: Int32Array = new Int32Array(256);
  ends: Int32Array = new Int32Array(256);
  requests: Array<SubstituteRequest | null> = [];
  private contextualFlags: Uint8Array = new Uint8Array(256);

  /** Ranges taken up from another AcceptedRanges' state (its arrays, not copies). */
  static from(state: AcceptedState): AcceptedRanges {
    const ranges = new AcceptedRanges();
    ranges.count = state.count;
    ranges.starts = state.starts;
    ranges.ends = state.ends;
    ranges.contextualFlags = state.contextual;
    ranges.requests = state.requests;
    return ranges;
  }

  state(): AcceptedState {
    return { count: this.count, starts: this.starts, ends: this.ends, contextual: this.contextualFlags, requests: this.requests };
  }

  push(start: number, end: number, request: SubstituteRequest | null, contextual: boolean): void {
    const at = this.count;
    if (at === this.starts.length) this.grow();
    this.starts[at] = start;
    this.ends[at] = end;
    this.contextualFlags[at] = contextual ? 1 : 0;
    this.requests.push(request);
    this.count = at + 1;
  }

  /**
   * Takes back the range at `index` (a custom value a larger claim displaced): its request becomes null, so
   * nothing is substituted for it, and it stops counting as found by context. Its text is still the input's.
   */
  drop(index: number): void {
    this.requests[index] = null;
    this.contextualFlags[index] = 0;
  }

  isContextual(index: number): boolean {
    return this.contextualFlags[index] === 1;
  }

  private grow(): void {
    const capacity = this.starts.length * 2;
    const starts = new Int32Array(capacity);
    const ends = new Int32Array(capacity);
    const flags = new Uint8Array(capacity);
    starts.set(this.starts);
    ends.set(this.ends);
    flags.set(this.contextualFlags);
    this.starts = starts;
    this.ends = ends;
    this.contextualFlags = flags;
  }
}
