// One MaskingEngine for one tool session, so mappings persist across runs until reset().
// The worker and the in-process client both delegate to this class.
import { MaskingEngine, ruleLabel, type ProcessOptions } from '@/lib/masking';
import type { ProcessReply, RestoreReply } from './protocol';
import { maskFile, type CancelToken, type FileFinder, type FileReply } from './file-masking';
import { createTolerantRestorer } from './tolerant-restore';

export class EngineSession {
  private engine: MaskingEngine;
  /** Rebuilt only when the mappings may have changed (process, removeMapping, reset). */
  private restorer: ((text: string) => RestoreReply) | null = null;

  constructor(
    private readonly createEngine: () => MaskingEngine = () => new MaskingEngine(),
    /** File mode's search workers for one file's run (none: the file is searched on this thread alone). */
    private readonly createFinder?: (options: ProcessOptions) => FileFinder,
  ) {
    this.engine = createEngine();
  }

  process(input: string, options: ProcessOptions): ProcessReply {
    const { output, detections } = this.engine.process(input, options);
    this.restorer = null;
    const ruleLabels: Record<string, string> = {};
    for (const detection of detections) {
      if (!(detection.type in ruleLabels)) ruleLabels[detection.type] = ruleLabel(detection.type);
    }
    return { output, detections, ruleLabels };
  }

  /**
   * File mode: the file through a fresh engine, which becomes the session when the whole file is done
   * (Restore then works with its mappings). Cancelled or refused, the session is left as it was.
   */
  async processFile(file: File, options: ProcessOptions, onProgress: (bytes: number) => void, token: CancelToken): Promise<FileReply> {
    const engine = this.createEngine();
    const reply = await maskFile(engine, file, options, onProgress, token, this.createFinder?.(options));
    this.engine = engine;
    this.restorer = null;
    return reply;
  }

  restore(text: string): RestoreReply {
    this.restorer ??= createTolerantRestorer(this.engine.mappings());
    return this.restorer(text);
  }

  removeMapping(original: string): void {
    this.engine.removeMapping(original);
    this.restorer = null;
  }

  reset(): void {
    this.engine.reset();
    this.restorer = null;
  }
}
