// One input through the session's mask stream: decoded text in, masked text out, errors as CLI errors.
import { MaskStreamError, type MaskingEngine, type MaskStreamOptions, type ProcessOptions } from '@/lib/masking';
import type { CliArgs } from './args';
import { inputError } from './errors';
import { FindWorkers, defaultJobs } from './find-workers';
import { decodedText, readableOf, type InputSource, type TextStart } from './input';
import type { Progress } from './progress';
import { spool, type Spooled } from './spool';

/**
 * The inputs made ready to be read twice (lib/masking/context-pass.ts): one that cannot be opened again
 * (standard input, a FIFO) is copied to a temporary file first. `remove` deletes those copies; an error or an
 * interrupt deletes them too. With `onePass` they are left as they are.
 */
export async function readableTwice(sources: readonly InputSource[], onePass: boolean): Promise<{ sources: InputSource[]; remove(): void }> {
  const spooled: Spooled[] = [];
  const remove = () => spooled.forEach((copy) => copy.remove());
  if (onePass) return { sources: [...sources], remove };
  const ready: InputSource[] = [];
  try {
    for (const source of sources) {
      if (source.reopenable) ready.push(source);
      else {
        const copy = await spool(source);
        spooled.push(copy);
        ready.push(copy.source);
      }
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { sources: ready, remove };
}

/**
 * The first pass: every input read through the session's context pass, so the values found by their context
 * anywhere are masked everywhere in the second (maskSource). Masks and writes nothing.
 */
export async function findContext(engine: MaskingEngine, sources: readonly InputSource[], options: MaskStreamOptions): Promise<void> {
  // The searches are kept for the second pass when all the inputs together are small enough (see FOUND_MEMO_TEXT).
  const size = totalSize(sources) ?? undefined;
  for (const source of sources) {
    const reader = readableOf(decodedText(source)).pipeThrough(engine.contextPass(options, size)).getReader();
    try {
      while (!(await reader.read()).done);
    } catch (error) {
      if (error instanceof MaskStreamError) throw inputError(`${source.name}: ${error.message}`);
      throw error;
    }
  }
}

export async function maskSource(
  engine: MaskingEngine,
  source: InputSource,
  options: MaskStreamOptions,
  progress: Progress,
  onText: (text: string) => Promise<void> | void,
  /** The input's encoding and byte order mark, told before any of its text is masked (the output keeps them). */
  onStart?: (start: TextStart) => void,
): Promise<void> {
  const text = readableOf(decodedText(source, (bytes) => progress.add(bytes), onStart));
  const reader = text.pipeThrough(engine.maskStream(options)).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      await onText(value);
    }
  } catch (error) {
    if (error instanceof MaskStreamError) throw inputError(`${source.name}: ${error.message}`);
    throw error;
  }
}

/** Total size of the inputs when every one is a regular file. */
export function totalSize(sources: readonly InputSource[]): number | null {
  let total = 0;
  for (const source of sources) {
    if (source.size === null) return null;
    total += source.size;
  }
  return total;
}

/** The search threads of --jobs (this script, bundled, run as workers), or none for --jobs 0. */
export function searchThreads(args: CliArgs, options: ProcessOptions): FindWorkers | undefined {
  const jobs = args.jobs ?? defaultJobs();
  return jobs > 0 ? new FindWorkers(__filename, options, jobs) : undefined;
}
