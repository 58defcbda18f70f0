// The vault: a session's mappings (original ↔ substitute) so `pastesafe restore` can put real values back.
// Encrypted with AES-256-GCM under a key derived from the passphrase by scrypt with a random salt; the
// header (format, version, key-derivation parameters) is authenticated as additional data, so a changed
// parameter fails like a wrong passphrase. Written with mode 0600 to a temporary file, then renamed.
//
// Version 2 (written since issue 30 §4): a line of JSON (the header: format, version, cipher, kdf, iv), then
// the body (vault-body.ts) encrypted as one GCM stream, then GCM's 16-byte tag. It is written and read a
// megabyte at a time, so a vault of any size (tens of millions of mappings) is never one string; the body
// read before the tag is checked is only loaded, never used: a vault that does not decrypt fails before
// anything is written. Version 1 (one JSON object, the ciphertext in base64) is still read.
import { createCipheriv, createDecipheriv, randomBytes, scrypt, type Cipher, type DecipherGCM } from 'node:crypto';
import { closeSync, fstatSync, fsyncSync, openSync, readFileSync, readSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MappingEntry } from '@/lib/masking';
import { EXIT, usageError, vaultError } from './errors';
import { commitFile, temporaryPath } from './output';
import { BodyReader, bodyChunks } from './vault-body';

const FORMAT = 'pastesafe-vault';
const VERSION = 2;
const SCRYPT = { N: 1 << 15, r: 8, p: 1 } as const;
/** The most a vault read from a file may ask of scrypt (128·N·r bytes: 2 GiB at these bounds). */
const MAX_KDF = { N: 1 << 20, r: 16, p: 4 } as const;
/** A version-2 header line is far shorter; a first line longer than this is a version-1 vault (or none). */
const HEADER_LIMIT = 64 * 1024;
const TAG_BYTES = 16;
/** Bytes read (and decrypted) at a time. */
const READ_BYTES = 1 << 20;

const withinBounds = (kdf: KdfParams) => kdf.N >= 2 && kdf.N <= MAX_KDF.N && (kdf.N & (kdf.N - 1)) === 0 && kdf.r <= MAX_KDF.r && kdf.p <= MAX_KDF.p;

export interface VaultContents {
  mode: 'mask' | 'replace';
  mappings: MappingEntry[];
}

interface KdfParams {
  name: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
}

/** A vault file whose header was read: its version, whether it needs a passphrase, and where its body starts. */
export interface VaultFile {
  path: string;
  version: 1 | 2;
  encrypted: boolean;
  header: Record<string, unknown>;
  /** Version 2: the bytes of the header line (with its line break). */
  bodyStart: number;
  size: number;
  /** Version 1: the whole file's text. */
  text?: string;
}

function deriveKey(passphrase: string, kdf: KdfParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), Buffer.from(kdf.salt, 'base64'), 32, { N: kdf.N, r: kdf.r, p: kdf.p, maxmem: 256 * kdf.N * kdf.r + (1 << 20) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const additionalData = (version: number, kdf: KdfParams) => Buffer.from(`${FORMAT}/${version}/aes-256-gcm/scrypt/${kdf.N}/${kdf.r}/${kdf.p}/${kdf.salt}`);

/** The vault at `path` when one exists there, else null (a path that is not a file is a vault error). */
export function existingVault(path: string): VaultFile | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw cannotRead(path, error);
  }
  return vaultOf(path, fd);
}

/** The header of the vault at `path` (a vault error when it cannot be read or is not a vault). */
export function readVaultFile(path: string): VaultFile {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw cannotRead(path, error);
  }
  return vaultOf(path, fd);
}

function cannotRead(path: string, error: unknown) {
  const code = (error as NodeJS.ErrnoException).code;
  return vaultError(`${path}: cannot read the vault (${code === 'ENOENT' ? 'no such file' : (code ?? (error as Error).message)})`);
}

