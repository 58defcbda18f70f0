import type { MaskingEngine, MaskStreamOptions } from '@/lib/masking';

/** Feeds `text` in chunks of `chunkSize` characters through a mask stream and collects the output. */
export async function streamed(engine: MaskingEngine, text: string, options: MaskStreamOptions, chunkSize = 65_536): Promise<string> {
  const source = new ReadableStream<string>({
    start(controller) {
      for (let at = 0; at < text.length; at += chunkSize) controller.enqueue(text.slice(at, at + chunkSize));
      controller.close();
    },
  });
  let output = '';
  const reader = source.pipeThrough(engine.maskStream(options)).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return output;
    output += value;
  }
}
