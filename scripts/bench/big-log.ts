/**
 * Large logs on disk for the throughput benchmarks. `writeRounds` writes any block, round after round;
 * `writeBigLog` (the file mode of `bench:tool`) is the generated one: eight 1,000,000-character blocks of the bench corpus (access, LDAP, cloud, firewall, application and JSON
 * lines with planted values), repeated in turn; each repetition renames the people in it (alice → alice17),
 * so the log keeps gaining new emails, user names and DNs, as a real one does.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { generateCorpus, type Corpus } from './corpus';

const PEOPLE = /\b(alice|bob|carol|dave|erin|frank|grace|heidi|ivan|judy|mallory|niaj|olivia|peggy|rupert|sybil|trent|victor|walter|yolanda)\b/gi;
const BLOCKS = 8;

export interface BigLogBlock {
  /** The block as written in the first repetition (people renamed alice → alice0). */
  text: string;
  /** The corpus's planted values, renamed the same way. */
  planted: Corpus['planted'];
}

export interface BigLog {
  bytes: number;
  /** Line breaks written. */
  lineBreaks: number;
  /** The blocks of the first repetition, for checks against the output. */
  blocks: BigLogBlock[];
}

const renamed = (text: string, round: number) => text.replace(PEOPLE, `$1${Math.floor(round / BLOCKS)}`);

/**
 * Writes `blockOf(0)`, `blockOf(1)`, … to `file` until at least `megabytes` MB (1,048,576 bytes each) are
 * written; gives the bytes and line breaks written.
 */
export function writeRounds(file: string, megabytes: number, blockOf: (round: number) => string): { bytes: number; lineBreaks: number } {
  const fd = openSync(file, 'w');
  let bytes = 0;
  let lineBreaks = 0;
  try {
    for (let round = 0; bytes < megabytes * 1_048_576; round++) {
      const block = blockOf(round);
      bytes += writeSync(fd, block);
      for (let at = block.indexOf('\n'); at !== -1; at = block.indexOf('\n', at + 1)) lineBreaks++;
    }
  } finally {
    closeSync(fd);
  }
  return { bytes, lineBreaks };
}

/** Writes at least `megabytes` MB of the generated log to `file`. */
export function writeBigLog(file: string, megabytes: number): BigLog {
  const corpora = Array.from({ length: BLOCKS }, (_, i) => generateCorpus(1_000_000, 1000 + i));
  const blocks = corpora.map((corpus) => corpus.text + '\n');
  const { bytes, lineBreaks } = writeRounds(file, megabytes, (round) => renamed(blocks[round % BLOCKS], round));
  return {
    bytes,
    lineBreaks,
    blocks: corpora.map((corpus, i) => ({
      text: renamed(blocks[i], i),
      planted: corpus.planted.map(({ kind, value }) => ({ kind, value: renamed(value, i) })),
    })),
  };
}
