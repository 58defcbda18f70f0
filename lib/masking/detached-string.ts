/**
 * A copy of `text` that does not keep a larger string alive. V8 makes a slice of 13 characters or more a
 * view into the string it was cut from, so a value kept from one piece of a stream (a mapping's original,
 * its key) would keep that whole piece — a megabyte or two — in memory for the rest of the session.
 * Concatenating and flattening (one regex test) copies the characters.
 */
export function detachedString(text: string): string {
  // Shorter slices are copies already.
  if (text.length < 13) return text;
  // The first character and the rest, joined and flattened: the join is then a flat copy with a thin
  // wrapper that V8's young-generation collector drops (it points every holder at the copy), so a kept
  // value costs its characters only, not a slice object as well (a slice of a copy costs 32 bytes more).
  const copy = text.charAt(0) + text.slice(1);
  FLATTEN.test(copy);
  return copy;
}

const FLATTEN = /\u0000/;
