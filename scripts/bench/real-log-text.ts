import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, parseLabelled } from '../eval/labelled-corpus';

/**
 * About `length` characters of real logs for the benchmark: the sources of fixtures/real-logs with their
 * labels stripped (parseLabelled), taken whole in file-name order and repeated round-robin until the text
 * reaches `length`, then cut after the last line break at or before `length`. Deterministic: the same
 * fixtures give the same text.
 */
export function realLogText(length = 1_000_000, dir = CORPUS_DIR): string {
  const sources = readdirSync(dir)
    .filter((file) => file.endsWith('.log'))
    .sort()
    .map((file) => parseLabelled(file, readFileSync(join(dir, file), 'utf8')).text)
    .map((text) => (text.endsWith('\n') ? text : `${text}\n`))
    .filter((text) => text.trim() !== '');
  if (sources.length === 0) throw new Error(`no .log sources in ${dir}`);
  const parts: string[] = [];
  let total = 0;
  for (let i = 0; total < length; i = (i + 1) % sources.length) {
    parts.push(sources[i]);
    total += sources[i].length;
  }
  const text = parts.join('');
  const cut = text.lastIndexOf('\n', length - 1);
  if (cut <= 0) throw new Error(`the real logs have no line break before ${length} characters`);
  return text.slice(0, cut + 1);
}
