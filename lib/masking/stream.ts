/**
 * A streaming session: text of any length through one engine, as a WHATWG TransformStream<string, string>
 * (no DOM or Node API beyond the streams every modern runtime has globally).
 *
 * The incoming text is cut into pieces of at most `pieceLength` (the 1,000,000 characters of one process()
 * call): after the last line break that fits (at the end of a received chunk that ends a line, when that
 * makes a piece of half the limit or more), else — for a single line longer than that — after the last
 * whitespace that fits. A value never contains a line break (nor, for a line cut at whitespace, the space
 * it is cut at), so no value is split between pieces. A run of more than `pieceLength` characters without
 * whitespace fails the stream with a MaskStreamError. Every piece goes through the same engine: one
 * substitute per original and one label numbering across the whole input, and a value found by its
 * context (`password=hunter2`) is masked wherever it stands in the later pieces too. Text that fits in one
 * piece is one process() call, so its output is exactly what process() gives.
 */
import type { FoundMemo } from './context-pass';
import type { MaskingEngine } from './engine';
import type { FoundPiece } from './parallel/found-piece';
import type { Detection, ProcessOptions } from './types';

export const MAX_PIECE_LENGTH = 1_000_000;

/** One processed piece: where it starts in the whole input (characters), its text, output and detections (offsets within the piece). */
export interface MaskedPiece {
  offset: number;
  input: string;
  output: string;
  detections: Detection[];
}

export interface MaskStreamOptions extends ProcessOptions {
  /** Longest piece handed to one process() call; 1,000,000 (the most process() accepts) unless smaller. */
  pieceLength?: number;
  /**
   * Called after each piece, before its output is passed on (detections for a scan or the rules chart);
   * the stream waits for a promise it returns.
   */
  onPiece?: (piece: MaskedPiece) => unknown;
  /**
   * False: the pieces' output is not made (`output` is empty and nothing is passed on); onPiece renders the
   * input and detections where they go (the CLI writes them as bytes, a scan only reads the detections).
   * Making a megabyte's output string costs more than writing it. True unless given.
   */
  output?: boolean;
  /**
   * Runs the text-only finders of pieces on other threads (workers running findPiece with these same
   * options and the session's manual mappings), several pieces at once; the session's thread takes each up
   * in order and does the rest. The output is the same as without it. Text that fits in one piece is
   * processed here without it.
   */
  finder?: PieceFinder;
}

/** Where a stream's pieces are searched in parallel (see MaskStreamOptions.finder). */
export interface PieceFinder {
  /** How many pieces may be out at once (every worker busy, and one more waiting for each). */
  readonly capacity: number;
  /** What findPiece gives for the piece (null: the session's thread processes it whole). */
  find(piece: string): Promise<FoundPiece | null>;
}

/** The input cannot be cut into pieces: a run without whitespace is longer than a piece. */
export class MaskStreamError extends Error {
  constructor(
    message: string,
    /** Character offset in the whole input where the run starts. */
    readonly offset: number,
  ) {
    super(message);
    this.name = 'MaskStreamError';
  }
}

/** The whitespace of /\s/: ASCII spaces and controls, NBSP, the Unicode spaces and line separators, BOM. */
function isWhitespace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Where to cut the text made of `parts` (longer than `limit` in all): at the end of the last part that fits
 * and ends a line when that is half of `limit` or more (a reader that cuts its chunks at line ends, see
 * LineBlocks, then has none of its text copied into a joined piece), else after the last line break within
 * the first `limit` characters, else after the last whitespace there; -1 when there is none. The parts are
 * searched one by one, never joined: joining (or searching a concatenation, which V8 flattens first)
 * would copy the text once more per piece.
 */
export function cutPoint(parts: string | readonly string[], limit: number): number {
  const list = typeof parts === 'string' ? [parts] : parts;
  const starts: number[] = [];
  let total = 0;
  for (const part of list) {
    starts.push(total);
    total += part.length;
  }
  // The end of a received part that ends a line, when that gives at least half a piece: the piece is then
  // those parts as received (one part is not copied at all), not a join of them with the start of the next.
  for (let i = list.length - 1; i >= 0; i--) {
    const end = starts[i] + list[i].length;
    if (end > limit) continue;
    if (end >= limit / 2 && list[i].charCodeAt(list[i].length - 1) === 10) return end;
    break;
  }
  for (let i = list.length - 1; i >= 0; i--) {
    if (starts[i] >= limit) continue;
    const newline = list[i].lastIndexOf('\n', Math.min(list[i].length, limit - starts[i]) - 1);
    if (newline >= 0) return starts[i] + newline + 1;
  }
  for (let i = list.length - 1; i >= 0; i--) {
    if (starts[i] >= limit) continue;
    const part = list[i];
    for (let at = Math.min(part.length, limit - starts[i]) - 1; at >= 0; at--) if (isWhitespace(part.charCodeAt(at))) return starts[i] + at + 1;
  }
  return -1;
}

