import { createWorkerEngineClient } from '@/lib/tool/worker-engine-client';
import type { EngineRequest, EngineResponse } from '@/lib/tool/protocol';
import { packLists } from '@/lib/tool/packed-lists';

// A stand-in for the module worker: records requests and lets the test answer or crash.
class FakeWorker {
  static instances: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<EngineResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  received: EngineRequest[] = [];
  terminated = false;
  constructor(public url: URL, public options: WorkerOptions) {
    FakeWorker.instances.push(this);
  }
  postMessage(message: EngineRequest) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(response: EngineResponse) {
    this.onmessage?.({ data: response } as MessageEvent<EngineResponse>);
  }
  crash(message: string) {
    this.onerror?.({ message, preventDefault: () => undefined } as unknown as ErrorEvent);
  }
}

beforeEach(() => {
  FakeWorker.instances = [];
  (globalThis as unknown as { Worker: typeof FakeWorker }).Worker = FakeWorker;
});

test('starts one module worker and resolves each request with its own reply', async () => {
  const client = createWorkerEngineClient();
  const first = client.process('a@b.io', { mode: 'mask' });
  const second = client.restore('[Masked Email 1]');
  expect(FakeWorker.instances).toHaveLength(1);
  const worker = FakeWorker.instances[0];
  expect(worker.options.type).toBe('module');
  const [processRequest, restoreRequest] = worker.received;
  expect(processRequest).toMatchObject({ kind: 'process', input: 'a@b.io', options: { mode: 'mask' } });
  const restoreReply = { text: 'a@b.io', segments: [], restoredCount: 1, unmapped: [] };
  worker.reply({ id: restoreRequest.id, ok: true, value: restoreReply });
  worker.reply({ id: processRequest.id, ok: true, value: { output: '[Masked Email 1]', detections: [], ruleLabels: {} } });
  await expect(first).resolves.toMatchObject({ output: '[Masked Email 1]' });
  await expect(second).resolves.toEqual(restoreReply);
});

test('an error reported by the engine rejects only that request', async () => {
  const client = createWorkerEngineClient();
  const request = client.process('x', { mode: 'mask' });
  const worker = FakeWorker.instances[0];
  worker.reply({ id: worker.received[0].id, ok: false, error: 'Input text too large' });
  await expect(request).rejects.toThrow('Input text too large');
  expect(worker.terminated).toBe(false);
});

test('a crashed worker rejects what was pending and the next request starts a fresh one', async () => {
  const client = createWorkerEngineClient();
  const pending = client.process('x', { mode: 'replace' });
  FakeWorker.instances[0].crash('out of memory');
  await expect(pending).rejects.toThrow('out of memory');
  expect(FakeWorker.instances[0].terminated).toBe(true);
  const next = client.reset();
  expect(FakeWorker.instances).toHaveLength(2);
  const fresh = FakeWorker.instances[1];
  fresh.reply({ id: fresh.received[0].id, ok: true, value: null });
  await expect(next).resolves.toBeUndefined();
});

test('a worker that cannot be created rejects the request instead of throwing', async () => {
  (globalThis as unknown as { Worker: unknown }).Worker = class {
    constructor() {
      throw new Error('blocked by policy');
    }
  };
  await expect(createWorkerEngineClient().process('x', { mode: 'mask' })).rejects.toThrow('blocked by policy');
});

test("a file's reply comes with its lists packed, and resolves with them unpacked, in order", async () => {
  const client = createWorkerEngineClient();
  const file = new File(['x'], 'app.log');
  const progress: number[] = [];
  const job = client.processFile!(file, { mode: 'mask' }, (bytes) => progress.push(bytes));
  const worker = FakeWorker.instances[0];
  const { id } = worker.received[0];
  const entry = (original: string, count = 1) => ({ original, masked: `[${original}]`, type: 'email', count });
  worker.reply({ id, progress: 1 });
  const lists = { custom: [], pattern: [entry('a', 3), entry('b'), entry('c')], keyword: [entry('k', 2)] };
  const summary = { counts: { custom: 0, pattern: 5, keyword: 2 }, lists: { custom: [], pattern: [], keyword: [] } };
  worker.reply({ id, fileDone: { reply: { name: 'app.log', bytes: 1, output: new Blob(['x']), preview: 'x', summary, ruleLabels: {} }, lists: packLists(lists) } });
  const reply = await job;
  expect(progress).toEqual([1]);
  expect(reply.summary.lists).toEqual(lists);
  expect(reply.summary.counts).toEqual({ custom: 0, pattern: 5, keyword: 2 });
  expect(reply.preview).toBe('x');
});
