// Module Web Worker holding the session's engine, so large inputs never block the page.
import { EngineSession } from './engine-session';
import { errorMessage } from './error-message';
import type { CancelToken, FileReply } from './file-masking';
import type { EngineRequest, EngineResponse } from './protocol';
import { packedTransferables, packLists } from './packed-lists';
import { WorkerPieceFinder } from './worker-piece-finder';

/** Search workers beside this one for a file's pieces (one measured best on two cores: see worker-piece-finder.ts). */
const SEARCH_WORKERS = 1;
const spawnSearchWorker = () => new Worker(new URL('./find.worker.ts', import.meta.url), { type: 'module', name: 'pastesafe-search' });
// A browser without workers inside workers masks the file on this thread alone (the same output, slower).
const session = new EngineSession(undefined, typeof Worker === 'function' ? (options) => new WorkerPieceFinder(spawnSearchWorker, options, SEARCH_WORKERS) : undefined);
const scope = self as unknown as DedicatedWorkerGlobalScope;
/** The running file job's token (one at a time); cancelFile sets it. */
let fileJob: CancelToken | null = null;
const PROGRESS_EVERY_MS = 100;
/** Posts a file's reply, its lists packed (see fileDone in protocol.ts). */
function postFileReply(id: number, reply: FileReply): void {
  const { counts, lists } = reply.summary;
  const packed = packLists(lists);
  const value: FileReply = { ...reply, summary: { counts, lists: { custom: [], pattern: [], keyword: [] } } };
  scope.postMessage({ id, fileDone: { reply: value, lists: packed } } satisfies EngineResponse, packedTransferables(packed));
}

function processFile(request: Extract<EngineRequest, { kind: 'processFile' }>): void {
  if (fileJob) fileJob.cancelled = true;
  const token: CancelToken = { cancelled: false };
  fileJob = token;
  let lastPost = 0;
  const onProgress = (bytes: number) => {
    const now = Date.now();
    if (now - lastPost < PROGRESS_EVERY_MS) return;
    lastPost = now;
    scope.postMessage({ id: request.id, progress: bytes } satisfies EngineResponse);
  };
  session.processFile(request.file, request.options, onProgress, token).then(
    (value) => postFileReply(request.id, value),
    (error: unknown) => scope.postMessage({ id: request.id, ok: false, error: errorMessage(error) } satisfies EngineResponse),
  ).finally(() => {
    if (fileJob === token) fileJob = null;
  });
}

scope.onmessage = (event: MessageEvent<EngineRequest>) => {
  const request = event.data;
  let response: EngineResponse;
  try {
    switch (request.kind) {
      case 'processFile':
        processFile(request);
        return;
      case 'cancelFile':
        if (fileJob) fileJob.cancelled = true;
        response = { id: request.id, ok: true, value: null };
        break;
      case 'process':
        response = { id: request.id, ok: true, value: session.process(request.input, request.options) };
        break;
      case 'restore':
        response = { id: request.id, ok: true, value: session.restore(request.text) };
        break;
      case 'removeMapping':
        session.removeMapping(request.original);
        response = { id: request.id, ok: true, value: null };
        break;
      case 'reset':
        session.reset();
        response = { id: request.id, ok: true, value: null };
        break;
      default:
        response = { id: (request as { id: number }).id, ok: false, error: 'Unknown request' };
    }
  } catch (error) {
    response = { id: request.id, ok: false, error: errorMessage(error) };
  }
  scope.postMessage(response);
};
