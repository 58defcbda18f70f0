// Stage 5, render. Takes the input and its detections in input order; gives the output: the input with
// each detection's range replaced by its substitute.
import type { Detection } from '../types';

export function renderOutput(input: string, detections: readonly Detection[]): string {
  let output = '';
  let last = 0;
  for (const detection of detections) {
    output += input.slice(last, detection.start);
    output += detection.masked;
    last = detection.end;
  }
  output += input.slice(last);
  return flattened(output);
}

const FLATTEN = /\u0000/;

/**
 * `+=` builds the output as a rope (V8, SpiderMonkey and JavaScriptCore all do); one regex search makes
 * the engine flatten it in place. Together that costs about half of `parts.join('')` on a 1 MB text
 * with 25,000 pieces, and the caller gets (and the benchmark times) a flat string.
 */
function flattened(text: string): string {
  FLATTEN.test(text);
  return text;
}

/**
 * Whether writing the output part by part (the text between detections and each substitute encoded apart,
 * as the command line and /tool's file mode do, to skip making the output string) could give other bytes
 * than encoding the whole output: only where a part ends with the first half of a surrogate pair and the
 * next part begins with the second, which apart would be encoded as two replacement characters.
 */
export function partsCouldSplitSurrogatePair(input: string, detections: readonly Detection[]): boolean {
  return detections.some((detection) => isHighSurrogate(input.charCodeAt(detection.start - 1)) || isHighSurrogate(detection.masked.charCodeAt(detection.masked.length - 1)));
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
