import { codeUnits, type CodeUnits } from './code-units';

/**
 * Takes the input; gives the text as every stage reads it: the input, its lowercase form and that form's
 * code units. Rules and literals are matched case-insensitively, so most scans read `lower`.
 */
export interface Text {
  readonly input: string;
  readonly lower: string;
  readonly lowerUnits: CodeUnits;
  /** Offsets into `lower` match the input unless lowercasing changed the length (rare Unicode). */
  readonly sameLength: boolean;
}

export function readText(input: string): Text {
  const lower = input.toLowerCase();
  return { input, lower, lowerUnits: codeUnits(lower), sameLength: lower.length === input.length };
}

/**
 * The lowercase key of `input[start, end)`: a slice of `lower` when lowercasing kept the length (so the
 * offsets match), else the range lowercased. A module function, not a closure made per call: a fresh
 * closure called from process() made the optimiser throw process() away on every run.
 */
export function keyOf(input: string, lower: string, start: number, end: number): string {
  return lower.length === input.length ? lower.slice(start, end) : input.slice(start, end).toLowerCase();
}

/**
 * Whether `input[start, end)` equals its lowercase form, read from the lowercase text's code units (when
 * lowercasing kept the length). `lower.startsWith(original, start)` did the same at three times the cost.
 */
export function isLowerCase(input: string, lowerUnits: CodeUnits, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (input.charCodeAt(i) !== lowerUnits[i]) return false;
  return true;
}