function vaultOf(path: string, fd: number): VaultFile {
  let head: Buffer;
  let size: number;
  try {
    size = fstatSync(fd).size;
    head = Buffer.alloc(Math.min(size, HEADER_LIMIT));
    let at = 0;
    while (at < head.length) {
      const read = readSync(fd, head, at, head.length - at, at);
      if (read <= 0) break;
      at += read;
    }
  } catch (error) {
    throw cannotRead(path, error);
  } finally {
    closeSync(fd);
  }
  const lineEnd = head.indexOf(10);
  // No line break in the first 64 KiB, or a first line of version 1: a version-1 vault is one JSON object.
  const first = lineEnd === -1 ? null : parsedHeader(head.subarray(0, lineEnd).toString('utf8'), path);
  if (first === null || first.version === 1) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      throw cannotRead(path, error);
    }
    const header = parsedHeader(text, path, true);
    return { path, version: 1, encrypted: header.cipher !== 'none', header, bodyStart: 0, size, text };
  }
  return { path, version: 2, encrypted: first.cipher !== 'none', header: first, bodyStart: lineEnd + 1, size };
}

/** The header record of a vault's first line (null when that is not JSON and `whole` is false). */
function parsedHeader(text: string, path: string, whole: true): Record<string, unknown>;
function parsedHeader(text: string, path: string, whole?: boolean): Record<string, unknown> | null;
function parsedHeader(text: string, path: string, whole = false): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    if (!whole) return null;
    throw vaultError(`${path}: damaged vault (not the JSON pastesafe writes)`);
  }
  const record = parsed as Record<string, unknown>;
  if (typeof parsed !== 'object' || parsed === null || record.format !== FORMAT) throw vaultError(`${path}: not a pastesafe vault`);
  if (record.version !== 1 && record.version !== 2) throw vaultError(`${path}: vault version ${String(record.version)} is not one this pastesafe reads`);
  return record;
}

/**
 * Reads the vault's session: its mode (onMode, first; it may throw to refuse it), then its mappings in
 * batches (onEntries). Throws a vault error when the passphrase is wrong or the vault is damaged — after
 * every batch was given, for version 2: a caller uses them only once this returns.
 */
export async function readVault(
  vault: VaultFile,
  passphrase: string | null,
  onMode: (mode: 'mask' | 'replace') => void,
  onEntries: (entries: MappingEntry[]) => void,
): Promise<void> {
  const { path, header } = vault;
  if (header.cipher !== 'none' && header.cipher !== 'aes-256-gcm') throw vaultError(`${path}: damaged vault (unknown cipher)`);
  if (header.cipher === 'aes-256-gcm' && passphrase === null) throw usageError(`${path} is encrypted: set PASTESAFE_PASSPHRASE or run on a terminal to be asked`);
  if (vault.version === 1) {
    const contents = await openVersion1(header, path, passphrase);
    onMode(contents.mode);
    onEntries(contents.mappings);
    return;
  }
  const damaged = (what: string) => vaultError(`${path}: damaged vault (${what})`);
  const body = new BodyReader(onMode, onEntries, damaged);
  if (header.cipher === 'none') {
    readBytes(path, vault.bodyStart, vault.size, (bytes) => body.push(bytes));
    body.finish();
    return;
  }
  const kdf = checkedKdf(header, ['iv'], path);
  if (vault.size - vault.bodyStart < TAG_BYTES) throw doesNotDecrypt(path);
  const key = await keyOf(passphrase!, kdf, path);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.iv as string, 'base64')) as DecipherGCM;
  decipher.setAAD(additionalData(2, kdf));
  const tagStart = vault.size - TAG_BYTES;
  decipher.setAuthTag(readRange(path, tagStart, vault.size));
  // A body that does not read (a wrong passphrase gives noise) is reported as such only if it decrypts.
  let failure: unknown = null;
  const take = (bytes: Buffer | null) => {
    if (failure !== null) return;
    try {
      if (bytes === null) body.finish();
      else body.push(bytes);
    } catch (error) {
      failure = error;
    }
  };
  readBytes(path, vault.bodyStart, tagStart, (bytes) => take(decipher.update(bytes)));
  let last: Buffer;
  try {
    last = decipher.final();
  } catch {
    throw doesNotDecrypt(path);
  }
  if (last.length > 0) take(last);
  take(null);
  if (failure !== null) throw failure;
}

