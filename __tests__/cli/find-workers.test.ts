/** @jest-environment node */
// FindWorkers: a search thread that stops (out of memory, say) loses nothing: its pieces are searched on the main thread.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FindWorkers } from '@/cli/find-workers';
import { MaskingEngine, type ProcessOptions } from '@/lib/masking';
import { streamed } from '../masking/streamed';
import { tempDir } from './run-cli';

const dir = tempDir();
afterAll(dir.remove);

/** A worker script that dies on the first piece it gets, as an out-of-memory worker does. */
function dyingWorker(): string {
  const script = join(dir.path, 'dying-worker.cjs');
  writeFileSync(script, "require('node:worker_threads').parentPort.on('message', () => process.exit(7));\n");
  return script;
}

// Six pieces of 200,000 characters, with values found by their context in one piece and bare in others.
const lines: string[] = [];
for (let i = 0; i < 12_000; i++) lines.push(`host-${i % 97} sshd[${i}]: password=Quartz-${i % 13} for user${i % 31} from 10.1.${i % 250}.${i % 7} port 22`);
const text = lines.join('\n') + '\n';

describe('FindWorkers', () => {
  const options: ProcessOptions = { mode: 'mask' };

  it('searches on this thread the pieces of a worker that stopped, and the output is what one thread gives', async () => {
    const workers = new FindWorkers(dyingWorker(), options, 2);
    const finder = { capacity: workers.capacity, find: jest.fn((piece: string) => workers.find(piece)) };
    try {
      const alone = await streamed(new MaskingEngine(), text, { ...options, pieceLength: 200_000 });
      const helped = await streamed(new MaskingEngine(), text, { ...options, pieceLength: 200_000, finder });
      expect(finder.find.mock.calls.length).toBeGreaterThanOrEqual(5);
      expect(helped === alone).toBe(true);
      expect(helped).toContain('password=[Masked Password 1] for [Masked');
    } finally {
      await workers.close();
    }
  });
});
