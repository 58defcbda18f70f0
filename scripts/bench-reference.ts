/**
 * The speed guard of `npm run bench` on its own, with more blocks or another engine: this engine timed
 * against another commit's (or checkout's) lib/masking, each in processes of its own taking turns, on the
 * synthetic 1,000,000-character log and ~1,000,000 characters of real logs (scripts/bench/against-reference.ts).
 *
 * Usage: tsx scripts/bench-reference.ts [--commit <sha> | --checkout <dir>] [--blocks 4]
 *   without either, the commit in scripts/bench/reference.json.
 */
import { resolve } from 'node:path';
import { compareEngines, describeRow, readReferenceChoice, unpackReference } from './bench/against-reference';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main() {
  const blocks = Number(option('--blocks') ?? 4);
  const checkout = option('--checkout');
  const commit = option('--commit') ?? readReferenceChoice().commit;
  let dir = checkout && resolve(checkout);
  if (!dir) {
    const unpacked = unpackReference(commit);
    if ('reason' in unpacked) throw new Error(unpacked.reason);
    dir = unpacked.dir;
  }
  console.log(`this engine against ${checkout ?? commit}'s, ${blocks} blocks`);
  const rows = compareEngines(dir, blocks, (line) => console.log(line));
  console.log(`median of ${blocks} blocks (current ÷ reference above 1: this engine is slower)`);
  for (const row of rows) console.log(describeRow(row));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
