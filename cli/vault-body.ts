// The body of a version-2 vault (what its ciphertext holds): a line of JSON with the session's mode, one line
// per mapping (original, substitute, type, source, tab-separated; a backslash, tab, CR or LF inside a field is
// escaped as \\, \t, \r, \n), and a last line of JSON with the number of mappings, so a plaintext vault cut
// short is refused too. Written and read in chunks: no part of it is ever one string.
import type { MappingEntry, Source } from '@/lib/masking';

/** About this many characters of entry lines are encoded at a time. */
const CHUNK_CHARACTERS = 1 << 20;
const SOURCES: ReadonlySet<string> = new Set<Source>(['pattern', 'keyword', 'custom']);

const NEEDS_ESCAPE = /[\\\t\r\n]/;
const escapeField = (field: string) => (NEEDS_ESCAPE.test(field) ? field.replace(/[\\\t\r\n]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\r': '\\r', '\n': '\\n' })[c]!) : field);
const unescapeField = (field: string) => (field.includes('\\') ? field.replace(/\\(.)/g, (_, c: string) => ({ t: '\t', r: '\r', n: '\n' })[c] ?? c) : field);

/** The body as text chunks of about a megabyte each. */
export function* bodyChunks(mode: 'mask' | 'replace', entries: Iterable<MappingEntry>): Generator<string> {
  let lines: string[] = [JSON.stringify({ mode }) + '\n'];
  let length = 0;
  let count = 0;
  for (const entry of entries) {
    const line = `${escapeField(entry.original)}\t${escapeField(entry.masked)}\t${escapeField(entry.type)}\t${entry.source}\n`;
    lines.push(line);
    length += line.length;
    count++;
    if (length >= CHUNK_CHARACTERS) {
      yield lines.join('');
      lines = [];
      length = 0;
    }
  }
  lines.push(JSON.stringify({ end: count }) + '\n');
  yield lines.join('');
}

/**
 * Reads a body from its bytes, given in pieces of any length: the mode first (onMode), then the mappings in
 * batches (onEntries). `finish()` checks that the body ended where it says it does. A malformed line throws
 * `damaged` (with what is wrong). Fields are decoded from the bytes one by one (a tab or a line break is never
 * part of a UTF-8 sequence), so each is a string of its own, not a view that keeps a megabyte of text alive.
 */
export class BodyReader {
  private pending: Buffer = Buffer.alloc(0);
  private mode: 'mask' | 'replace' | null = null;
  private count = 0;
  private ended = false;

  constructor(
    private readonly onMode: (mode: 'mask' | 'replace') => void,
    private readonly onEntries: (entries: MappingEntry[]) => void,
    private readonly damaged: (what: string) => Error,
  ) {}

  push(bytes: Buffer): void {
    const data = this.pending.length > 0 ? Buffer.concat([this.pending, bytes]) : bytes;
    const batch: MappingEntry[] = [];
    let at = 0;
    for (let end = data.indexOf(10, at); end !== -1; end = data.indexOf(10, at)) {
      if (this.ended) throw this.damaged('text after its end');
      if (this.mode === null) this.readMode(data.toString('utf8', at, end));
      else {
        const tab = data.indexOf(9, at);
        if (tab !== -1 && tab < end) batch.push(this.entry(data, at, tab, end));
        else this.readEnd(data.toString('utf8', at, end), batch.length);
      }
      at = end + 1;
    }
    this.pending = Buffer.from(data.subarray(at));
    this.count += batch.length;
    if (batch.length > 0) this.onEntries(batch);
  }

  finish(): void {
    if (this.pending.length > 0 || !this.ended) throw this.damaged('it is cut short');
  }

  private readMode(line: string): void {
    const mode = (parsed(line) as { mode?: unknown } | null)?.mode;
    if (mode !== 'mask' && mode !== 'replace') throw this.damaged('no session mode');
    this.mode = mode;
    this.onMode(mode);
  }

  private readEnd(line: string, batched: number): void {
    const end = (parsed(line) as { end?: unknown } | null)?.end;
    const count = this.count + batched;
    if (end !== count) throw this.damaged(typeof end === 'number' ? `${end} mappings announced, ${count} read` : 'a line that is no mapping');
    this.ended = true;
  }

  /** The mapping on the line from `start` to `end` (its first tab at `tab`). */
  private entry(data: Buffer, start: number, tab: number, end: number): MappingEntry {
    const tab2 = data.indexOf(9, tab + 1);
    const tab3 = tab2 === -1 || tab2 >= end ? -1 : data.indexOf(9, tab2 + 1);
    const tab4 = tab3 === -1 || tab3 >= end ? -1 : data.indexOf(9, tab3 + 1);
    if (tab3 === -1 || tab3 >= end || (tab4 !== -1 && tab4 < end) || tab === start || tab2 === tab + 1) throw this.damaged('a mapping that is not readable');
    const source = data.toString('latin1', tab3 + 1, end);
    if (!SOURCES.has(source)) throw this.damaged('a mapping that is not readable');
    return { original: field(data, start, tab), masked: field(data, tab + 1, tab2), type: field(data, tab2 + 1, tab3), source: source as Source };
  }
}

function field(data: Buffer, start: number, end: number): string {
  return unescapeField(data.toString('utf8', start, end));
}

function parsed(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}
