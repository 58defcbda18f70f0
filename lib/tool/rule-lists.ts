// The Rules Distribution summary: detection counts per source, and one entry per distinct original.
import type { Detection, Source } from '@/lib/masking';

export const SOURCES: readonly Source[] = ['custom', 'pattern', 'keyword'];

export interface RuleListEntry {
  original: string;
  masked: string;
  type: string;
  count: number;
}

export interface RulesSummary {
  counts: Record<Source, number>;
  lists: Record<Source, RuleListEntry[]>;
}

export function summariseDetections(detections: ReadonlyArray<Detection>): RulesSummary {
  const counts: Record<Source, number> = { custom: 0, pattern: 0, keyword: 0 };
  const seen: Record<Source, Map<string, RuleListEntry>> = { custom: new Map(), pattern: new Map(), keyword: new Map() };
  for (const d of detections) {
    counts[d.source]++;
    // The engine treats originals case-insensitively: one mapping, one list entry.
    const key = d.original.toLowerCase();
    const entry = seen[d.source].get(key);
    if (entry) entry.count++;
    else seen[d.source].set(key, { original: d.original, masked: d.masked, type: d.type, count: 1 });
  }
  return {
    counts,
    lists: { custom: [...seen.custom.values()], pattern: [...seen.pattern.values()], keyword: [...seen.keyword.values()] },
  };
}