export function createMaskStream(engine: MaskingEngine, options: MaskStreamOptions, memo: FoundMemo | null = null): TransformStream<string, string> {
  return createPieceStream(engine, options, 'mask', memo);
}

/**
 * @internal The pieces of a stream, cut as above and searched (with the finder when given) in order; each is
 * masked ('mask'), or only its values found by context are given to the session ('collect', the first pass
 * of context-pass.ts: nothing is output and onPiece is not called). `memo`: what the first pass found, kept
 * there ('collect') and taken up here instead of searching again ('mask').
 */
export function createPieceStream(engine: MaskingEngine, options: MaskStreamOptions, action: 'mask' | 'collect', memo: FoundMemo | null = null): TransformStream<string, string> {
  const limit = Math.max(1, Math.min(MAX_PIECE_LENGTH, Math.floor(options.pieceLength ?? MAX_PIECE_LENGTH)));
  engine.carryContextualValues();
  /** Text received and not yet processed, as received (joined only into the piece that is cut from it). */
  let parts: string[] = [];
  let pendingLength = 0;
  /** Characters taken up (processed) so far, and characters cut into pieces so far (some may still be out). */
  let offset = 0;
  let cutSoFar = 0;

  const render = options.output !== false;
  // Every process() option reaches each piece as given (the never-mask list too); process() reads only its own.
  const run = async (piece: string, found: FoundPiece | null, controller: TransformStreamDefaultController<string>) => {
    if (action === 'collect') {
      const searched = engine.collectContextualPiece(piece, options, found);
      if (memo && searched) memo.keep(offset, piece, searched);
      offset += piece.length;
      return;
    }
    const result = engine.processPiece(piece, options, found, render);
    const start = offset;
    offset += piece.length;
    await options.onPiece?.({ offset: start, input: piece, output: result.output, detections: result.detections });
    if (result.output.length > 0) controller.enqueue(result.output);
  };

  // With a finder: pieces out to it, in order, each taken up here when its turn comes.
  const finder = options.finder;
  const out: Array<{ piece: string; found: Promise<FoundPiece | null> }> = [];
  const takeUp = async (controller: TransformStreamDefaultController<string>) => {
    const { piece, found } = out.shift()!;
    await run(piece, await found, controller);
  };
  /** What the first pass found in the piece just cut, when it kept it (see FoundMemo). */
  const remembered = (piece: string): FoundPiece | null => (action === 'mask' && memo ? memo.take(cutSoFar - piece.length, piece) : null);
  const sendOut = (piece: string) => {
    const kept = remembered(piece);
    const found = kept ? Promise.resolve(kept) : finder!.find(piece);
    // A failed search fails the stream when its turn comes, not as an unhandled rejection before.
    found.catch(() => undefined);
    out.push({ piece, found });
  };
  const next = async (piece: string, controller: TransformStreamDefaultController<string>) => {
    if (!finder) return run(piece, remembered(piece), controller);
    sendOut(piece);
    while (out.length >= Math.max(1, finder.capacity)) await takeUp(controller);
  };

  /** Splits the pending parts at `cut`: the text before it, joined; the rest stays pending. */
  const takePiece = (cut: number): string => {
    const head: string[] = [];
    let taken = 0;
    let i = 0;
    while (i < parts.length && taken + parts[i].length <= cut) {
      head.push(parts[i]);
      taken += parts[i].length;
      i++;
    }
    const rest = parts.slice(i);
    if (taken < cut) {
      head.push(rest[0].slice(0, cut - taken));
      rest[0] = rest[0].slice(cut - taken);
    }
    parts = rest;
    pendingLength -= cut;
    cutSoFar += cut;
    return head.length === 1 ? head[0] : head.join('');
  };

  return new TransformStream<string, string>({
    async transform(chunk, controller) {
      if (typeof chunk !== 'string') throw new TypeError('The mask stream takes strings (decode bytes with a TextDecoderStream first)');
      if (chunk.length === 0) return;
      parts.push(chunk);
      pendingLength += chunk.length;
      while (pendingLength > limit) {
        const cut = cutPoint(parts, limit);
        if (cut <= 0) {
          throw new MaskStreamError(
            `More than ${limit.toLocaleString('en-US')} characters without a line break or space (from character ${cutSoFar.toLocaleString('en-US')}): ` +
              'such a run cannot be cut into pieces without splitting a value, so nothing is masked.',
            cutSoFar,
          );
        }
        await next(takePiece(cut), controller);
      }
    },
    async flush(controller) {
      // Text that fits in one piece never goes out: a worker would cost more than it saves.
      if (pendingLength > 0) {
        const alone = cutSoFar === 0;
        const last = takePiece(pendingLength);
        if (!finder || alone) await run(last, remembered(last), controller);
        else sendOut(last);
      }
      while (out.length > 0) await takeUp(controller);
      // Kept searches of pieces this text did not have (it changed since the first pass) are dropped.
      if (action === 'mask') memo?.clear();
    },
  });
}
