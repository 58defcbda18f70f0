/**
 * The real-log corpus's files (fixtures/real-logs): the texts with their hand-written labels parsed out.
 * No engine here: the speed guard reads the texts through this module, and a process timing another
 * commit's engine must not load this one's too (see scripts/bench/real-log-text.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CORPUS_DIR = join(__dirname, '..', '..', 'fixtures', 'real-logs');

/**
 * The labelled corpora `npm run eval` scores: the real-log corpus the rules were written against, and the
 * generalisation corpus (fixtures/generalisation): sources labelled before any fix, split once into a
 * development half that fixes are made against and a test half that is only ever scored (its lines are
 * never printed).
 */
export const CORPORA = {
  real: CORPUS_DIR,
  dev: join(__dirname, '..', '..', 'fixtures', 'generalisation', 'dev'),
  test: join(__dirname, '..', '..', 'fixtures', 'generalisation', 'test'),
} as const;
export type CorpusName = keyof typeof CORPORA;

export type Tier = 'must' | 'may';

export interface LabelledSpan {
  kind: string;
  tier: Tier;
  start: number;
  end: number;
  value: string;
}

export interface LabelledSource {
  name: string;
  text: string;
  spans: LabelledSpan[];
}

const MARKER = /⟦([a-z]+)(\?)?\|([^⟦⟧]*)⟧/g;

/** Strips the markers of a labelled text and records where each labelled value stands in the plain text. */
export function parseLabelled(name: string, labelled: string): LabelledSource {
  const spans: LabelledSpan[] = [];
  let text = '';
  let last = 0;
  for (const found of labelled.matchAll(MARKER)) {
    text += labelled.slice(last, found.index);
    const value = found[3];
    spans.push({ kind: found[1], tier: found[2] ? 'may' : 'must', start: text.length, end: text.length + value.length, value });
    text += value;
    last = found.index + found[0].length;
  }
  text += labelled.slice(last);
  const stray = text.search(/[⟦⟧]/);
  if (stray !== -1) throw new Error(`${name}: a marker is not closed or not of the form ⟦kind|value⟧ near "${text.slice(Math.max(0, stray - 40), stray + 40)}"`);
  return { name, text, spans };
}

export function loadCorpus(dir = CORPUS_DIR): LabelledSource[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.log'))
    .sort()
    .map((file) => parseLabelled(file.replace(/\.log$/, ''), readFileSync(join(dir, file), 'utf8')));
}
