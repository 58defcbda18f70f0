/**
 * The one-time split of the generalisation corpus (fixtures/generalisation), run once when its labels were
 * frozen: every labelled source in incoming/ goes to dev/ or test/, by a rule fixed before anyone looked at
 * the engine's results on them. Sources are ordered by the SHA-256 of their file name; the 1st, 3rd, 5th …
 * go to dev/ (fixes are made against them), the 2nd, 4th, 6th … to test/ (only ever scored). Re-running it
 * on the same files gives the same split; it refuses to run when dev/ or test/ already hold a source.
 *   npx tsx scripts/eval/split-generalisation.ts
 * A later wave of sources (labelled and frozen the same way) is split by the same rule among its own files,
 * so the sources already split stay where they are; it refuses any file name dev/ or test/ already holds:
 *   npx tsx scripts/eval/split-generalisation.ts --wave <folder of the wave's labelled .log files>
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', 'fixtures', 'generalisation');
const incoming = join(ROOT, 'incoming');

export function splitOrder(files: readonly string[]): { dev: string[]; test: string[] } {
  const hash = (file: string) => createHash('sha256').update(file).digest('hex');
  const ordered = [...files].sort((a, b) => (hash(a) < hash(b) ? -1 : 1));
  return { dev: ordered.filter((_, k) => k % 2 === 0), test: ordered.filter((_, k) => k % 2 === 1) };
}

function moveSplit(from: string, files: readonly string[]): void {
  const { dev, test } = splitOrder(files);
  for (const file of dev) renameSync(join(from, file), join(ROOT, 'dev', file));
  for (const file of test) renameSync(join(from, file), join(ROOT, 'test', file));
  console.log(`dev ${dev.length}: ${dev.join(', ')}\ntest ${test.length} (names only)`);
}

if (require.main === module) {
  const waveAt = process.argv.indexOf('--wave');
  if (waveAt !== -1) {
    const from = process.argv[waveAt + 1];
    const files = readdirSync(from).filter((file) => file.endsWith('.log'));
    const taken = files.filter((file) => existsSync(join(ROOT, 'dev', file)) || existsSync(join(ROOT, 'test', file)));
    if (taken.length > 0) throw new Error(`already split: ${taken.join(', ')}`);
    moveSplit(from, files);
  } else {
    const files = readdirSync(incoming).filter((file) => file.endsWith('.log'));
    for (const half of ['dev', 'test']) {
      const dir = join(ROOT, half);
      if (existsSync(dir) && readdirSync(dir).some((file) => file.endsWith('.log'))) throw new Error(`${half}/ already holds sources: the split is done once`);
      mkdirSync(dir, { recursive: true });
    }
    moveSplit(incoming, files);
  }
}
