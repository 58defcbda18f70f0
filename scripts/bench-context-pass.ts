/**
 * `npx tsx scripts/bench-context-pass.ts`: what the first pass of a two-pass stream (lib/masking/context-pass.ts)
 * costs beside the masking pass, on one thread, on ~20 MB of real logs (BENCH_CONTEXT_MB to change): the labels
 * stripped (scripts/bench/real-log-text.ts), repeated with each repetition's IPv4 addresses moved, as
 * bench:cli does. Each pass is timed over the same text, several rounds, the median printed.
 */
import { MaskingEngine, type MaskStreamOptions } from '@/lib/masking';
import { realLogText } from './bench/real-log-text';

const MB = Number(process.env.BENCH_CONTEXT_MB ?? 20);
const ROUNDS = Number(process.env.BENCH_CONTEXT_ROUNDS ?? 3);
const IPV4 = /\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b/g;

function input(): string[] {
  const logs = realLogText(4_000_000);
  const chunks: string[] = [];
  let length = 0;
  for (let round = 0; length < MB * 1_000_000; round++) {
    const text = round === 0 ? logs : logs.replace(IPV4, (_, a, b, c, d) => `${a}.${b}.${(Number(c) + round) % 256}.${d}`);
    // Chunks of whole lines of about 1 MB, as the CLI's reader gives them.
    for (let at = 0; at < text.length; ) {
      const end = text.indexOf('\n', Math.min(text.length - 1, at + 1_000_000));
      const cut = end === -1 ? text.length : end + 1;
      chunks.push(text.slice(at, cut));
      at = cut;
    }
    length += text.length;
  }
  return chunks;
}

async function drain(chunks: readonly string[], stream: TransformStream<string, string>): Promise<void> {
  const source = new ReadableStream<string>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const reader = source.pipeThrough(stream).getReader();
  while (!(await reader.read()).done);
}

async function main(): Promise<void> {
  const chunks = input();
  const characters = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  // As the CLI masks: detections only, the output written from them (not made here).
  const options: MaskStreamOptions = { mode: 'mask', output: false, onPiece: () => undefined };
  const first: number[] = [];
  const second: number[] = [];
  const onePass: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const engine = new MaskingEngine();
    let start = performance.now();
    await drain(chunks, engine.contextPass(options));
    first.push(performance.now() - start);
    start = performance.now();
    await drain(chunks, engine.maskStream(options));
    second.push(performance.now() - start);
    const alone = new MaskingEngine();
    start = performance.now();
    await drain(chunks, alone.maskStream(options));
    onePass.push(performance.now() - start);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const [f, s, o] = [median(first), median(second), median(onePass)];
  const rate = (ms: number) => ((characters / 1_000_000 / ms) * 1000).toFixed(1);
  console.log(`${(characters / 1_000_000).toFixed(1)} M characters, ${ROUNDS} rounds, medians:`);
  console.log(`  context pass (find only)   ${f.toFixed(0)} ms  ${rate(f)} MB/s`);
  console.log(`  masking pass after it      ${s.toFixed(0)} ms  ${rate(s)} MB/s`);
  console.log(`  one pass alone (as before) ${o.toFixed(0)} ms  ${rate(o)} MB/s`);
  console.log(`  context pass / one pass = ${(f / o).toFixed(2)}; two passes / one pass = ${((f + s) / o).toFixed(2)}`);
  console.log(`  all rounds (ms): first ${first.map((v) => v.toFixed(0)).join(' ')}; second ${second.map((v) => v.toFixed(0)).join(' ')}; one pass ${onePass.map((v) => v.toFixed(0)).join(' ')}`);
}

void main();