const doesNotDecrypt = (path: string) => vaultError(`${path}: wrong passphrase, or the vault is damaged (it does not decrypt)`);

/** The bytes of the file from `start` to `end`, a megabyte at a time. */
function readBytes(path: string, start: number, end: number, each: (bytes: Buffer) => void): void {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw cannotRead(path, error);
  }
  try {
    const buffer = Buffer.alloc(Math.min(READ_BYTES, Math.max(1, end - start)));
    for (let at = start; at < end; ) {
      let read: number;
      try {
        read = readSync(fd, buffer, 0, Math.min(buffer.length, end - at), at);
      } catch (error) {
        throw cannotRead(path, error);
      }
      if (read <= 0) throw vaultError(`${path}: damaged vault (it changed while it was read)`);
      each(buffer.subarray(0, read));
      at += read;
    }
  } finally {
    closeSync(fd);
  }
}

function readRange(path: string, start: number, end: number): Buffer {
  const parts: Buffer[] = [];
  readBytes(path, start, end, (bytes) => parts.push(Buffer.from(bytes)));
  return Buffer.concat(parts);
}

function checkedKdf(record: Record<string, unknown>, fields: string[], path: string): KdfParams {
  const kdf = record.kdf as KdfParams | undefined;
  const strings = [kdf?.salt, ...fields.map((field) => record[field])];
  if (!kdf || kdf.name !== 'scrypt' || ![kdf.N, kdf.r, kdf.p].every((n) => Number.isInteger(n) && n > 0) || !strings.every((s) => typeof s === 'string')) {
    throw vaultError(`${path}: damaged vault (its header is incomplete)`);
  }
  // Checked before any key is derived: a vault from elsewhere cannot make this machine set aside gigabytes.
  if (!withinBounds(kdf)) {
    throw vaultError(
      `${path}: refused: its key-derivation parameters (scrypt N=${kdf.N}, r=${kdf.r}, p=${kdf.p}) are outside what pastesafe accepts ` +
        `(N a power of 2 up to 2^20, r up to ${MAX_KDF.r}, p up to ${MAX_KDF.p})`,
    );
  }
  return kdf;
}

async function keyOf(passphrase: string, kdf: KdfParams, path: string): Promise<Buffer> {
  try {
    return await deriveKey(passphrase, kdf);
  } catch (error) {
    throw vaultError(`${path}: cannot derive the vault's key (${(error as Error).message})`);
  }
}

