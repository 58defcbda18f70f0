// EngineClient backed by a module Web Worker bundled by Next. Kept apart from engine-client.ts
// because `import.meta.url` only exists in the browser bundle, not in jest.
import type { ProcessOptions } from '@/lib/masking';
import type { EngineClient } from './engine-client';
import type { FileReply } from './file-masking';
import type { EngineRequest, EngineResponse, ProcessReply, RestoreReply } from './protocol';
import type { RulesSummary } from './rule-lists';

type Pending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  onProgress?: (bytes: number) => void;
  /** A file's list entries received in parts before its reply (listPart). */
  lists?: RulesSummary['lists'];
};
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
      if ('listPart' in reply) {
        const lists = (waiting.lists ??= { custom: [], pattern: [], keyword: [] });
        const list = lists[reply.listPart.source];
        for (const entry of reply.listPart.entries) list.push(entry);
        return;
      }
      pending.delete(reply.id);
      if (reply.ok && waiting.lists && reply.value && 'summary' in reply.value) {
        const { lists } = reply.value.summary;
        for (const source of Object.keys(lists) as (keyof typeof lists)[]) lists[source] = waiting.lists[source].concat(lists[source]);
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
