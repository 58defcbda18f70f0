// The vault: a session's mappings (original ↔ substitute) so `pastesafe restore` can put real values back.
// Encrypted with AES-256-GCM under a key derived from the passphrase by scrypt with a random salt; the
// header (format, version, key-derivation parameters) is authenticated as additional data, so a changed
// parameter fails like a wrong passphrase. Written with mode 0600 to a temporary file, then renamed.
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MappingEntry } from '@/lib/masking';
import { EXIT, usageError, vaultError } from './errors';
import { commitFile, temporaryPath } from './output';

const FORMAT = 'pastesafe-vault';
const VERSION = 1;
const SCRYPT = { N: 1 << 15, r: 8, p: 1 } as const;
/** The most a vault read from a file may ask of scrypt (128·N·r bytes: 2 GiB at these bounds). */
const MAX_KDF = { N: 1 << 20, r: 16, p: 4 } as const;

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

function deriveKey(passphrase: string, kdf: KdfParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), Buffer.from(kdf.salt, 'base64'), 32, { N: kdf.N, r: kdf.r, p: kdf.p, maxmem: 256 * kdf.N * kdf.r + (1 << 20) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const additionalData = (kdf: KdfParams) => Buffer.from(`${FORMAT}/${VERSION}/aes-256-gcm/scrypt/${kdf.N}/${kdf.r}/${kdf.p}/${kdf.salt}`);

/** The vault file's text: encrypted with `passphrase`, or plain JSON when it is null (--plaintext-vault). */
export async function sealVault(contents: VaultContents, passphrase: string | null): Promise<string> {
  if (passphrase === null) return JSON.stringify({ format: FORMAT, version: VERSION, cipher: 'none', ...contents }) + '\n';
  const kdf: KdfParams = { name: 'scrypt', ...SCRYPT, salt: randomBytes(16).toString('base64') };
  const key = await deriveKey(passphrase, kdf);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(kdf));
  const data = Buffer.concat([cipher.update(JSON.stringify(contents), 'utf8'), cipher.final()]);
  return (
    JSON.stringify({
      format: FORMAT,
      version: VERSION,
      cipher: 'aes-256-gcm',
      kdf,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      data: data.toString('base64'),
    }) + '\n'
  );
}

/** Whether the vault file's text needs a passphrase (throws a vault error when it is not a vault). */
export function isEncrypted(text: string, path: string): boolean {
  return header(text, path).cipher !== 'none';
}

function header(text: string, path: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw vaultError(`${path}: damaged vault (not the JSON pastesafe writes)`);
  }
  const record = parsed as Record<string, unknown>;
  if (typeof parsed !== 'object' || parsed === null || record.format !== FORMAT) throw vaultError(`${path}: not a pastesafe vault`);
  if (record.version !== VERSION) throw vaultError(`${path}: vault version ${String(record.version)} is not one this pastesafe reads`);
  return record;
}

export async function openVault(text: string, path: string, passphrase: string | null): Promise<VaultContents> {
  const record = header(text, path);
  if (record.cipher === 'none') return checkedContents(record, path);
  if (record.cipher !== 'aes-256-gcm') throw vaultError(`${path}: damaged vault (unknown cipher)`);
  if (passphrase === null) throw usageError(`${path} is encrypted: set PASTESAFE_PASSPHRASE or run on a terminal to be asked`);
  const kdf = record.kdf as KdfParams | undefined;
  const strings = [kdf?.salt, record.iv, record.tag, record.data];
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
  let key: Buffer;
  try {
    key = await deriveKey(passphrase, kdf);
  } catch (error) {
    throw vaultError(`${path}: cannot derive the vault's key (${(error as Error).message})`);
  }
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(record.iv as string, 'base64'));
    decipher.setAAD(additionalData(kdf));
    decipher.setAuthTag(Buffer.from(record.tag as string, 'base64'));
    plain = Buffer.concat([decipher.update(Buffer.from(record.data as string, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw vaultError(`${path}: wrong passphrase, or the vault is damaged (it does not decrypt)`);
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

/** The text of the vault at `path` when one exists there, else null (a path that is not a file is a vault error). */
export function existingVault(path: string): string | null {
  try {
    statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  }
  return readVaultFile(path);
}

export function readVaultFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw vaultError(`${path}: cannot read the vault (${code === 'ENOENT' ? 'no such file' : (code ?? (error as Error).message)})`);
  }
}

/**
 * Writes the vault whole or not at all: a temporary file (mode 0600) next to it, every write checked (a short
 * write is continued, an error ends it), synced, closed, renamed over the path, and the directory synced. On
 * any failure the temporary file is removed and a vault error (exit 4) is thrown; the caller has not yet put
 * the masked output in place, so that is removed too.
 *
 * PASTESAFE_TEST_VAULT_WRITE_LIMIT (tests only): the vault's writes fail with ENOSPC past this many bytes, as
 * on a full disk (__tests__/cli/vault-write.test.ts). Not for use otherwise.
 */
export function writeVaultFile(path: string, text: string): void {
  const temp = temporaryPath(path);
  const bytes = Buffer.from(text, 'utf8');
  try {
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeAll(fd, bytes, testWriteLimit());
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

function writeAll(fd: number, bytes: Buffer, limit: number): void {
  let at = 0;
  while (at < bytes.length) {
    if (at >= limit) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const written = writeSync(fd, bytes, at, Math.min(bytes.length, limit) - at);
    if (written <= 0) throw Object.assign(new Error('nothing written'), { code: 'EIO' });
    at += written;
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