/** A version-1 vault: the whole session in one JSON object (its ciphertext in base64). */
async function openVersion1(record: Record<string, unknown>, path: string, passphrase: string | null): Promise<VaultContents> {
  if (record.cipher === 'none') return checkedContents(record, path);
  const kdf = checkedKdf(record, ['iv', 'tag', 'data'], path);
  const key = await keyOf(passphrase!, kdf, path);
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(record.iv as string, 'base64'));
    decipher.setAAD(additionalData(1, kdf));
    decipher.setAuthTag(Buffer.from(record.tag as string, 'base64'));
    plain = Buffer.concat([decipher.update(Buffer.from(record.data as string, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw doesNotDecrypt(path);
  }
  let contents: unknown;
  try {
    contents = JSON.parse(plain);
  } catch {
    throw vaultError(`${path}: damaged vault (its contents are not JSON)`);
  }
  return checkedContents(contents as Record<string, unknown>, path);
}

function checkedContents(record: Record<string, unknown>, path: string): VaultContents {
  const { mode, mappings } = record;
  const valid =
    (mode === 'mask' || mode === 'replace') &&
    Array.isArray(mappings) &&
    mappings.every((m) => m && typeof m.original === 'string' && typeof m.masked === 'string' && typeof m.type === 'string' && typeof m.source === 'string');
  if (!valid) throw vaultError(`${path}: damaged vault (its mappings are not readable)`);
  return { mode, mappings: mappings as MappingEntry[] };
}

/**
 * Writes the session as a version-2 vault, whole or not at all: a temporary file (mode 0600) next to it,
 * the header line, then the body encrypted (or plain, when `passphrase` is null: --plaintext-vault) a
 * megabyte at a time, every write checked (a short write is continued, an error ends it), synced, closed,
 * renamed over the path, and the directory synced. On any failure the temporary file is removed and a vault
 * error (exit 4) is thrown; the caller has not yet put the masked output in place, so that is removed too.
 *
 * PASTESAFE_TEST_VAULT_WRITE_LIMIT (tests only): the vault's writes fail with ENOSPC past this many bytes, as
 * on a full disk (__tests__/cli/vault-session.test.ts). Not for use otherwise.
 */
export async function writeVault(path: string, mode: 'mask' | 'replace', entries: Iterable<MappingEntry>, passphrase: string | null): Promise<void> {
  let header: Record<string, unknown> = { format: FORMAT, version: VERSION, cipher: 'none' };
  let cipher: Cipher | null = null;
  let tag = (): Buffer => Buffer.alloc(0);
  if (passphrase !== null) {
    const kdf: KdfParams = { name: 'scrypt', ...SCRYPT, salt: randomBytes(16).toString('base64') };
    const key = await deriveKey(passphrase, kdf);
    const iv = randomBytes(12);
    const gcm = createCipheriv('aes-256-gcm', key, iv);
    gcm.setAAD(additionalData(VERSION, kdf));
    cipher = gcm;
    tag = () => gcm.getAuthTag();
    header = { format: FORMAT, version: VERSION, cipher: 'aes-256-gcm', kdf, iv: iv.toString('base64') };
  }
  const temp = temporaryPath(path);
  try {
    const fd = openSync(temp, 'wx', 0o600);
    try {
      const out = new CheckedWriter(fd, testWriteLimit());
      out.write(Buffer.from(JSON.stringify(header) + '\n', 'utf8'));
      for (const chunk of bodyChunks(mode, entries)) {
        const bytes = Buffer.from(chunk, 'utf8');
        out.write(cipher ? cipher.update(bytes) : bytes);
      }
      if (cipher) {
        out.write(cipher.final());
        out.write(tag());
      }
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    rmSync(temp, { force: true });
    throw vaultError(`${path}: cannot write the vault (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); no vault and no output were written`);
  }
  commitFile(temp, path, EXIT.vault);
  syncDirectory(dirname(path));
}

function testWriteLimit(): number {
  const limit = process.env.PASTESAFE_TEST_VAULT_WRITE_LIMIT;
  return limit !== undefined && /^\d+$/.test(limit) ? Number(limit) : Infinity;
}

/** Writes every byte given, continuing short writes; fails as a full disk would past `limit` bytes in all. */
class CheckedWriter {
  private written = 0;

  constructor(
    private readonly fd: number,
    private readonly limit: number,
  ) {}

  write(bytes: Buffer): void {
    let at = 0;
    while (at < bytes.length) {
      const room = this.limit - this.written;
      if (room <= 0) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      const written = writeSync(this.fd, bytes, at, Math.min(bytes.length - at, room));
      if (written <= 0) throw Object.assign(new Error('nothing written'), { code: 'EIO' });
      at += written;
      this.written += written;
    }
  }
}

/** The rename is durable once the directory is synced (where the system allows opening a directory). */
function syncDirectory(directory: string): void {
  let fd: number;
  try {
    fd = openSync(directory, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // Some file systems cannot sync a directory; the file itself is synced.
  } finally {
    closeSync(fd);
  }
}
