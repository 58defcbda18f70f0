// `pastesafe scan`: where the sensitive values are, as `file:line:column rule`; exit 1 when there are any.
import { MaskingEngine, ruleLabel, type MaskedPiece } from '@/lib/masking';
import type { CliArgs } from './args';
import { openInputs, type InputSource } from './input';
import { TextSink } from './output';
import { maskSource, searchThreads, totalSize } from './pipeline';
import { Progress } from './progress';
import { checkedDisabled, loadRules } from './settings';

export async function runScan(args: CliArgs): Promise<number> {
  const customRules = args.rules ? loadRules(args.rules) : undefined;
  const disabledRules = checkedDisabled(args.disable);
  const sources = openInputs(args.files, process.stdin);
  const engine = new MaskingEngine();
  const progress = new Progress(process.stderr, totalSize(sources), process.stderr.isTTY === true && !args.quiet);
  const out = new TextSink(undefined, process.stdout);
  const options = { mode: 'mask' as const, customRules, disabledRules, allow: args.allow };
  const finder = searchThreads(args, options);
  let findings = 0;
  try {
    for (const source of sources) await scanSource(source);
  } finally {
    await finder?.close();
  }
  progress.end();
  if (!args.quiet && !args.json) {
    process.stderr.write(findings === 0 ? 'pastesafe: nothing sensitive found\n' : `pastesafe: ${findings.toLocaleString('en-US')} sensitive values found\n`);
  }
  return findings > 0 ? 1 : 0;

  async function scanSource(source: InputSource): Promise<void> {
    const lines = new LineCounter();
    let report = '';
    const onPiece = (piece: MaskedPiece) => {
      for (const { detection, line, column } of lines.locate(piece)) {
        findings++;
        if (!args.quiet) report += formatFinding(source, line, column, detection.type, detection.original, args);
      }
    };
    // Only the detections are read: no output is made.
    const writeReport = async () => {
      if (report.length === 0) return;
      const text = report;
      report = '';
      await out.write(text);
    };
    await maskSource(engine, source, { ...options, finder, output: false, onPiece: (piece) => (onPiece(piece), writeReport()) }, progress, writeReport);
    await writeReport();
  }
}

function formatFinding(source: InputSource, line: number, column: number, rule: string, value: string, args: CliArgs): string {
  if (args.json) {
    return JSON.stringify({ file: source.name, line, column, rule, label: ruleLabel(rule), ...(args.showValues ? { value } : {}) }) + '\n';
  }
  return `${source.name}:${line}:${column} ${rule}${args.showValues ? ` ${JSON.stringify(value)}` : ''}\n`;
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
