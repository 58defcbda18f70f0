// Where each substitute sits in the output. Detections carry input offsets; walking them in input order
// and accumulating the length difference of each substitution gives their output offsets.
import type { Detection, Source } from '@/lib/masking';

export interface Highlight {
  start: number; // output offsets
  end: number;
  source: Source;
  type: string;
  original: string;
  masked: string;
}

/** Detections in input order (the engine's own order already is; then no copy is made). */
export function sortByStart(detections: ReadonlyArray<Detection>): ReadonlyArray<Detection> {
  for (let i = 1; i < detections.length; i++) {
    if (detections[i].start < detections[i - 1].start) return [...detections].sort((a, b) => a.start - b.start || a.end - b.end);
  }
  return detections;
}

/** Output offsets of every substitute. Returns [] if the output does not match the detections. */
export function computeHighlights(output: string, detections: ReadonlyArray<Detection>): Highlight[] {
  const highlights: Highlight[] = [];
  let delta = 0;
  for (const d of sortByStart(detections)) {
    const start = d.start + delta;
    const end = start + d.masked.length;
    if (output.slice(start, end) !== d.masked) return [];
    highlights.push({ start, end, source: d.source, type: d.type, original: d.original, masked: d.masked });
    delta += d.masked.length - (d.end - d.start);
  }
  return highlights;
}

/** The output the engine would have produced had only `detections` been substituted (a × removal). */
export function rebuildOutput(input: string, detections: ReadonlyArray<Detection>): string {
  const parts: string[] = [];
  let cursor = 0;
  for (const d of sortByStart(detections)) {
    parts.push(input.slice(cursor, d.start), d.masked);
    cursor = d.end;
  }
  parts.push(input.slice(cursor));
  return parts.join('');
}

export type TextPiece = { text: string; highlight?: Highlight };

/** Split output[from, to) into plain text and highlighted pieces. `highlights` sorted by start. */
export function piecesInRange(output: string, highlights: ReadonlyArray<Highlight>, from: number, to: number): TextPiece[] {
  const pieces: TextPiece[] = [];
  let index = firstEndingAfter(highlights, from);
  let cursor = from;
  while (index < highlights.length && highlights[index].start < to) {
    const h = highlights[index];
    const start = Math.max(h.start, from);
    const end = Math.min(h.end, to);
    if (start > cursor) pieces.push({ text: output.slice(cursor, start) });
    pieces.push({ text: output.slice(start, end), highlight: h });
    cursor = end;
    index++;
  }
  if (cursor < to) pieces.push({ text: output.slice(cursor, to) });
  return pieces;
}

function firstEndingAfter(highlights: ReadonlyArray<Highlight>, offset: number): number {
  let low = 0;
  let high = highlights.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (highlights[mid].end <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Row boundaries for the virtualised view: one row per line, long lines cut every `maxColumns` characters.
 * Returns a flat array [start0, end0, start1, end1, …] of output offsets (line breaks excluded).
 */
export function computeRows(output: string, maxColumns: number): Uint32Array {
  const rows: number[] = [];
  let lineStart = 0;
  const length = output.length;
  while (lineStart <= length) {
    let lineEnd = output.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = length;
    let rowStart = lineStart;
    do {
      const rowEnd = Math.min(rowStart + maxColumns, lineEnd);
      rows.push(rowStart, rowEnd);
      rowStart = rowEnd;
    } while (rowStart < lineEnd);
    lineStart = lineEnd + 1;
  }
  return Uint32Array.from(rows);
}
