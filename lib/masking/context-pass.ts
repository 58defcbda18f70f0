/**
 * The first of two passes over a text of any size. A value recognised only by its context (`user=alice`,
 * `password=hunter2`) is masked wherever else it stands in the text, before its context too; a stream that
 * masks piece by piece knows it only from the piece where its context stands. So a text that can be read
 * twice (a file) is: first through this pass, which cuts the same pieces, runs only the finders (on the
 * finder's threads when one is given) and gives the session every value found by its context, masking and
 * outputting nothing; then through the session's maskStream, which hunts those values from its first piece.
 * Together they give what one process() of the whole text would (see the invariant test,
 * __tests__/masking/two-pass-stream.test.ts). A text read once (an endless pipe) can only be masked in one
 * pass, and then a bare value before its context stays visible.
 */
import type { MaskingEngine } from './engine';
import { createPieceStream, type MaskStreamOptions } from './stream';

/** A TransformStream that reads the text and outputs nothing (pipe it to its end; see MaskingEngine.contextPass). */
export function createContextPass(engine: MaskingEngine, options: MaskStreamOptions): TransformStream<string, never> {
  return createPieceStream(engine, options, 'collect') as TransformStream<string, never>;
}

/** Reads `text` to its end through the context pass of `engine` (see createContextPass). */
export async function collectContextualValues(engine: MaskingEngine, text: ReadableStream<string>, options: MaskStreamOptions): Promise<void> {
  const reader = text.pipeThrough(createContextPass(engine, options)).getReader();
  while (!(await reader.read()).done);
}
