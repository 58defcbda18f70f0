// `pastesafe mask|replace`: every input through one session; output and vault appear only when all is done.
import { MaskingEngine, type MaskStreamOptions } from '@/lib/masking';
import type { CliArgs } from './args';
import { usageError } from './errors';
import { openInputs, type TextStart } from './input';
import { TextSink } from './output';
import { getPassphrase } from './passphrase';
import { findContext, maskSource, readableTwice, searchThreads, totalSize } from './pipeline';
import { counted } from './plural';
import { Progress } from './progress';
import { checkedDisabled, loadRules } from './settings';
import { existingVault, readVault, writeVault } from './vault';

export async function runMask(args: CliArgs, mode: 'mask' | 'replace'): Promise<number> {
  const options: MaskStreamOptions = {
    mode,
    customRules: args.rules ? loadRules(args.rules) : undefined,
    disabledRules: checkedDisabled(args.disable),
    allow: args.allow,
  };
  const inputs = openInputs(args.files, process.stdin);
  let passphrase: string | null = null;
  const engine = new MaskingEngine();
  // An existing vault is this conversation's session: it is continued (its passphrase, numbering and
  // substitutes), unless --new-vault says to start over in that file.
  const earlier = args.vault && !args.newVault ? existingVault(args.vault) : null;
  if (args.vault && earlier !== null) {
    passphrase = earlier.encrypted ? await getPassphrase('existing') : null;
    const refuseOther = (saved: 'mask' | 'replace') => {
      if (saved !== mode) throw usageError(`${args.vault} holds a ${saved} session: continue it with \`pastesafe ${saved}\`, or start a new one with --new-vault`);
    };
    // Read a batch at a time; a vault that then fails to decrypt ends the command before anything is written.
    await readVault(earlier, passphrase, refuseOther, (batch) => engine.loadMappings(mode, batch));
  } else if (args.vault) {
    passphrase = await getPassphrase('new');
    if (passphrase === null && !args.plaintextVault) {
      throw usageError('--vault needs a passphrase: set PASTESAFE_PASSPHRASE, run on a terminal to be asked, or give --plaintext-vault to write it unencrypted');
    }
  }
  // Two passes unless --one-pass: standard input is kept in a temporary file meanwhile.
  const { sources, remove } = await readableTwice(inputs, args.onePass);
  const progress = new Progress(process.stderr, totalSize(sources), process.stderr.isTTY === true && !args.quiet);
  const sink = new TextSink(args.output, process.stdout);
  let found = 0;
  const finder = searchThreads(args, options);
  // The output is written as bytes from each piece's detections (TextSink.writeMasked), never made as a string.
  const writing: MaskStreamOptions = {
    ...options,
    finder,
    output: false,
    onPiece: (piece) => {
      found += piece.detections.length;
      return sink.writeMasked(piece.input, piece.detections);
    },
  };
  try {
    if (!args.onePass) await findContext(engine, sources, { ...options, finder });
    // The output keeps the first input's encoding and byte order mark (a later input's mark is dropped).
    let begun: Promise<void> | null = null;
    const begin = (start: TextStart) => void (begun ??= sink.begin(start));
    for (const source of sources) await maskSource(engine, source, writing, progress, (text) => sink.write(text), begun === null ? begin : undefined);
    await begun;
  } finally {
    await finder?.close();
    remove();
  }
  progress.end();
  await sink.finish();
  const distinct = engine.mappingCount();
  if (args.vault) await writeVault(args.vault, mode, engine.eachMapping(), passphrase);
  sink.commit();
  if (!args.quiet) {
    const verb = mode === 'mask' ? 'masked' : 'replaced';
    const files = sources.length === 1 ? sources[0].name : `${sources.length} inputs`;
    const vault = args.vault ? `; mappings ${earlier !== null ? 'added to' : 'in'} ${args.vault}${passphrase === null ? ' (NOT encrypted)' : ' (encrypted)'}` : '';
    process.stderr.write(`pastesafe: ${counted(found, 'value')} (${distinct.toLocaleString('en-US')} distinct) ${verb} in ${files}${vault}\n`);
  }
  return 0;
}
