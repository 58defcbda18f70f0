// One MaskingEngine for one tool session, so mappings persist across runs until reset().
// The worker and the in-process client both delegate to this class.
import { MaskingEngine, ruleLabel, type ProcessOptions } from '@/lib/masking';
import type { ProcessReply, RestoreReply } from './protocol';
import { restoreTolerantly } from './tolerant-restore';

export class EngineSession {
  private engine: MaskingEngine;

  constructor(private readonly createEngine: () => MaskingEngine = () => new MaskingEngine()) {
    this.engine = createEngine();
  }

  process(input: string, options: ProcessOptions): ProcessReply {
    const { output, detections } = this.engine.process(input, options);
    const ruleLabels: Record<string, string> = {};
    for (const detection of detections) {
      if (!(detection.type in ruleLabels)) ruleLabels[detection.type] = labelFor(detection.type);
    }
    return { output, detections, ruleLabels };
  }

  restore(text: string): RestoreReply {
    return restoreTolerantly(text, this.engine.mappings());
  }

  removeMapping(original: string): void {
    this.engine.removeMapping(original);
  }

  reset(): void {
    this.engine.reset();
  }
}

function labelFor(type: string): string {
  try {
    return ruleLabel(type) || type;
  } catch {
    return type;
  }
}
