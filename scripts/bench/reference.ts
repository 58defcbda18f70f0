import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The two corpora `npm run bench` times, and the modes. */
export const CORPORA = ['synthetic', 'realLogs'] as const;
export type CorpusName = (typeof CORPORA)[number];
export const MODES = ['mask', 'replace'] as const;

/** An engine's time as a multiple of a `/\S+/g` scan of the same text: median over median, fastest over fastest. */
export interface Ratios {
  medianRatio: number;
  fastestRatio: number;
}

/**
 * The recorded reference (scripts/bench/reference.json): a past engine's ratios to the scan, measured by
 * scripts/bench-reference.ts. Ratios and not milliseconds, so the guard travels between machines.
 */
export interface ReferenceFile {
  commit: string;
  measured: string;
  node: string;
  /** The one-minute load average when the measurement ended: ratios taken on a busy machine are less exact. */
  loadAverage: number;
  how: string;
  ratios: Record<CorpusName, Record<(typeof MODES)[number], Ratios>>;
}

export const REFERENCE_FILE = join(__dirname, 'reference.json');

/** How much slower than the reference the engine may get. */
export const ALLOWED_SLOWDOWN = 1.15;

export function readReference(): ReferenceFile {
  return JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as ReferenceFile;
}
