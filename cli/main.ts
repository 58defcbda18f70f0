// `pastesafe`: the masking engine from a terminal or a pipeline. Bundled to dist/pastesafe.cjs by
// scripts/build-cli.mjs (npm install runs it), so it needs nothing but Node 20 at run time.
import { parseCliArgs } from './args';
import { CliError, EXIT } from './errors';
import { isFindWorker, serveFindRequests } from './find-workers';
import { HELP } from './help';
import { runMask } from './mask-command';
import { removePendingFiles } from './output';
import { runRestore } from './restore-command';
import { runScan } from './scan-command';

declare const PASTESAFE_VERSION: string;

async function run(argv: readonly string[]): Promise<number> {
  const args = parseCliArgs(argv);
  switch (args.command) {
    case 'help':
      process.stdout.write(HELP);
      return EXIT.done;
    case 'version':
      process.stdout.write(`pastesafe ${PASTESAFE_VERSION}\n`);
      return EXIT.done;
    case 'mask':
    case 'replace':
      return runMask(args, args.command);
    case 'scan':
      return runScan(args);
    case 'restore':
      return runRestore(args);
  }
}

function exit(status: number): void {
  process.stdout.write('', () => process.exit(status));
}

function main(): void {
  for (const [signal, status] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.on(signal, () => {
      removePendingFiles();
      process.exit(status);
    });
  }
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    removePendingFiles();
    // The reader went away (`pastesafe mask big.log | head`): stop quietly, leave no file behind.
    if (error.code === 'EPIPE') process.exit(EXIT.done);
    // Anything else (a full disk, a closed descriptor) is said: output that stops short must never pass for all of it.
    process.stderr.write(`pastesafe: cannot write to standard output (${error.code ?? error.message}); the output is incomplete\n`);
    process.exit(EXIT.input);
  });

  run(process.argv.slice(2)).then(exit, (error: unknown) => {
    removePendingFiles();
    if (error instanceof CliError) {
      process.stderr.write(`pastesafe: ${error.message}\n`);
      if (error.status === EXIT.usage) process.stderr.write('Run `pastesafe --help` for the commands, options and exit statuses.\n');
      exit(error.status);
      return;
    }
    process.stderr.write(`pastesafe: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    exit(EXIT.input);
  });
}

// The same script is the command and, in the worker threads it starts, the search of its pieces.
if (isFindWorker()) serveFindRequests();
else main();
