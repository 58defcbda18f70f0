import { isUtf8 } from 'node:buffer';
import { closeSync, createReadStream, fstatSync, openSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { LineBlocks } from '@/lib/masking/line-blocks';
import { looksLikeUtf16, textStart, type TextStart } from '@/lib/tool/text-file';
import { inputError } from './errors';

export type { TextEncoding, TextStart } from '@/lib/tool/text-file';

/** One input: a file opened up front (so a missing one fails before anything is written) or standard input. */
export interface InputSource {
  /** As shown in messages and scan findings: the path given, or `<stdin>`. */
  name: string;
  /** Size in bytes when known (a regular file). */
  size: number | null;
  /** Whether open() may be called again and gives the same text (a regular file, a staged blob), for two passes. */
  reopenable: boolean;
  open(): Readable;
}

const CHUNK = 1 << 20;
const NEWLINE = 10;

/** Opens every named file now; `-` or no file at all is standard input (once). */
export function openInputs(files: readonly string[], stdin: Readable): InputSource[] {
  const names = files.length === 0 ? ['-'] : files;
  if (names.filter((name) => name === '-').length > 1) throw inputError('standard input ("-") can be read only once');
  return names.map((name) => {
    if (name === '-') return { name: '<stdin>', size: null, reopenable: false, open: () => stdin };
    let fd: number;
    try {
      fd = openSync(name, 'r');
    } catch (error) {
      throw inputError(`${name}: ${describe(error)}`);
    }
    const stat = fstatSync(fd);
    if (stat.isDirectory()) {
      closeSync(fd);
      throw inputError(`${name}: is a directory`);
    }
    // A regular file can be read twice (two passes): first from the descriptor opened now, then by its name
    // again. Anything else (a FIFO, a device) is read once, as it comes.
    if (stat.isFile()) {
      let opened = 0;
      return { name, size: stat.size, reopenable: true, open: () => createReadStream(opened++ === 0 ? '' : name, { fd: opened === 1 ? fd : undefined, highWaterMark: CHUNK }) };
    }
    return { name, size: null, reopenable: false, open: () => createReadStream('', { fd, highWaterMark: CHUNK }) };
  });
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return (error as Error).message;
}

/**
 * The text of one input, decoded chunk by chunk: UTF-8, or UTF-16 (little or big endian) when the input opens
 * with a UTF-16 byte order mark. The byte order mark is dropped from the text; `onStart` says what it was
 * (before any text is given), so the output can be written in the same encoding with the same mark. In
 * UTF-8, a NUL byte (a binary file, or UTF-16 without a byte order mark, which is said so) or a byte sequence
 * that is not UTF-8 stops the read with an input error. `onBytes` counts progress.
 */
export async function* decodedText(source: InputSource, onBytes?: (bytes: number) => void, onStart?: (start: TextStart) => void): AsyncGenerator<string> {
  const stream = source.open();
  try {
    const chunks = (stream as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
    // The first bytes name the encoding: read until there are four (a pipe may give fewer at a time).
    const head: Buffer[] = [];
    let headBytes = 0;
    while (headBytes < 4) {
      const next = await chunks.next();
      if (next.done) break;
      const bytes = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
      head.push(bytes);
      headBytes += bytes.length;
    }
    const first = Buffer.concat(head);
    const start = textStart(first);
    onStart?.(start);
    async function* all(): AsyncGenerator<Buffer> {
      if (first.length > 0) yield first;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    }
    if (start.encoding === 'utf-8') yield* utf8Text(source, all(), first, onBytes);
    else yield* utf16Text(source, all(), start.encoding, onBytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) throw inputError(`${source.name}: ${describe(error)}`);
    throw error;
  } finally {
    if (source.name !== '<stdin>') stream.destroy();
  }
}

async function* utf8Text(source: InputSource, chunks: AsyncIterable<Buffer>, head: Uint8Array, onBytes?: (bytes: number) => void): AsyncGenerator<string> {
  // The byte order mark is stripped here, at the start of the input only (the decoder would strip one at the start of its own first block).
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  // Decoded a block of whole lines at a time: each becomes one piece of the mask stream as it is.
  const blocks = new LineBlocks();
  let read = 0;
  let decoded = 0;
  // Whether the decoder holds the start of a character (a block cut inside a line longer than a block).
  let midCharacter = false;
  const decode = (block: Uint8Array): string => {
    try {
      const bom = decoded === 0 && block[0] === 0xef && block[1] === 0xbb && block[2] === 0xbf ? 3 : 0;
      const bytes = Buffer.from(block.buffer, block.byteOffset + bom, block.byteLength - bom);
      // A block that starts on a character boundary and ends a line is checked and decoded at once (the
      // decoder's own checks cost three times as much).
      if (!midCharacter && block[block.byteLength - 1] === NEWLINE) {
        if (!isUtf8(bytes)) throw new Error('not UTF-8');
        return bytes.toString('utf8');
      }
      midCharacter = block[block.byteLength - 1] !== NEWLINE;
      return decoder.decode(bytes, { stream: true });
    } catch {
      throw inputError(`${source.name}: not valid UTF-8 (in bytes ${decoded}–${decoded + block.byteLength})`);
    } finally {
      decoded += block.byteLength;
    }
  };
  for await (const bytes of chunks) {
    const nul = bytes.indexOf(0);
    if (nul !== -1) {
      const utf16 = read === 0 ? looksLikeUtf16(head) : null;
      if (utf16) throw inputError(`${source.name}: UTF-16 ${utf16} text without a byte order mark, not read: save it as UTF-8, or as UTF-16 with its byte order mark`);
      throw inputError(`${source.name}: binary file (a NUL byte at byte ${read + nul}), not text`);
    }
    read += bytes.length;
    onBytes?.(bytes.length);
    for (const block of blocks.push(bytes)) {
      const text = decode(block);
      if (text.length > 0) yield text;
    }
  }
  const last = blocks.end();
  if (last) {
    const text = decode(last);
    if (text.length > 0) yield text;
  }
  let rest: string;
  try {
    rest = decoder.decode();
  } catch {
    throw inputError(`${source.name}: not valid UTF-8 (it ends inside a character)`);
  }
  if (rest.length > 0) yield rest;
}

/** UTF-16 text (its byte order mark dropped by the decoder); unpaired surrogates or an odd last byte are an input error. */
async function* utf16Text(source: InputSource, chunks: AsyncIterable<Buffer>, encoding: 'utf-16le' | 'utf-16be', onBytes?: (bytes: number) => void): AsyncGenerator<string> {
  const name = encoding === 'utf-16le' ? 'UTF-16LE' : 'UTF-16BE';
  const decoder = new TextDecoder(encoding, { fatal: true });
  let read = 0;
  for await (const bytes of chunks) {
    let text: string;
    try {
      text = decoder.decode(bytes, { stream: true });
    } catch {
      throw inputError(`${source.name}: not valid ${name} (in bytes ${read}–${read + bytes.length})`);
    }
    read += bytes.length;
    onBytes?.(bytes.length);
    if (text.length > 0) yield text;
  }
  let rest: string;
  try {
    rest = decoder.decode();
  } catch {
    throw inputError(`${source.name}: not valid ${name} (it ends inside a character)`);
  }
  if (rest.length > 0) yield rest;
}

/** An async iterable of strings as a WHATWG ReadableStream (Node 20.0 has no ReadableStream.from). */
export function readableOf(chunks: AsyncIterator<string>): ReadableStream<string> {
  return new ReadableStream<string>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await chunks.return?.(undefined);
    },
  });
}
