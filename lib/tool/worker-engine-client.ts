// EngineClient backed by a module Web Worker bundled by Next. Kept apart from engine-client.ts
// because `import.meta.url` only exists in the browser bundle, not in jest.
import type { ProcessOptions } from '@/lib/masking';
import type { EngineClient } from './engine-client';
import type { FileReply } from './file-masking';
import type { EngineRequest, EngineResponse, ProcessReply, RestoreReply } from './protocol';
import { unpackLists } from './packed-lists';

type Pending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  onProgress?: (bytes: number) => void;
};

/** A new task of the page's: unpacking a file's lists gives the browser its turn between slices. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
type RequestBody = EngineRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export function createWorkerEngineClient(): EngineClient {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (message: string) => {
    const reason = `${message} — the masking worker restarts with the next request, so substitutes from before can no longer be restored`;
    for (const { reject } of pending.values()) reject(new Error(reason));
    pending.clear();
    worker?.terminate();
    // The next request starts a fresh worker (and so a fresh engine: this session's mappings are gone).
    worker = null;
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const created = new Worker(new URL('./masking.worker.ts', import.meta.url), { type: 'module', name: 'pastesafe-masking' });
    created.onmessage = (event: MessageEvent<EngineResponse>) => {
      const reply = event.data;
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      if ('progress' in reply) {
        waiting.onProgress?.(reply.progress);
        return;
      }
      pending.delete(reply.id);
      if ('fileDone' in reply) {
        const { reply: value, lists } = reply.fileDone;
        unpackLists(lists, nextTask).then((unpacked) => waiting.resolve({ ...value, summary: { counts: value.summary.counts, lists: unpacked } }), waiting.reject);
        return;
      }
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new Error(reply.error));
    };
    created.onerror = (event) => {
      event.preventDefault();
      failAll(event.message || 'The masking worker stopped unexpectedly.');
    };
    created.onmessageerror = () => failAll('The masking worker sent a message that could not be read.');
    worker = created;
    return created;
  };

  const send = <T>(body: RequestBody, onProgress?: (bytes: number) => void): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      try {
        const target = ensureWorker();
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject, onProgress });
        target.postMessage({ ...body, id } as EngineRequest);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });

  return {
    process: (input: string, options: ProcessOptions) => send<ProcessReply>({ kind: 'process', input, options }),
    restore: (text: string) => send<RestoreReply>({ kind: 'restore', text }),
    removeMapping: (original: string) => send<void>({ kind: 'removeMapping', original }).then(() => undefined),
    reset: () => send<void>({ kind: 'reset' }).then(() => undefined),
    processFile: (file: File, options: ProcessOptions, onProgress: (bytes: number) => void) => send<FileReply>({ kind: 'processFile', file, options }, onProgress),
    cancelFile: () => send<void>({ kind: 'cancelFile' }).then(() => undefined),
    dispose: () => {
      failAll('The tool was closed.');
    },
  };
}
