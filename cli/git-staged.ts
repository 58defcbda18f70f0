// `scan --staged` and `scan --tracked`: the files as they stand in git's index (what `git commit` would
// record), not as they are on disk. A key staged and then removed from the working file is still found.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { Readable } from 'node:stream';
import { inputError, usageError } from './errors';
import type { InputSource } from './input';

/** Git looks at this many first bytes to call a file binary (a NUL among them); so does this. */
const BINARY_PROBE = 8000;
const GITLINK = '160000';

function git(args: string[], cwd: string): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    throw usageError(`--staged and --tracked read git's index, and git ${code === 'ENOENT' ? 'is not installed (not on PATH)' : `did not run (${code ?? result.error.message})`}`);
  }
  if (result.status !== 0) {
    const message = result.stderr.trim().split('\n')[0] || `exit status ${result.status}`;
    throw usageError(`git ${args.find((arg) => !arg.startsWith('-'))} failed: ${message}`);
  }
  return result.stdout;
}

export interface StagedFile {
  /** Path from the top of the work tree, as git lists it. */
  path: string;
  blob: string;
}

/** The work tree's top directory, or a usage error outside one. */
export function gitTopLevel(cwd: string): string {
  try {
    return git(['rev-parse', '--show-toplevel'], cwd).replace(/\n$/, '');
  } catch (error) {
    throw usageError(`--staged and --tracked read git's index: run them in a git work tree (${(error as Error).message})`);
  }
}

/**
 * Files added, copied, modified or changed in type in the index against HEAD (against nothing before the
 * first commit), each with its staged blob; deleted files and submodules have none to read. `pathspecs`
 * (the command's FILE arguments, relative to `cwd`) narrow the list and are taken literally: a file named
 * `*.js` or `:x` is that file, not a pattern.
 */
export function stagedFiles(cwd: string, pathspecs: readonly string[]): StagedFile[] {
  const raw = git(
    ['--literal-pathspecs', 'diff', '--cached', '--raw', '-z', '--no-abbrev', '--no-renames', '--diff-filter=ACMT', '--ignore-submodules=all', '--', ...pathspecs],
    cwd,
  );
  const fields = raw.split('\0');
  const files: StagedFile[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    // ":<old mode> <new mode> <old blob> <new blob> <status>", then the path
    const [, newMode, , blob] = fields[i].slice(1).split(' ');
    if (newMode === GITLINK) continue;
    files.push({ path: fields[i + 1], blob });
  }
  return files;
}

/**
 * Every file in the index (what the next commit would hold, changed or not): for a whole-repository scan in
 * CI, where the index is the commit checked out. `pathspecs` narrow it as for stagedFiles; without any, the
 * whole work tree is listed whatever the current directory. Conflicted entries (not committable) are left out.
 */
export function trackedFiles(cwd: string, top: string, pathspecs: readonly string[]): StagedFile[] {
  const raw = git(['--literal-pathspecs', 'ls-files', '--stage', '-z', '--full-name', '--', ...pathspecs], pathspecs.length > 0 ? cwd : top);
  const files: StagedFile[] = [];
  for (const entry of raw.split('\0')) {
    // "<mode> <blob> <stage>\t<path>"
    const tab = entry.indexOf('\t');
    if (tab === -1) continue;
    const [mode, blob, stage] = entry.slice(0, tab).split(' ');
    if (mode === GITLINK || stage !== '0') continue;
    files.push({ path: entry.slice(tab + 1), blob });
  }
  return files;
}

/**
 * Reads staged blobs through one `git cat-file --batch`, one blob at a time, in the order they are opened
 * (the scan reads its inputs one after the other). A blob with a NUL byte in its first 8,000 bytes is binary
 * to git and to this: it reads as empty and is listed in `binary` (once, however often it is read).
 */
export class StagedBlobs {
  readonly binary: string[] = [];
  private child: ChildProcessWithoutNullStreams | null = null;
  private current: BlobRead | null = null;

  constructor(private readonly top: string) {}

