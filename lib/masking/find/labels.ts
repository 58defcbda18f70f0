// Stage 2, before the finders: labels already in the input. Takes the text and where the keyword pass saw a
// label start; holds every label as it is and gives the text the finders read, each label there a plain word.
import type { Claims } from '../resolve/claims';
import type { LiteralHits } from './keyword-presence';
import { LABEL_START } from './rule-keywords';
import { readText, type Text } from './text';

/**
 * A label as the engine writes it, `[Masked <label> <n>]`, in any case (labels compare case-insensitively):
 * a label of up to 80 characters without brackets or line breaks, a space, its number. LABEL_REST is what
 * follows `[masked ` (no character of it has case), read in the input where the keyword pass found that start.
 */
const LABEL_REST = /[^[\]\n]{1,80} \d{1,9}\]/y;
const LABEL_ANYWHERE = /\[masked [^[\]\n]{1,80} \d{1,9}\]/gi;

/** What a label reads as to the finders: a word of its length. */
const LABEL_STAND_IN = 'x';

/**
 * Holds every label of the input before any finder runs, so masked text stays masked: `[Masked SSH User 1]`
 * masked again would otherwise give `[Masked SSH User 2] SSH User 1]` (a rule reads `User 1` as a user
 * name). Gives the labels' starts and ends, in pairs (none for a text without the start of one, at the cost
 * of one lookup). Offsets are the input's, and a finder cannot claim a character of a held label, so every
 * detection's text is the input's.
 */
export function holdLabels(text: Text, hits: LiteralHits, claims: Claims): number[] {
  if (!hits.has(LABEL_START)) return [];
  const labels = findLabels(text, hits);
  for (let i = 0; i < labels.length; i += 2) claims.keep(labels[i], labels[i + 1]);
  return labels;
}

/**
 * The text the finders read: the input itself when it holds no label, otherwise the input with each label
 * written as a word of `x` of its length. A label stands where a value stood, so the rules must see a word
 * there, as they did on the first run: `C:\Users\[Masked User Directory Name 1]\Desktop` must not read as
 * the UNC path `]\Desktop`, nor `https://[Masked Domain 1]/home/about` as the home directory of `about`.
 */
export function withLabelsAsWords(text: Text, labels: readonly number[]): Text {
  if (labels.length === 0) return text;
  const { input } = text;
  const parts: string[] = [];
  let last = 0;
  for (let i = 0; i < labels.length; i += 2) {
    parts.push(input.slice(last, labels[i]), LABEL_STAND_IN.repeat(labels[i + 1] - labels[i]));
    last = labels[i + 1];
  }
  parts.push(input.slice(last));
  return readText(parts.join(''));
}

/** The labels' starts and ends, in pairs, in input order. */
function findLabels(text: Text, hits: LiteralHits): number[] {
  const labels: number[] = [];
  const starts = hits.startsOf([LABEL_START]);
  if (!starts) {
    // Lowercasing changed the text's length: its offsets do not match the input's, so read the input.
    for (const found of text.input.matchAll(LABEL_ANYWHERE)) labels.push(found.index, found.index + found[0].length);
    return labels;
  }
  let heldTo = 0;
  for (const start of starts) {
    if (start < heldTo) continue;
    // The keyword pass found `[masked ` here (in any case); the rest is read in the input.
    LABEL_REST.lastIndex = start + LABEL_START.length;
    if (!LABEL_REST.test(text.input)) continue;
    heldTo = LABEL_REST.lastIndex;
    labels.push(start, heldTo);
  }
  return labels;
}
