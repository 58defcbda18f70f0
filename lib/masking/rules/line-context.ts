/**
 * The text before `start` on its own line, at most `maxChars` of it. Reads only that window, so a rule
 * that asks for context costs O(maxChars) per candidate even on one very long line.
 */
export function lineBefore(text: string, start: number, maxChars: number): string {
  const window = text.slice(Math.max(0, start - maxChars), start);
  return window.slice(window.lastIndexOf('\n') + 1);
}
