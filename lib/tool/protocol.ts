// Messages between the /tool page and its masking worker. Plain data only (structured clone).
import type { Detection, ProcessOptions } from '@/lib/masking';
import type { FileReply } from './file-masking';
import type { PackedLists } from './packed-lists';

export interface ProcessReply {
  output: string;
  detections: Detection[];
  /** Human rule label for every Detection.type present in `detections` (for tooltips and lists). */
  ruleLabels: Record<string, string>;
}

export type RestoreSegment =
  | { kind: 'text'; text: string }
  | { kind: 'restored'; text: string; substitute: string }
  | { kind: 'unmapped'; text: string };

export interface RestoreReply {
  text: string;
  segments: RestoreSegment[];
  restoredCount: number;
  /** Substitute-looking strings in the pasted text that this session cannot map back. */
  unmapped: string[];
}

export type EngineRequest =
  | { id: number; kind: 'process'; input: string; options: ProcessOptions }
  | { id: number; kind: 'restore'; text: string }
  | { id: number; kind: 'removeMapping'; original: string }
  | { id: number; kind: 'reset' }
  /** File mode: the file streamed through a new session, which replaces the current one when it succeeds. */
  | { id: number; kind: 'processFile'; file: File; options: ProcessOptions }
  /** Stops the running processFile (it then fails with "Cancelled"); the session stays as it was. */
  | { id: number; kind: 'cancelFile' };

export type EngineResponse =
  | { id: number; ok: true; value: ProcessReply | RestoreReply | FileReply | null }
  /** Bytes of the file read so far (processFile), sent while it runs. */
  | { id: number; progress: number }
  /**
   * A file's reply (processFile): its summary's lists are empty and come packed beside it (packed-lists.ts;
   * a file can have hundreds of thousands of distinct values), for the page to unpack in slices.
   */
  | { id: number; fileDone: { reply: FileReply; lists: PackedLists } }
  | { id: number; ok: false; error: string };
