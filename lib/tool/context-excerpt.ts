// The review list's note on a value found by its context (`password=hunter2`, `for invalid user bob`): the
// line of the value's first occurrence and a short excerpt of it around the value, as text a person can read
// without a mouse. Plain functions of the input; no engine.

export interface ContextExcerpt {
  /** 1-based number of the line the value first occurs on. */
  line: number;
  /** The line's text before the value, at most BEFORE characters of it; `…` first where it was cut. */
  before: string;
  /** The value as written (its first VALUE characters and `…` when longer, its first line when it spans several). */
  value: string;
  /** The line's text after the value, at most AFTER characters of it; `…` last where it was cut. */
  after: string;
}

const BEFORE = 36;
const AFTER = 20;
const VALUE = 40;
const ELLIPSIS = '…';

/** Where the lines of a text start: built once per text, then a line is found in log(lines) steps. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.starts.push(at + 1);
  }

  /** The line holding `offset`: its 1-based number and its start and end (before `\n` or `\r\n`). */
  lineAt(offset: number): { line: number; start: number; end: number } {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    const start = this.starts[low];
    let end = low + 1 < this.starts.length ? this.starts[low + 1] - 1 : this.text.length;
    if (end > start && this.text[end - 1] === '\r') end--;
    return { line: low + 1, start, end };
  }
}

/** Runs of spaces and tabs as one space: an excerpt is read as a phrase, not a column layout. */
function squeeze(text: string): string {
  return text.replace(/[ \t\f\v]+/g, ' ');
}

/** The excerpt of `text` around the value at [start, end), on its first line. */
export function contextExcerpt(text: string, lines: LineIndex, start: number, end: number): ContextExcerpt {
  const { line, start: lineStart, end: lineEnd } = lines.lineAt(start);
  const valueEnd = Math.min(end, lineEnd);

  let from = Math.max(lineStart, start - BEFORE);
  if (from > lineStart) {
    // Open at a word's start, not mid-word, unless that would leave too little of what leads to the value.
    const space = text.indexOf(' ', from);
    if (space !== -1 && space < start - 8) from = space + 1;
  }
  const before = (from > lineStart ? ELLIPSIS : '') + squeeze(text.slice(from, start)).trimStart();

  let to = Math.min(lineEnd, valueEnd + AFTER);
  if (to < lineEnd) {
    const space = text.lastIndexOf(' ', to);
    if (space > valueEnd) to = space;
  }
  const after = squeeze(text.slice(valueEnd, to)).trimEnd() + (to < lineEnd ? ELLIPSIS : '');

  const shown = text.slice(start, valueEnd);
  const value = shown.length > VALUE ? shown.slice(0, VALUE) + ELLIPSIS : valueEnd < end ? shown + ELLIPSIS : shown;
  return { line, before, value, after };
}
