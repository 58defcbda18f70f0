/** `1 sensitive value`, `2 sensitive values`, `1,234 sensitive values`: a count and its noun, in the right number. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
