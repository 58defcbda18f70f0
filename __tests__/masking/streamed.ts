import type { MaskingEngine, MaskStreamOptions } from '@/lib/masking';

/** `text` as a stream of chunks of `chunkSize` characters. */
export function chunked(text: string, chunkSize: number): ReadableStream<string> {
  return new ReadableStream<string>({
    start(controller) {
      for (let at = 0; at < text.length; at += chunkSize) controller.enqueue(text.slice(at, at + chunkSize));
      controller.close();
    },
  });
}

/** Feeds `text` in chunks of `chunkSize` characters through a mask stream and collects the output. */
export async function streamed(engine: MaskingEngine, text: string, options: MaskStreamOptions, chunkSize = 65_536): Promise<string> {
  let output = '';
  const reader = chunked(text, chunkSize).pipeThrough(engine.maskStream(options)).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return output;
    output += value;
  }
}

/** As a file is masked: `text` read once through the engine's context pass, then masked by streamed(). */
export async function streamedTwice(engine: MaskingEngine, text: string, options: MaskStreamOptions, chunkSize = 65_536): Promise<string> {
  const reader = chunked(text, chunkSize).pipeThrough(engine.contextPass(options)).getReader();
  while (!(await reader.read()).done);
  return streamed(engine, text, options, chunkSize);
}
