import { randomBytes } from 'node:crypto';
import { createWriteStream, fchmodSync, lstatSync, openSync, readlinkSync, realpathSync, renameSync, rmSync, statSync, type Stats } from 'node:fs';
import { once } from 'node:events';
import { basename, dirname, join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import type { Detection } from '@/lib/masking';
import { partsCouldSplitSurrogatePair, renderOutput } from '@/lib/masking/render/render-output';
import { CliError, EXIT, type ExitStatus } from './errors';
import type { TextEncoding, TextStart } from './input';

/** Temporary files not yet renamed into place: removed on an error or an interrupt. */
const pending = new Set<string>();

export function removePendingFiles(): void {
  for (const path of pending) rmSync(path, { force: true });
  pending.clear();
}

/** Removes `path` now and no longer on an error (a temporary file that served its turn). */
export function removeTemporary(path: string): void {
  rmSync(path, { force: true });
  pending.delete(path);
}

/** Removes `path` on an error or an interrupt too (see removePendingFiles), until removeTemporary. */
export function removeOnExit(path: string): void {
  pending.add(path);
}

/** A temporary name next to `path`, so the final rename stays on one file system. */
export function temporaryPath(path: string): string {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  pending.add(temp);
  return temp;
}

/** Moves a finished temporary file to its place. */
export function commitFile(temp: string, path: string, status: ExitStatus = EXIT.input): void {
  try {
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new CliError(status, `${path}: cannot write (${(error as Error).message})`);
  }
  pending.delete(temp);
}

/**
 * Where the text goes: standard output as it comes, or the -o file. A regular file (new, or existing) appears
 * only when everything is written: a temporary file beside it, renamed over it; an existing file keeps its
 * mode, a new one gets `newFileMode` (0600 for restore's real values). A symbolic link is followed: its
 * target is written. A device or a named pipe is written directly (it cannot be renamed over).
 */
export class TextSink {
  private readonly stream: Writable;
  private readonly temp: string | null;
  /** The file the temporary one replaces (a symbolic link's target). */
  private readonly target: string;

  constructor(private readonly path: string | undefined, stdout: Writable, newFileMode = 0o644) {
    this.target = path === undefined ? '' : linkTarget(path);
    const existing = path === undefined ? null : statOrNull(this.target);
    if (path === undefined) {
      this.stream = stdout;
      this.temp = null;
    } else if (existing && !existing.isFile()) {
      // A device or a FIFO: written in place; its own errors end the command like a file's.
      this.temp = null;
      this.stream = this.watched(createWriteStream(this.target, { flags: 'w' }));
    } else {
      this.temp = temporaryPath(this.target);
      let fd: number;
      try {
        fd = openSync(this.temp, 'wx', existing ? 0o600 : newFileMode);
        if (existing) fchmodSync(fd, existing.mode & 0o7777);
      } catch (error) {
        throw new CliError(EXIT.input, `${path}: cannot write (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      }
      this.stream = this.watched(createWriteStream('', { fd }));
    }
  }

  private watched(file: Writable): Writable {
    file.on('error', (error) => {
      this.failure ??= error;
    });
    return file;
  }

  private failure: Error | null = null;

  /** UTF-8 unless begin() said otherwise. */
  private encoding: TextEncoding = 'utf-8';

  /**
   * The output in the input's encoding, with its byte order mark when it had one (decodedText's start), so a
   * file comes back byte for byte from restore. Called before anything else is written.
   */
  begin(start: TextStart): Promise<void> {
    this.encoding = start.encoding;
    return start.bom ? this.write('\ufeff') : Promise.resolve();
  }

  async write(text: string): Promise<void> {
    if (this.failure) throw new CliError(EXIT.input, `${this.path}: cannot write (${this.failure.message})`);
    if (!this.stream.write(this.encoded(text))) await once(this.stream, 'drain');
  }

  private encoded(text: string): string | Buffer {
    if (this.encoding === 'utf-8') return text;
    const bytes = Buffer.from(text, 'utf16le');
    return this.encoding === 'utf-16be' ? bytes.swap16() : bytes;
  }

  /** Bytes rendered into, reused piece after piece (see writeMasked). */
  private bytes = Buffer.allocUnsafeSlow(1 << 20);

  /**
   * Writes `input` with each detection's range replaced by its substitute, as UTF-8, without making the
   * output string: each part is encoded into one reused buffer. (A megabyte's output string is new memory
   * each time, and cost this command more than all its writing.) Resolves when the bytes are written.
   */
  async writeMasked(input: string, detections: readonly Detection[]): Promise<void> {
    if (this.failure) throw new CliError(EXIT.input, `${this.path}: cannot write (${this.failure.message})`);
    // UTF-16 output (a UTF-16 input, rare): the output string, encoded whole.
    if (this.encoding !== 'utf-8') return this.write(renderOutput(input, detections));
    // At most three bytes per UTF-16 code unit.
    let units = input.length;
    for (const detection of detections) units += detection.masked.length - (detection.end - detection.start);
    if (this.bytes.length < units * 3) this.bytes = Buffer.allocUnsafeSlow(units * 3);
    const bytes = this.bytes;
    let at = 0;
    let last = 0;
    // A part that would end between the halves of a surrogate pair: the whole text is encoded at once instead.
    if (partsCouldSplitSurrogatePair(input, detections)) return this.write(renderOutput(input, detections));
    for (const detection of detections) {
      if (detection.start > last) at += bytes.write(input.slice(last, detection.start), at);
      at += bytes.write(detection.masked, at);
      last = detection.end;
    }
    if (last < input.length) at += bytes.write(input.slice(last), at);
    await new Promise<void>((resolve, reject) =>
      this.stream.write(bytes.subarray(0, at), (error) => (error ? reject(new CliError(EXIT.input, `${this.path ?? 'standard output'}: cannot write (${error.message})`)) : resolve())),
    );
  }

  /** Flushes the file (not yet in place: commit() moves it). */
  async finish(): Promise<void> {
    if (this.path === undefined) return;
    const done = once(this.stream, 'close');
    this.stream.end();
    await done;
    if (this.failure) throw new CliError(EXIT.input, `${this.path}: cannot write (${this.failure.message})`);
  }

  commit(): void {
    if (this.temp !== null) commitFile(this.temp, this.target);
  }
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

/** The file a path names: itself, or the end of its chain of symbolic links (one not yet there is created). */
function linkTarget(path: string): string {
  let link: Stats;
  try {
    link = lstatSync(path);
  } catch {
    return path;
  }
  if (!link.isSymbolicLink()) return path;
  try {
    return realpathSync(path);
  } catch {
    return resolve(dirname(path), readlinkSync(path));
  }
}
