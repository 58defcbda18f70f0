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

const PIECES = 24;
const PIECE_LENGTH = 400_000;

/**
 * Streams PIECES pieces of about PIECE_LENGTH characters, each made of `lines(n)` repeated, through one
 * session; gives the session and how much the heap grew (after a full collection) while it ran.
 */
async function streamPieces(lines: (n: number) => string): Promise<{ engine: MaskingEngine; grown: number }> {
  const engine = new MaskingEngine();
  const before = heapAfterGc();
  const source = new ReadableStream<string>({
    start(controller) {
      for (let n = 0; n < PIECES; n++) controller.enqueue(lines(n).repeat(Math.floor(PIECE_LENGTH / lines(n).length)));
      controller.close();
    },
  });
  const reader = source.pipeThrough(engine.maskStream({ mode: 'mask', pieceLength: PIECE_LENGTH })).getReader();
  let outputLength = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) outputLength += read.value.length;
  expect(outputLength).toBeGreaterThan(PIECES * PIECE_LENGTH * 0.8);
  return { engine, grown: heapAfterGc() - before };
}

it('does not keep earlier pieces alive through the values it remembers', async () => {
  // Every piece brings new values longer than 13 characters (V8 keeps shorter slices as copies anyway),
  // found by pattern and by context, so the session has new mappings to remember from each piece.
  const { engine, grown } = await streamPieces((n) => `user${n}.someone@contoso${n}.com connected; password=Secret-${n}-abcdefghijkl ok ${'.'.repeat(40)}\n`);
  expect(engine.mappings()).toHaveLength(PIECES * 2);
  // The pieces (about 0.4 MB each, and their lowercase copies) would be about 19 MB if kept.
  expect(grown).toBeLessThan(4_000_000);
});

it('does not keep earlier pieces alive through the parameter names it has looked up', async () => {
  // Parameter names of 13 characters or more, new in every piece: a keyword rule's name and one that only
  // the generic-secret rule reads. The name lookups are cached across texts.
  const { engine, grown } = await streamPieces((n) =>
    [
      `deployment_${n}_admin_password=Tr0ub4dor-${n}-xyz started\n`,
      `upstream_${n}_service_apikey=Zq8vN2mK7pL4xR9tW3yB${n} ok\n`,
      `worker_${n}_settings_label=plain value ${'.'.repeat(40)}\n`,
    ].join(''),
  );
  expect(engine.mappings().length).toBeGreaterThanOrEqual(PIECES * 2);
  expect(grown).toBeLessThan(4_000_000);
});
