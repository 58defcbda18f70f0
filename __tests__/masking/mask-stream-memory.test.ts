/** @jest-environment node */
// A streaming session keeps its mappings, not its pieces: memory stays flat however long the input.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MaskingEngine } from '@/lib/masking';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

it('does not keep earlier pieces alive through the values it remembers', async () => {
  const pieces = 24;
  const pieceLength = 400_000;
  const engine = new MaskingEngine();
  const before = heapAfterGc();
  const source = new ReadableStream<string>({
    start(controller) {
      for (let n = 0; n < pieces; n++) {
        // Every piece brings new values longer than 13 characters (V8 keeps shorter slices as copies anyway),
        // found by pattern and by context, so the session has new mappings to remember from each piece.
        const line = `user${n}.someone@contoso${n}.com connected; password=Secret-${n}-abcdefghijkl ok ${'.'.repeat(40)}\n`;
        controller.enqueue(line.repeat(Math.floor(pieceLength / line.length)));
      }
      controller.close();
    },
  });
  const reader = source.pipeThrough(engine.maskStream({ mode: 'mask', pieceLength })).getReader();
  let outputLength = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) outputLength += read.value.length;
  expect(outputLength).toBeGreaterThan(pieces * pieceLength * 0.8);
  expect(engine.mappings()).toHaveLength(pieces * 2);
  const grown = heapAfterGc() - before;
  // The pieces (about 0.4 MB each, and their lowercase copies) would be about 19 MB if kept.
  expect(grown).toBeLessThan(4_000_000);
});

it('does not keep earlier pieces alive through the parameter names it has looked up', async () => {
  const pieces = 24;
  const pieceLength = 400_000;
  const engine = new MaskingEngine();
  const before = heapAfterGc();
  const source = new ReadableStream<string>({
    start(controller) {
      for (let n = 0; n < pieces; n++) {
        // Parameter names of 13 characters or more, new in every piece: a keyword rule's name and one that
        // only the generic-secret rule reads. The name lookups are cached across texts.
        const lines = [
          `deployment_${n}_admin_password=Tr0ub4dor-${n}-xyz started\n`,
          `upstream_${n}_service_apikey=Zq8vN2mK7pL4xR9tW3yB${n} ok\n`,
          `worker_${n}_settings_label=plain value ${'.'.repeat(40)}\n`,
        ].join('');
        controller.enqueue(lines.repeat(Math.floor(pieceLength / lines.length)));
      }
      controller.close();
    },
  });
  const reader = source.pipeThrough(engine.maskStream({ mode: 'mask', pieceLength })).getReader();
  let outputLength = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) outputLength += read.value.length;
  expect(outputLength).toBeGreaterThan(pieces * pieceLength * 0.8);
  expect(engine.mappings().length).toBeGreaterThanOrEqual(pieces * 2);
  const grown = heapAfterGc() - before;
  expect(grown).toBeLessThan(4_000_000);
});
