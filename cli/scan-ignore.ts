// Accepted findings: `.pastesafeignore` lists fingerprints of findings a scan no longer reports (a documented
// example address, a test fixture's fake key). A fingerprint is a one-way hash, never the value itself.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { inputError, usageError } from './errors';

export const IGNORE_FILE_NAME = '.pastesafeignore';

/** Hexadecimal digits of a fingerprint: 64 bits, plenty to tell a project's findings apart. */
const DIGITS = 16;
const FINGERPRINT = new RegExp(`^[0-9a-f]{${DIGITS}}$`);

/**
 * The fingerprint of a finding: the first 16 hexadecimal digits of the SHA-256 of
 * `pastesafe-fingerprint-v1`, the file's path relative to the project's directory (with `/`), the rule id
 * and the value, each followed by a NUL byte. The same value found by the same rule in the same file has
 * one fingerprint wherever it stands in the file; elsewhere, or found by another rule, it has another.
 */
export function fingerprint(path: string, rule: string, value: string): string {
  return createHash('sha256').update(`pastesafe-fingerprint-v1\0${path}\0${rule}\0${value}\0`).digest('hex').slice(0, DIGITS);
}

/** A path as fingerprints name it: relative to `base`, with `/` between its parts. */
export function projectPath(base: string, file: string): string {
  const path = relative(base, resolve(base, file));
  return (isAbsolute(path) ? path : path.split(sep).join('/')) || '.';
}

export interface IgnoreList {
  /** The ignore file read, or null when there is none (the default file is optional). */
  path: string | null;
  /** The directory fingerprints' paths are relative to: the ignore file's. */
  base: string;
  fingerprints: ReadonlySet<string>;
}

/**
 * Reads the ignore file: `explicit` (--ignore-file, which must exist), else `.pastesafeignore` in
 * `defaultDir` when there is one. One fingerprint a line; `#` starts a comment; blank lines are skipped.
 * A line that is not a fingerprint is a usage error that never shows the line (it could be a value).
 */
export function loadIgnoreList(explicit: string | undefined, defaultDir: string): IgnoreList {
  const path = explicit ?? resolve(defaultDir, IGNORE_FILE_NAME);
  const base = dirname(resolve(path));
  if (explicit === undefined && !existsSync(path)) return { path: null, base, fingerprints: new Set() };
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw inputError(`${path}: cannot read the ignore file (${code === 'ENOENT' ? 'no such file' : (code ?? (error as Error).message)})`);
  }
  const fingerprints = new Set<string>();
  text.split(/\r?\n/).forEach((line, index) => {
    const entry = line.replace(/#.*/, '').trim().toLowerCase();
    if (entry === '') return;
    if (!FINGERPRINT.test(entry)) {
      throw usageError(
        `${path}: line ${index + 1} is not a fingerprint (${DIGITS} hexadecimal digits, then an optional # comment); ` +
          'the line is not shown, in case it holds a value: an ignore file lists fingerprints, never values',
      );
    }
    fingerprints.add(entry);
  });
  return { path, base, fingerprints };
}
