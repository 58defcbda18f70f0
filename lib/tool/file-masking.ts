// File mode of /tool: a file of any size read as a stream, twice (File.stream → blocks of whole lines →
// TextDecoderStream → the engine's context pass, then the same into its mask stream) and its output written, as UTF-8, into Blob parts
// (output-parts.ts), so neither the worker nor the page ever holds the whole text as one string. Runs in the
// masking worker; plain WHATWG APIs only.
import { MaskStreamError, ruleLabel, type MaskedPiece, type MaskingEngine, type PieceFinder, type ProcessOptions } from '@/lib/masking';
import { detachedString } from '@/lib/masking/detached-string';
import { lineBlockStream } from '@/lib/masking/line-blocks';
import { PREVIEW_LINES } from './file-preview';
import { OutputParts } from './output-parts';
import { nulBytesReason, notUtf16, notUtf8, textStart } from './text-file';
import type { RuleListEntry, RulesSummary } from './rule-lists';

export { PREVIEW_LINES };
const NOTHING_PRODUCED = 'Nothing was produced.';

export interface FileReply {
  name: string;
  bytes: number;
  output: Blob;
  /** The first PREVIEW_LINES lines of the output. */
  preview: string;
  summary: RulesSummary;
  ruleLabels: Record<string, string>;
}

/** Set `cancelled` to stop the job between chunks; it then fails with FileCancelled. */
export interface CancelToken {
  cancelled: boolean;
}

export class FileCancelled extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'FileCancelled';
  }
}

/** A file that cannot be masked: not text, or not UTF-8, or a run without whitespace too long to cut. */
export class FileRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRefused';
  }
}

/** Where a file's pieces are searched beside the session's thread (search workers); closed when the job ends. */
export interface FileFinder extends PieceFinder {
  close(): void;
}

/**
 * Masks `file` through `engine`. With `finder`, its pieces are searched there too (the output is the same);
 * the finder is closed when the job ends, whether it succeeds, fails or is cancelled.
 */
export async function maskFile(
  engine: MaskingEngine,
  file: Blob & { name?: string },
  options: ProcessOptions,
  onProgress: (bytes: number) => void,
  token: CancelToken,
  finder?: FileFinder,
): Promise<FileReply> {
  try {
    return await maskFileWith(engine, file, options, onProgress, token, finder);
  } finally {
    finder?.close();
  }
}

async function maskFileWith(
  engine: MaskingEngine,
  file: Blob & { name?: string },
  options: ProcessOptions,
  onProgress: (bytes: number) => void,
  token: CancelToken,
  finder: FileFinder | undefined,
): Promise<FileReply> {
  const name = file.name ?? 'file';
  let bytes = 0;
  // UTF-16 with its byte order mark is decoded as such; a byte order mark is kept at the start of the output.
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const start = textStart(head);
  /**
   * The file's text, decoded: a File can be read twice, and is (lib/masking/context-pass.ts): first to find
   * the values known by their context, then to mask, so a value is masked before its context too. Progress
   * counts both readings, each as half of the file's size.
   */
  const readText = (pass: 0 | 1): ReadableStream<string> => {
    bytes = 0;
    const counted = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (token.cancelled) throw new FileCancelled();
        if (start.encoding === 'utf-8' && chunk.includes(0)) throw new FileRefused(nulBytesReason(head, name, NOTHING_PRODUCED));
        bytes += chunk.byteLength;
        onProgress(Math.floor((pass * file.size + bytes) / 2));
        controller.enqueue(chunk);
      },
    });
    return (
      (file.stream() as ReadableStream<Uint8Array>)
        .pipeThrough(counted)
        // Blocks of whole lines, each decoded into one piece of the mask stream (see LineBlocks).
        .pipeThrough(lineBlockStream())
        .pipeThrough(new TextDecoderStream(start.encoding, { fatal: true }) as unknown as TransformStream<Uint8Array, string>)
    );
  };
  const summary = new SummaryBuilder();
  const output = new OutputParts(PREVIEW_LINES);
  // The pieces' output is written from their detections (output: false: no output string is made).
  const onPiece = (piece: MaskedPiece) => {
    if (token.cancelled) throw new FileCancelled();
    summary.add(piece);
    output.write(piece.input, piece.detections);
  };
  try {
    await readToEnd(readText(0).pipeThrough(engine.contextPass({ ...options, finder }, file.size)));
    if (start.bom) output.write('\ufeff', []);
    await readToEnd(readText(1).pipeThrough(engine.maskStream({ ...options, output: false, onPiece, finder })));
  } catch (error) {
    if (error instanceof FileCancelled || error instanceof FileRefused) throw error;
    if (error instanceof MaskStreamError) throw new FileRefused(`${name}: ${error.message}`);
    // By its message: the decoder's error may come from another realm (a TypeError not of this one).
    if (/encod|decod|utf/i.test(String((error as { message?: unknown } | null)?.message ?? ''))) {
      throw new FileRefused(start.encoding === 'utf-8' ? notUtf8(name, NOTHING_PRODUCED) : notUtf16(name, NOTHING_PRODUCED));
    }
    throw error;
  }
  return { name, bytes, output: output.blob(), preview: output.preview, summary: summary.result(), ruleLabels: summary.ruleLabels };
}

