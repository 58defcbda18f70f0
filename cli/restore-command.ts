// `pastesafe restore --vault FILE [FILE]`: the real values back in an AI's answer, tolerant of retyped labels.
import { RestoreTable } from '@/lib/tool/tolerant-restore';
import type { CliArgs } from './args';
import { decodedText, openInputs } from './input';
import { TextSink } from './output';
import { getPassphrase } from './passphrase';
import { counted } from './plural';
import { readVault, readVaultFile } from './vault';

/** Restore works on whole lines (no substitute spans a line); a buffer this long is cut at its last line break. */
const PIECE = 1 << 20;

export async function runRestore(args: CliArgs): Promise<number> {
  const vaultPath = args.vault!;
  const sources = openInputs(args.files, process.stdin);
  const vault = readVaultFile(vaultPath);
  const passphrase = vault.encrypted ? await getPassphrase('existing') : null;
  // Read a batch at a time into the restorer's tables; nothing is restored before the whole vault decrypted.
  const table = new RestoreTable();
  await readVault(vault, passphrase, () => undefined, (batch) => table.add(batch));
  const restore = table.restorer();
  // The restored text holds real values: a file it creates is readable by its owner only.
  const sink = new TextSink(args.output, process.stdout, 0o600);
  let restored = 0;
  const unmapped = new Set<string>();
  const put = async (text: string) => {
    const reply = restore(text);
    restored += reply.restoredCount;
    for (const value of reply.unmapped) unmapped.add(value);
    await sink.write(reply.text);
  };
  let pending = '';
  // The restored text keeps the masked file's encoding and byte order mark (so a file comes back byte for byte).
  let begun: Promise<void> | null = null;
  for await (const chunk of decodedText(sources[0], undefined, (start) => void (begun = sink.begin(start)))) {
    pending += chunk;
    if (pending.length >= PIECE) {
      const cut = pending.lastIndexOf('\n') + 1;
      if (cut > 0) {
        await put(pending.slice(0, cut));
        pending = pending.slice(cut);
      }
    }
  }
  if (pending.length > 0) await put(pending);
  await begun;
  await sink.finish();
  sink.commit();
  if (!args.quiet) {
    process.stderr.write(`pastesafe: ${counted(restored, 'value')} restored\n`);
    if (unmapped.size > 0) {
      process.stderr.write(`pastesafe: not in this vault (left as they are): ${[...unmapped].slice(0, 10).join(', ')}${unmapped.size > 10 ? ', …' : ''}\n`);
    }
  }
  return 0;
}
