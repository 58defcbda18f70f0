// Search worker of file mode, started by the masking worker (see worker-piece-finder.ts): runs the engine's
// text-only finders on each piece it is sent and posts what they found back, its arrays moved.
import { findPiece, transferables, type FoundPiece } from '@/lib/masking';
import { errorMessage } from './error-message';
import type { FindReply, FindRequest } from './find-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<FindRequest>) => {
  const { id, piece, options } = event.data;
  let found: FoundPiece | null;
  try {
    found = findPiece(piece, options);
  } catch (error) {
    scope.postMessage({ id, error: errorMessage(error) } satisfies FindReply);
    return;
  }
  scope.postMessage({ id, found } satisfies FindReply, found ? transferables(found) : []);
};