/** Reads a stream whose output nothing needs (onPiece writes it) to its end; on an error, cancels it and throws. */
async function readToEnd(stream: ReadableStream<string>): Promise<void> {
  const reader = stream.getReader();
  try {
    while (!(await reader.read()).done);
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  }
}

/**
 * The Rules Distribution of a whole file, built piece by piece (the detections themselves are not kept):
 * what summariseDetections (rule-lists.ts) gives for all of them, one entry per source and original (by
 * its spelling, CASE_RULE in lib/masking/README.md). An entry is looked up by its substitute rather than by
 * the original: in one session and mode the engine gives each original one substitute and each substitute one
 * original, so the two keys group alike. A numbered label (`[Masked Email 17]`) is
 * found by its number in an array of its label's entries, without hashing it: a value-dense file has
 * hundreds of thousands of them, and a lookup in a hash table that large cost the masking worker more than
 * a second on 30 MB (bench:tool); any other substitute (a fake, a user's own) by the substitute itself.
 */
export class SummaryBuilder {
  private readonly counts: RulesSummary['counts'] = { custom: 0, pattern: 0, keyword: 0 };
  private readonly lists: RulesSummary['lists'] = { custom: [], pattern: [], keyword: [] };
  /** Entries of numbered labels, by source and label (`[Masked Email`): index n holds label n's. */
  private readonly labelled: Record<keyof RulesSummary['counts'], Map<string, RuleListEntry[]>> = { custom: new Map(), pattern: new Map(), keyword: new Map() };
  /** Entries of every other substitute, by source and substitute. */
  private readonly bySubstitute: Record<keyof RulesSummary['counts'], Map<string, RuleListEntry>> = { custom: new Map(), pattern: new Map(), keyword: new Map() };
  readonly ruleLabels: Record<string, string> = {};

  add(piece: MaskedPiece): void {
    for (const d of piece.detections) {
      this.counts[d.source]++;
      const masked = d.masked;
      const space = labelNumberStart(masked);
      let slots: RuleListEntry[] | undefined;
      let n = 0;
      let entry: RuleListEntry | undefined;
      if (space > 0) {
        n = labelNumber(masked, space);
        const prefix = masked.slice(0, space);
        slots = this.labelled[d.source].get(prefix);
        if (!slots) this.labelled[d.source].set(prefix, (slots = []));
        entry = slots[n];
      } else {
        entry = this.bySubstitute[d.source].get(masked);
      }
      if (entry) {
        entry.count++;
        continue;
      }
      // A copy: a slice would keep the whole piece it came from alive.
      entry = { original: detachedString(d.original), masked, type: d.type, count: 1 };
      this.lists[d.source].push(entry);
      if (slots) slots[n] = entry;
      else this.bySubstitute[d.source].set(masked, entry);
      if (!(d.type in this.ruleLabels)) this.ruleLabels[d.type] = ruleLabel(d.type);
    }
  }

  result(): RulesSummary {
    return { counts: { ...this.counts }, lists: { custom: [...this.lists.custom], pattern: [...this.lists.pattern], keyword: [...this.lists.keyword] } };
  }
}

/** Most numbers of one label kept in an array (a larger one is looked up by its text). */
const MAX_LABEL_SLOT = 50_000_000;

/**
 * Where the number of a numbered label (`[Masked <label> <n>]`, n from 1 without leading zeros) starts
 * minus one (the space before it); -1 for any other text.
 */
function labelNumberStart(text: string): number {
  const last = text.length - 1;
  if (last < 10 || text.charCodeAt(last) !== 93 || !text.startsWith('[Masked ')) return -1;
  let at = last - 1;
  while (at > 8 && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) at--;
  if (at === last - 1 || at <= 8 || text.charCodeAt(at) !== 32 || text.charCodeAt(at + 1) === 48 || last - at > 9) return -1;
  return labelNumber(text, at) <= MAX_LABEL_SLOT ? at : -1;
}

function labelNumber(text: string, space: number): number {
  let n = 0;
  for (let i = space + 1; i < text.length - 1; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}
