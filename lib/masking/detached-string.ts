/**
 * A copy of `text` that does not keep a larger string alive. V8 makes a slice of 13 characters or more a
 * view into the string it was cut from, so a value kept from one piece of a stream (a mapping's original,
 * its key) would keep that whole piece — a megabyte or two — in memory for the rest of the session.
 * Concatenating and flattening (one regex test) copies the characters; the final slice is a view into
 * that copy only.
 */
export function detachedString(text: string): string {
  const copy = ' ' + text;
  FLATTEN.test(copy);
  return copy.slice(1);
}

const FLATTEN = /\u0000/;
