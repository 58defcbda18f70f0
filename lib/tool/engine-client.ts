// The tool talks to the engine only through this interface: a Web Worker in the browser,
// an in-process session in tests (see createInProcessEngineClient).
import type { ProcessOptions } from '@/lib/masking';
import type { ProcessReply, RestoreReply } from './protocol';
import { EngineSession } from './engine-session';

export interface EngineClient {
  process(input: string, options: ProcessOptions): Promise<ProcessReply>;
  restore(text: string): Promise<RestoreReply>;
  removeMapping(original: string): Promise<void>;
  reset(): Promise<void>;
  dispose(): void;
}

/** Runs the engine on the calling thread. Used by component tests and as a last resort. */
export function createInProcessEngineClient(session: EngineSession = new EngineSession()): EngineClient {
  return {
    process: async (input, options) => session.process(input, options),
    restore: async (text) => session.restore(text),
    removeMapping: async (original) => session.removeMapping(original),
    reset: async () => session.reset(),
    dispose: () => undefined,
  };
}
