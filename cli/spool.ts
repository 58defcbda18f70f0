// Standard input (or a FIFO) read once into a temporary file, so it can be read twice like a file (see
// lib/masking/context-pass.ts). The file is the user's text: mode 0600, created new in the temporary
// directory, and removed when its input is done, on an error and on an interrupt (output.ts, removeOnExit).
import { randomBytes } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { inputError } from './errors';
import type { InputSource } from './input';
import { removeOnExit, removeTemporary } from './output';

/** A spooled input: read it as `source` (reopenable), then call `remove`. */
export interface Spooled {
  source: InputSource;
  remove(): void;
}

/** Copies what `source` gives into a new 0600 file; its size is known then. */
export async function spool(source: InputSource, directory = process.env.PASTESAFE_TMPDIR || tmpdir()): Promise<Spooled> {
  const path = join(directory, `pastesafe-${process.pid}-${randomBytes(6).toString('hex')}.spool`);
  removeOnExit(path);
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    removeTemporary(path);
    throw inputError(`cannot make a temporary file to read ${source.name} twice in ${directory} (${(error as Error).message}); give --one-pass to read it once`);
  }
  let size = 0;
  try {
    const input = source.open();
    input.on('data', (chunk: Buffer | string) => (size += chunk.length));
    await pipeline(input, createWriteStream('', { fd, autoClose: false }));
  } catch (error) {
    removeTemporary(path);
    throw inputError(`${source.name}: cannot keep it in a temporary file in ${directory} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); give --one-pass to read it once`);
  } finally {
    closeSync(fd);
  }
  return {
    source: { name: source.name, size, reopenable: true, open: () => createReadStream(path, { highWaterMark: 1 << 20 }) },
    remove: () => removeTemporary(path),
  };
}
