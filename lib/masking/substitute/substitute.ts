// Stage 4, substitute. Takes the accepted ranges; gives each range's detection with its substitute from the
// session's mapping store (a label, a fake or the user's own), in input order. Ranges kept as they are are left out.
import type { Text } from '../find/text';
import type { AcceptedRanges } from '../resolve/accepted-ranges';
import type { Detection, Mode } from '../types';
import type { MappingStore } from './mapping-store';
import { orderByStart } from './order-by-start';
import { takenChecks } from './taken-check';
import { detachedString } from '../detached-string';

/**
 * `streaming`: the session outlives this text (stream.ts), so new mappings keep copies, not views into it.
 * `elsewhere`: whether a rule's fixed fake occurs in another piece of the text (FakesInText); it is then never used.
 */
export function substitute(
  text: Text,
  accepted: AcceptedRanges,
  mode: Mode,
  store: MappingStore,
  labelsPresent: boolean,
  streaming = false,
  elsewhere?: (lowerFake: string) => boolean,
): Detection[] {
  const { input } = text;
  const { byPattern, byOther } = takenChecks(text, mode, accepted, labelsPresent, elsewhere);
  const count = accepted.count;
  const starts = accepted.starts;
  const ends = accepted.ends;
  const requests = accepted.requests;
  const order = orderByStart(starts, count);
  const detections: Detection[] = [];
  for (let k = 0; k < count; k++) {
    const index = order[k];
    const request = requests[index];
    if (!request) continue;
    const start = starts[index];
    const end = ends[index];
    // The original is its own key: every spelling is a value of its own (CASE_RULE in README.md).
    let original = input.slice(start, end);
    // A V8 slice keeps its whole source string alive: a streaming session stores copies of new originals.
    if (streaming && store.lookup(mode, original) === undefined) original = detachedString(original);
    const entry = store.substitute(mode, original, request, request.source === 'pattern' ? byPattern : byOther);
    detections.push({ original, masked: entry.masked, type: entry.type, source: request.source, start, end });
  }
  return detections;
}
