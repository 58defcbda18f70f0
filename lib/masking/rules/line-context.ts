/**
 * The text before `start` on its own line, at most `maxChars` of it. Reads only that window, so a rule
 * that asks for context costs O(maxChars) per candidate even on one very long line.
 */
export function lineBefore(text: string, start: number, maxChars: number): string {
  const window = text.slice(Math.max(0, start - maxChars), start);
  return window.slice(window.lastIndexOf('\n') + 1);
}

/**
 * The shell command a flag at `start` belongs to: the line before it since the last `|`, `;` or `&` (at
 * most `maxChars` back), so `mysql -u root` and `echo x | docker login -u jdoe` each read their own command.
 */
export function commandBefore(text: string, start: number, maxChars = 240): string {
  const line = lineBefore(text, start, maxChars);
  return line.slice(Math.max(line.lastIndexOf('|'), line.lastIndexOf(';'), line.lastIndexOf('&')) + 1);
}
