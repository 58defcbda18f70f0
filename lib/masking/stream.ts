/**
 * A streaming session: text of any length through one engine, as a WHATWG TransformStream<string, string>
 * (no DOM or Node API beyond the streams every modern runtime has globally).
 *
 * The incoming text is cut into pieces of at most `pieceLength` (the 1,000,000 characters of one process()
 * call): after the last line break that fits, else — for a single line longer than that — after the last
 * whitespace that fits. A value never contains a line break (nor, for a line cut at whitespace, the space
 * it is cut at), so no value is split between pieces. A run of more than `pieceLength` characters without
 * whitespace fails the stream with a MaskStreamError. Every piece goes through the same engine: one
 * substitute per original and one label numbering across the whole input, and a value found by its
 * context (`password=hunter2`) is masked wherever it stands in the later pieces too. Text that fits in one
 * piece is one process() call, so its output is exactly what process() gives.
 */
import type { MaskingEngine } from './engine';
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
  /** Called after each piece, before its output is passed on (detections for a scan or the rules chart). */
  onPiece?: (piece: MaskedPiece) => void;
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

/** Where to cut `text` (longer than `limit`): after the last line break, else the last whitespace, within the first `limit` characters; -1 when there is none. */
export function cutPoint(text: string, limit: number): number {
  const newline = text.lastIndexOf('\n', limit - 1);
  if (newline >= 0) return newline + 1;
  for (let i = limit - 1; i >= 0; i--) {
    const code = text.charCodeAt(i);
    // The whitespace of /\s/: ASCII spaces and controls, NBSP, the Unicode spaces and line separators, BOM.
    if (
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
    ) {
      return i + 1;
    }
  }
  return -1;
}

export function createMaskStream(engine: MaskingEngine, options: MaskStreamOptions): TransformStream<string, string> {
  const limit = Math.max(1, Math.min(MAX_PIECE_LENGTH, Math.floor(options.pieceLength ?? MAX_PIECE_LENGTH)));
  const processOptions: ProcessOptions = { mode: options.mode, customRules: options.customRules, disabledRules: options.disabledRules };
  engine.carryContextualValues();
  let pending = '';
  let offset = 0;

  const run = (piece: string, controller: TransformStreamDefaultController<string>) => {
    const result = engine.process(piece, processOptions);
    options.onPiece?.({ offset, input: piece, output: result.output, detections: result.detections });
    offset += piece.length;
    if (result.output.length > 0) controller.enqueue(result.output);
  };

  return new TransformStream<string, string>({
    transform(chunk, controller) {
      if (typeof chunk !== 'string') throw new TypeError('The mask stream takes strings (decode bytes with a TextDecoderStream first)');
      pending += chunk;
      while (pending.length > limit) {
        const cut = cutPoint(pending, limit);
        if (cut <= 0) {
          throw new MaskStreamError(
            `More than ${limit.toLocaleString('en-US')} characters without a line break or space (from character ${offset.toLocaleString('en-US')}): ` +
              'such a run cannot be cut into pieces without splitting a value, so nothing is masked.',
            offset,
          );
        }
        const piece = pending.slice(0, cut);
        pending = pending.slice(cut);
        run(piece, controller);
      }
    },
    flush(controller) {
      if (pending.length > 0) run(pending, controller);
      pending = '';
    },
  });
}
