// The tool talks to the engine only through this interface: a Web Worker in the browser,
// an in-process session in tests (see createInProcessEngineClient).
import type { ProcessOptions } from '@/lib/masking';
import type { FileReply } from './file-masking';
import type { ProcessReply, RestoreReply } from './protocol';
import { EngineSession } from './engine-session';

export interface EngineClient {
  process(input: string, options: ProcessOptions): Promise<ProcessReply>;
  restore(text: string): Promise<RestoreReply>;
  removeMapping(original: string): Promise<void>;
  reset(): Promise<void>;
  /** File mode (see file-masking.ts); `onProgress` gets the bytes read so far. */
  processFile?(file: File, options: ProcessOptions, onProgress: (bytes: number) => void): Promise<FileReply>;
  /** Stops the running processFile, which then rejects with "Cancelled". */
  cancelFile?(): Promise<void>;
  dispose(): void;
}

/** Runs the engine on the calling thread. Used by component tests and as a last resort. */
export function createInProcessEngineClient(session: EngineSession = new EngineSession()): EngineClient {
  let token: { cancelled: boolean } | null = null;
  return {
    processFile: (file, options, onProgress) => {
      token = { cancelled: false };
      return session.processFile(file, options, onProgress, token);
    },
    cancelFile: async () => {
      if (token) token.cancelled = true;
    },
    process: async (input, options) => session.process(input, options),
    restore: async (text) => session.restore(text),
    removeMapping: async (original) => session.removeMapping(original),
    reset: async () => session.reset(),
    dispose: () => undefined,
  };
}
