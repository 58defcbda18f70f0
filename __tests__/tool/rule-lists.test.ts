import type { Detection } from '@/lib/masking';
import { summariseDetections } from '@/lib/tool/rule-lists';

const d = (original: string, source: Detection['source'], masked = `[${original}]`): Detection => ({
  original, masked, source, type: 't', start: 0, end: original.length,
});

test('counts detections per source and lists each original once, each spelling its own entry (it has its own substitute)', () => {
  const summary = summariseDetections([
    d('Alice@x.io', 'pattern'), d('alice@x.io', 'pattern'), d('Initech', 'custom'), d('hunter2', 'keyword'), d('10.0.0.1', 'pattern'), d('Alice@x.io', 'pattern'),
  ]);
  expect(summary.counts).toEqual({ custom: 1, pattern: 4, keyword: 1 });
  expect(summary.lists.pattern.map((e) => [e.original, e.count])).toEqual([['Alice@x.io', 2], ['alice@x.io', 1], ['10.0.0.1', 1]]);
  expect(summary.lists.custom[0].original).toBe('Initech');
});
