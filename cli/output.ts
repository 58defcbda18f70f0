import { randomBytes } from 'node:crypto';
import { createWriteStream, openSync, renameSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { CliError, EXIT } from './errors';

/** Temporary files not yet renamed into place: removed on an error or an interrupt. */
const pending = new Set<string>();

export function removePendingFiles(): void {
  for (const path of pending) rmSync(path, { force: true });
  pending.clear();
}

/** A temporary name next to `path`, so the final rename stays on one file system. */
export function temporaryPath(path: string): string {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  pending.add(temp);
  return temp;
}

/** Moves a finished temporary file to its place. */
export function commitFile(temp: string, path: string): void {
  try {
    renameSync(temp, path);
  } catch (error) {
    throw new CliError(EXIT.input, `${path}: cannot write (${(error as Error).message})`);
  }
  pending.delete(temp);
}

/** Where the text goes: standard output as it comes, or a file that appears only when everything is written. */
export class TextSink {
  private readonly stream: Writable;
  private readonly temp: string | null;

  constructor(private readonly path: string | undefined, stdout: Writable) {
    if (path === undefined) {
      this.stream = stdout;
      this.temp = null;
    } else {
      this.temp = temporaryPath(path);
      let fd: number;
      try {
        fd = openSync(this.temp, 'wx', 0o644);
      } catch (error) {
        throw new CliError(EXIT.input, `${path}: cannot write (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      }
      const file = createWriteStream('', { fd });
      file.on('error', (error) => {
        this.failure ??= error;
      });
      this.stream = file;
    }
  }

  private failure: Error | null = null;

  async write(text: string): Promise<void> {
    if (this.failure) throw new CliError(EXIT.input, `${this.path}: cannot write (${this.failure.message})`);
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }

  /** Flushes the file (not yet in place: commit() moves it). */
  async finish(): Promise<void> {
    if (this.temp === null) return;
    const done = once(this.stream, 'close');
    this.stream.end();
    await done;
    if (this.failure) throw new CliError(EXIT.input, `${this.path}: cannot write (${this.failure.message})`);
  }

  commit(): void {
    if (this.temp !== null) commitFile(this.temp, this.path!);
  }
}
