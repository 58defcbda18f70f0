// `pastesafe scan`: where the sensitive values are, as `file:line:column rule`, JSON lines or SARIF; exit 1
// when there are any that .pastesafeignore does not accept.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { MaskingEngine, type MaskedPiece } from '@/lib/masking';
import type { CliArgs } from './args';
import { StagedBlobs, gitTopLevel, stagedFiles, trackedFiles } from './git-staged';
import { openInputs, type InputSource } from './input';
import { LongRunFilter, withoutLongRuns } from './long-runs';
import { TextSink } from './output';
import { findContext, maskSource, readableTwice, searchThreads, totalSize } from './pipeline';
import { counted } from './plural';
import { Progress } from './progress';
import { scanReport, type Skipped } from './scan-report';
import { IGNORE_FILE_NAME, fingerprint, loadIgnoreList, projectPath } from './scan-ignore';
import { checkedDisabled, loadRules } from './settings';

export async function runScan(args: CliArgs): Promise<number> {
  const customRules = args.rules ? loadRules(args.rules) : undefined;
  const disabledRules = checkedDisabled(args.disable);
  const cwd = process.cwd();
  // --staged and --tracked read git's index; paths are then the work tree's, from its top.
  const top = args.staged || args.tracked ? gitTopLevel(cwd) : null;
  const ignore = loadIgnoreList(args.ignoreFile, top ?? projectDirectory(cwd));
  const staged = top === null ? null : new StagedBlobs(top);
  const inputs = staged
    ? staged.sources(args.tracked ? trackedFiles(cwd, top!, args.files) : stagedFiles(cwd, args.files))
    : openInputs(args.files, process.stdin);
  const engine = new MaskingEngine();
  // Two passes unless --one-pass (a value reported wherever it stands, before its context too).
  const { sources, remove } = await readableTwice(inputs, args.onePass);
  const progress = new Progress(process.stderr, totalSize(sources), process.stderr.isTTY === true && !args.quiet);
  const out = new TextSink(undefined, process.stdout);
  const report = scanReport(args.format, args.showValues);
  const options = { mode: 'mask' as const, customRules, disabledRules, allow: args.allow };
  const finder = searchThreads(args, options);
  const skipped: Skipped[] = [];
  const needPrints = ignore.fingerprints.size > 0 || (args.format !== 'text' && !args.quiet);
  let findings = 0;
  let accepted = 0;
  if (!args.quiet) await out.write(report.start());
  const readings = sources.map(withoutLongLines);
  try {
    if (!args.onePass) await findContext(engine, readings.map((reading) => reading.source), { ...options, finder });
    for (const reading of readings) await scanSource(reading);
  } finally {
    await finder?.close();
    staged?.close();
    remove();
  }
  progress.end();
  for (const path of staged?.binary ?? []) skipped.push({ file: path, projectPath: projectPath(ignore.base, resolve(top!, path)), line: null, message: 'A binary file: not scanned.' });
  if (!args.quiet) {
    await out.write(report.end(skipped));
    if (args.format === 'text') process.stderr.write(summary(findings, accepted, ignore.path, staged?.binary ?? []));
  }
  return findings > 0 ? 1 : 0;

  /** The input with the rest of a line of 1,000,000 characters or more without a space left out (see long-runs.ts), each time it is read. */
  function withoutLongLines(source: InputSource): { source: InputSource; skipped: () => LongRunFilter['skipped'] } {
    const stdin = source.name === '<stdin>';
    // A new filter each time the input is opened: only the last reading's skips are reported.
    let filter = new LongRunFilter();
    const filtered: InputSource = {
      ...source,
      open: () => {
        filter = new LongRunFilter();
        return withoutLongRuns(source.open(), filter, stdin);
      },
    };
    return { source: filtered, skipped: () => filter.skipped };
  }

  async function scanSource({ source: filtered, skipped: skippedLines }: ReturnType<typeof withoutLongLines>): Promise<void> {
    const source = filtered;
    const stdin = source.name === '<stdin>';
    const path = stdin ? null : projectPath(ignore.base, resolve(top ?? cwd, source.name));
    const lines = new LineCounter();
    let text = '';
    const onPiece = (piece: MaskedPiece) => {
      for (const { detection, line, column } of lines.locate(piece)) {
        // Hashed only when something reads it: the ignore list or a format that prints it.
        const print = needPrints ? fingerprint(path ?? '-', detection.type, detection.original) : '';
        if (ignore.fingerprints.has(print)) {
          accepted++;
          continue;
        }
        findings++;
        if (args.quiet) continue;
        const length = detection.end - detection.start;
        text += report.finding({ file: source.name, projectPath: path, line, column, length, rule: detection.type, value: detection.original, fingerprint: print });
      }
    };
    // Only the detections are read: no output is made.
    const writeReport = async () => {
      if (text.length === 0) return;
      const written = text;
      text = '';
      await out.write(written);
    };
    await maskSource(engine, filtered, { ...options, finder, output: false, onPiece: (piece) => (onPiece(piece), writeReport()) }, progress, writeReport);
    await writeReport();
    for (const { line, bytes } of skippedLines()) {
      const message =
        `The rest of line ${line} (${counted(bytes, 'byte')}) was not scanned: it holds 1,000,000 characters or more without a space ` +
        'or line break (a source map or minified code?), which cannot be searched.';
      skipped.push({ file: source.name, projectPath: path, line, message });
      process.stderr.write(`pastesafe: warning: ${source.name}:${line}: ${message}\n`);
    }
  }
}

