// The one text check every file opened or dropped into /tool gets, whatever its size: a file holding NUL
// bytes (as images, archives and executables do) or bytes that are not UTF-8 is refused, never shown as text.

/** Why `name` cannot be opened as text; `outcome` says what happened instead. */
export const holdsNulBytes = (name: string, outcome: string) => `${name} is not a text file (it holds NUL bytes, as binary files do). ${outcome}`;
export const notUtf8 = (name: string, outcome: string) => `${name} is not UTF-8 text (some bytes are not valid UTF-8). ${outcome}`;

/** The file's text, or the reason it is refused. A leading byte-order mark is dropped, as File.text() does. */
export function decodeTextFile(bytes: Uint8Array, name: string, outcome: string): { text: string } | { refused: string } {
  if (bytes.includes(0)) return { refused: holdsNulBytes(name, outcome) };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch (error) {
    // The decoder's TypeError (by name: it may come from another realm) means invalid UTF-8; anything else is a real failure.
    if ((error as { name?: unknown } | null)?.name === 'TypeError') return { refused: notUtf8(name, outcome) };
    throw error;
  }
}
