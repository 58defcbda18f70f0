// Stage 2a–c on another thread. Takes a piece of a stream and the run's options; gives what the text-only
// finders found as numbers and typed arrays a worker can post, and takes that up again on the session's thread.
import { Claims } from '../resolve/claims';
import type { CodeUnits } from '../find/code-units';
import { findValues, type FoundValues } from '../find/find-values';
import { withLabelsAsWords } from '../find/labels';
import { readText, textOfUnits } from '../find/text';
import type { MappingEntry, ProcessOptions } from '../types';
import { customValues, validateRun, type RunSettings } from '../validate/validate-run';
import { RequestCodes } from './request-codes';

/**
 * What findValues found in one piece (see FoundValues), as a worker posts it: the claims' arrays, each
 * request as a number (RequestCodes) and the lowercase code units, so the session's thread need not read
 * the text again. Post it with `transferables(found)` as the transfer list: the arrays move, not copied.
 */
export interface FoundPiece {
  taken: Uint8Array;
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  contextual: Uint8Array;
  requests: Int32Array;
  custom: number[];
  labels: number[];
  labelsPresent: boolean;
  /** Null when the text was not read character for character (rare Unicode): it is read again. */
  lowerUnits: CodeUnits | null;
}

/**
 * Runs the text-only finders on `input` as MaskingEngine.process() would with these options and the
 * session's manual mappings (a copy of them: the worker has no session). Null when process() would not
 * scan the input (not a string, too large, blank): the session's thread processes such a piece itself.
 */
export function findPiece(input: string, options: ProcessOptions, manual: readonly MappingEntry[] = []): FoundPiece | null {
  const run = validateRun(input, options);
  if (!run.ok) return null;
  const values = customValues(manual, run);
  const found = findValues(readText(input), run, values);
  const codes = new RequestCodes(values);
  const state = found.claims.state();
  const { accepted } = state;
  const requests = new Int32Array(accepted.count);
  for (let i = 0; i < accepted.count; i++) requests[i] = codes.code(accepted.requests[i]);
  return {
    taken: state.taken,
    count: accepted.count,
    starts: accepted.starts,
    ends: accepted.ends,
    contextual: accepted.contextual,
    requests,
    custom: state.custom,
    labels: found.labels,
    labelsPresent: found.labelsPresent,
    lowerUnits: found.text.unitsOfInput ? ownBuffer(found.text.lowerUnits) : null,
  };
}

/** A search thread's answer for the piece it was sent as number `id`: what findPiece found, or why it failed. */
export type FoundReply = { id: number; found: FoundPiece | null } | { id: number; error: string };

/** A typed array whose buffer holds nothing else (so moving the buffer moves only it). */
function ownBuffer(units: CodeUnits): CodeUnits {
  return units.byteOffset === 0 && units.byteLength === units.buffer.byteLength ? units : units.slice();
}

/** The buffers of a FoundPiece, for postMessage's transfer list. */
export function transferables(found: FoundPiece): ArrayBuffer[] {
  const buffers = [found.taken.buffer, found.starts.buffer, found.ends.buffer, found.contextual.buffer, found.requests.buffer];
  if (found.lowerUnits) buffers.push(found.lowerUnits.buffer);
  return [...new Set(buffers)] as ArrayBuffer[];
}

/** Takes up on the session's thread what findPiece found in `input`, with the same options and manual mappings. */
export function takeFound(input: string, run: RunSettings, manual: readonly MappingEntry[], found: FoundPiece): FoundValues {
  const text = found.lowerUnits ? textOfUnits(input, found.lowerUnits) : readText(input);
  const codes = new RequestCodes(customValues(manual, run));
  const requests = Array.from(found.requests, (code) => codes.request(code));
  const claims = new Claims(text, run.allowed, {
    taken: found.taken,
    accepted: { count: found.count, starts: found.starts, ends: found.ends, contextual: found.contextual, requests },
    custom: found.custom,
  });
  return { text, scanned: withLabelsAsWords(text, found.labels), claims, labels: found.labels, labelsPresent: found.labelsPresent };
}
