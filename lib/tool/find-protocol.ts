// Messages between the masking worker and its search workers (find.worker.ts): a piece of a file and the
// run's options in, what findPiece found in it out (its arrays moved, not copied). Plain data only.
import type { FoundReply, ProcessOptions } from '@/lib/masking';

export interface FindRequest {
  id: number;
  piece: string;
  options: ProcessOptions;
}

/** The reply the CLI's search threads give too. */
export type FindReply = FoundReply;