  sources(files: readonly StagedFile[]): InputSource[] {
    return files.map((file) => ({ name: file.path, size: null, reopenable: true, open: () => this.open(file) }));
  }

  close(): void {
    this.child?.stdin.end();
    this.child?.kill();
    this.child = null;
  }

  private open(file: StagedFile): Readable {
    const child = this.start();
    if (this.current && !this.current.done) throw new Error('a staged blob is opened before the last one was read');
    const read = new BlobRead(file.path, () => child.stdout.resume(), (path) => this.binary.includes(path) || this.binary.push(path));
    this.current = read;
    child.stdin.write(`${file.blob}\n`);
    return read.stream;
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn('git', ['cat-file', '--batch'], { cwd: this.top, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.stdin.on('error', () => {});
    child.on('error', (error) => this.current?.fail(inputError(`--staged: git cat-file did not run (${error.message})`)));
    child.on('close', (status) => {
      if (this.child === child) this.current?.fail(inputError(`git cat-file stopped (${stderr.trim().split('\n')[0] || `exit status ${status}`})`));
    });
    // Each blob is followed by a "\n", in the chunk that ends it or alone in the next.
    let newlineDue = false;
    child.stdout.on('data', (chunk: Buffer) => {
      let bytes = chunk;
      if (newlineDue) {
        bytes = bytes.subarray(1);
        newlineDue = false;
      }
      const read = this.current;
      if (bytes.length === 0 || !read || read.done) return;
      const used = read.take(bytes);
      if (read.done) {
        newlineDue = used === bytes.length;
      } else if (read.full) {
        child.stdout.pause();
      }
    });
    this.child = child;
    return child;
  }
}

/** One blob out of the batch output: "<blob> blob <size>\n", then its bytes. */
class BlobRead {
  readonly stream: Readable;
  done = false;
  /** The reader has enough for now: stop the output until it asks for more. */
  full = false;
  private header = '';
  private size = -1;
  private received = 0;
  private probe: Buffer[] = [];
  private probeBytes = 0;
  private binary = false;

  constructor(
    private readonly path: string,
    resume: () => void,
    private readonly onBinary: (path: string) => void,
  ) {
    this.stream = new Readable({
      read: () => {
        this.full = false;
        resume();
      },
    });
  }

  /** Takes output bytes; returns how many were this blob's (its header and content). */
  take(chunk: Buffer): number {
    let used = 0;
    if (this.size < 0) {
      const end = chunk.indexOf(10);
      if (end === -1) {
        this.header += chunk.toString('latin1');
        return chunk.length;
      }
      this.header += chunk.subarray(0, end).toString('latin1');
      used = end + 1;
      const match = /^[0-9a-f]+ blob (\d+)$/.exec(this.header);
      if (!match) {
        this.fail(inputError(`${this.path}: git cannot read its staged content (${this.header.split(' ').slice(1).join(' ')})`));
        return chunk.length;
      }
      this.size = Number(match[1]);
    }
    const body = chunk.subarray(used, used + this.size - this.received);
    this.received += body.length;
    used += body.length;
    if (body.length > 0) this.body(body);
    if (this.received === this.size) {
      this.flushProbe();
      this.done = true;
      this.stream.push(null);
    }
    return used;
  }

  fail(error: Error): void {
    if (this.done) return;
    this.done = true;
    this.stream.destroy(error);
  }

  private body(bytes: Buffer): void {
    if (this.binary) return;
    if (this.probeBytes < BINARY_PROBE) {
      this.probe.push(Buffer.from(bytes));
      this.probeBytes += bytes.length;
      if (this.probeBytes >= BINARY_PROBE) this.flushProbe();
      return;
    }
    this.pushBytes(bytes);
  }

  private flushProbe(): void {
    if (this.probe.length === 0) return;
    const start = Buffer.concat(this.probe);
    this.probe = [];
    if (start.subarray(0, BINARY_PROBE).includes(0)) {
      this.binary = true;
      this.onBinary(this.path);
      return;
    }
    this.pushBytes(start);
  }

  private pushBytes(bytes: Buffer): void {
    if (!this.stream.push(bytes)) this.full = true;
  }
}
