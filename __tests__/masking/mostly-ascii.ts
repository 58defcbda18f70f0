import fc from 'fast-check';

/** Text that is mostly ASCII with any code units now and then (marks, accents, emoji, lone surrogates), as logs are. */
export const mostlyAsciiText = fc
  .array(fc.oneof({ weight: 30, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 40 }) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }) }), { maxLength: 60 })
  .map((parts) => parts.join(''));

/** Whether `units` are exactly the code units of `text`. */
export function sameUnits(units: ArrayLike<number>, text: string): boolean {
  if (units.length !== text.length) return false;
  for (let i = 0; i < text.length; i++) if (units[i] !== text.charCodeAt(i)) return false;
  return true;
}
