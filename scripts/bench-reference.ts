/**
 * The speed guard of `npm run bench` on its own, with more blocks or another engine: this engine timed
 * against another commit's (or checkout's) lib/masking, rounds interleaved, on the synthetic 1,000,000-character
 * log and ~1,000,000 characters of real logs (scripts/bench/against-reference.ts).
 *
 * Usage: tsx scripts/bench-reference.ts [--commit <sha> | --checkout <dir>] [--blocks 3]
 *   without either, the commit in scripts/bench/reference.json.
 */
import { MaskingEngine } from '../lib/masking';
import { compareEngines, describeRow, loadEngine, readReferenceChoice, unpackReference } from './bench/against-reference';
import { generateCorpus } from './bench/corpus';
import { realLogText } from './bench/real-log-text';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main() {
  const blocks = Number(option('--blocks') ?? 3);
  const checkout = option('--checkout');
  const commit = option('--commit') ?? readReferenceChoice().commit;
  let dir = checkout;
  if (!dir) {
    const unpacked = unpackReference(commit);
    if ('reason' in unpacked) throw new Error(unpacked.reason);
    dir = unpacked.dir;
  }
  const reference = await loadEngine(dir);
  const texts = { synthetic: generateCorpus(1_000_000).text, realLogs: realLogText(1_000_000) };
  console.log(`this engine against ${checkout ?? commit}'s, ${blocks} blocks`);
  const rows = compareEngines({ current: MaskingEngine, reference }, texts, blocks, (line) => console.log(line));
  console.log(`median of ${blocks} blocks (current ÷ reference above 1: this engine is slower)`);
  for (const row of rows) console.log(describeRow(row));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