function summary(findings: number, accepted: number, ignoreFile: string | null, binary: readonly string[]): string {
  const lines: string[] = [];
  const acceptedNote = accepted === 0 ? '' : findings === 0 ? ` (${counted(accepted, 'finding')} accepted in ${ignoreFile})` : ` (and ${accepted.toLocaleString('en-US')} accepted in ${ignoreFile})`;
  lines.push(findings === 0 ? `nothing sensitive found${acceptedNote}` : `${counted(findings, 'sensitive value')} found${acceptedNote}`);
  if (binary.length > 0) lines.push(`${counted(binary.length, 'binary file')} not scanned: ${binary.slice(0, 10).join(', ')}${binary.length > 10 ? ', …' : ''}`);
  if (findings > 0) {
    lines.push(`a finding that belongs there (an example, a test fixture): add its fingerprint, from \`pastesafe scan --json\`, to ${IGNORE_FILE_NAME}`);
  }
  return lines.map((line) => `pastesafe: ${line}\n`).join('');
}

/**
 * Where the default ignore file is looked for, and what fingerprints' paths are relative to: the nearest
 * directory from `cwd` up that holds a .pastesafeignore, stopping at the top of a git work tree (a `.git`);
 * `cwd` itself when there is neither.
 */
function projectDirectory(cwd: string): string {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, IGNORE_FILE_NAME)) || existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return resolve(cwd);
  }
}

/** Lines and columns (1-based, in UTF-16 code units) of a piece's detections, carried across pieces. */
export class LineCounter {
  private line = 1;
  /** Characters of the current line that were in earlier pieces (a piece cut at whitespace starts mid-line). */
  private carried = 0;

  *locate(piece: MaskedPiece): Generator<{ detection: MaskedPiece['detections'][number]; line: number; column: number }> {
    const text = piece.input;
    let lineStart = -this.carried;
    let at = 0;
    for (const detection of piece.detections) {
      for (let nl = text.indexOf('\n', at); nl !== -1 && nl < detection.start; nl = text.indexOf('\n', at)) {
        this.line++;
        lineStart = nl + 1;
        at = nl + 1;
      }
      yield { detection, line: this.line, column: detection.start - lineStart + 1 };
    }
    for (let nl = text.indexOf('\n', at); nl !== -1; nl = text.indexOf('\n', at)) {
      this.line++;
      lineStart = nl + 1;
      at = nl + 1;
    }
    this.carried = text.length - lineStart;
  }
}
