/** @jest-environment node */
// The Rules Distribution lists of a file travel packed from the masking worker to the page (packed-lists.ts).
import { packedTransferables, packLists, unpackLists } from '@/lib/tool/packed-lists';
import type { RulesSummary } from '@/lib/tool/rule-lists';

const lists: RulesSummary['lists'] = {
  custom: [{ original: 'Initech', masked: '[Masked Company Name 1]', type: 'custom:Company Name', count: 4 }],
  pattern: Array.from({ length: 57 }, (_, i) => ({
    original: i % 3 === 0 ? `jürgen.${i}@exämple.de` : i % 3 === 1 ? `10.0.0.${i}` : `😀user${i}`,
    masked: i % 2 ? `[Masked Email ${i}]` : `fake${i}@example.com`,
    type: ['email', 'ipv4-internal', 'user'][i % 3],
    count: 1 + ((i * 7) % 5),
  })),
  keyword: [
    { original: '', masked: '[Masked Secret 1]', type: 'secret', count: 1 },
    { original: 'hunter2', masked: '', type: 'password', count: 70_000 },
  ],
};

test('unpacking gives back every entry of every list, in order', async () => {
  expect(await unpackLists(packLists(lists), async () => undefined)).toEqual(lists);
});

test('unpacking pauses between slices of entries, across lists', async () => {
  let pauses = 0;
  const unpacked = await unpackLists(packLists(lists), async () => void pauses++, 10);
  expect(unpacked).toEqual(lists);
  // 60 entries in slices of 10: five pauses between the six slices.
  expect(pauses).toBe(5);
});

test('empty lists pack and unpack, without a pause', async () => {
  let pauses = 0;
  const empty = { custom: [], pattern: [], keyword: [] };
  expect(await unpackLists(packLists(empty), async () => void pauses++, 1)).toEqual(empty);
  expect(pauses).toBe(0);
});

test('a packed list is one string and typed arrays, which survive a structured clone with their buffers moved', async () => {
  const packed = packLists(lists);
  expect(typeof packed.pattern.text).toBe('string');
  const buffers = packedTransferables(packed);
  expect(buffers).toHaveLength(9);
  const cloned = structuredClone(packed, { transfer: buffers });
  expect(packed.pattern.counts.length).toBe(0); // moved
  expect(await unpackLists(cloned, async () => undefined)).toEqual(lists);
});
