// The one text check every file opened or dropped into /tool gets, whatever its size: a file holding NUL
// bytes (as images, archives and executables do) or bytes that are not UTF-8 is refused, never shown as text.
// UTF-16 with its byte order mark is decoded; UTF-16 without one is named as such. The command line reads
// its inputs' encoding with textStart too (cli/input.ts).

/** How a file's bytes are text: UTF-8, or UTF-16 when it opens with that byte order mark. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** What the start of a file says: its encoding and whether it opens with a byte order mark (not part of the text). */
export interface TextStart {
  encoding: TextEncoding;
  bom: boolean;
}

/** The encoding the first bytes of a file name (give at least four, unless the file is shorter). */
export function textStart(head: Uint8Array): TextStart {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bom: true };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bom: true };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bom: true };
  return { encoding: 'utf-8', bom: false };
}

/** Whether bytes without a byte order mark look like UTF-16 (text of mostly ASCII: every other byte NUL), and which. */
export function looksLikeUtf16(head: Uint8Array): 'LE' | 'BE' | null {
  if (head.length < 4) return null;
  if (head[0] !== 0 && head[1] === 0 && head[2] !== 0 && head[3] === 0) return 'LE';
  if (head[0] === 0 && head[1] !== 0 && head[2] === 0 && head[3] !== 0) return 'BE';
  return null;
}

/** Why `name` cannot be opened as text; `outcome` says what happened instead. */
export const holdsNulBytes = (name: string, outcome: string) => `${name} is not a text file (it holds NUL bytes, as binary files do). ${outcome}`;
export const notUtf8 = (name: string, outcome: string) => `${name} is not UTF-8 text (some bytes are not valid UTF-8). ${outcome}`;
export const utf16WithoutMark = (name: string, order: 'LE' | 'BE', outcome: string) =>
  `${name} is UTF-16 ${order} text without a byte order mark, which cannot be told from binary data: save it as UTF-8, or as UTF-16 with its byte order mark. ${outcome}`;
export const notUtf16 = (name: string, outcome: string) => `${name} is not valid UTF-16 text (it opens with a UTF-16 byte order mark). ${outcome}`;

/** Why a file holding a NUL byte is refused: UTF-16 without its mark, said so, or binary. */
export function nulBytesReason(head: Uint8Array, name: string, outcome: string): string {
  const order = looksLikeUtf16(head);
  return order ? utf16WithoutMark(name, order, outcome) : holdsNulBytes(name, outcome);
}

/** The file's text, or the reason it is refused. A leading byte-order mark is dropped, as File.text() does. */
export function decodeTextFile(bytes: Uint8Array, name: string, outcome: string): { text: string } | { refused: string } {
  const { encoding } = textStart(bytes);
  if (encoding === 'utf-8' && bytes.includes(0)) return { refused: nulBytesReason(bytes, name, outcome) };
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes) };
  } catch (error) {
    // The decoder's TypeError (by name: it may come from another realm) means invalid bytes; anything else is a real failure.
    if ((error as { name?: unknown } | null)?.name === 'TypeError') return { refused: encoding === 'utf-8' ? notUtf8(name, outcome) : notUtf16(name, outcome) };
    throw error;
  }
}
