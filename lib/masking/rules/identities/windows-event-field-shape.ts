import { keywordStartAnchor } from '../../find/compile/keyword-anchor';
import type { MatchContext } from '../../types';
import { lastResult } from '../shape-cache';
import { BUILTIN_ACCOUNTS } from './user-names';

/**
 * One scan finds the value of every `Account Name:`, `Workstation Name:`, `Source Network Address:` and
 * `Source Address:` (file-share events 5140/5145) field of a Windows security event (one token; tabs or spaces after the colon,
 * also the `\t` and `\r\n` of a message inside a JSON string); each windows-event-* rule claims its field.
 */
export const EVENT_FIELD =
  /(?:\b|(?<=\\[nrt]))(Account Name|Workstation Name|Source Network Address|Source Address|Source Workstation|Client Address|Caller Computer Name):(?:[ \t]|\\t){1,8}([^\s\\]{1,256}(?:\\{1,2}(?![rnt])[^\s\\]{1,256}){0,4})/g;

export const EVENT_FIELD_KEYWORDS = ['account name:', 'workstation name:', 'source network address:', 'source address:', 'source workstation:', 'client address:', 'caller computer name:'];

/** Every field match starts with its field name, one of the keywords. */
export const EVENT_FIELD_ANCHOR = keywordStartAnchor(EVENT_FIELD_KEYWORDS);

/** A letter or a space (the characters of a field name), read from its code. */
function isNameCode(code: number): boolean {
  return code === 32 || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** The field name before the value at `context.start`. */
function fieldOf(_value: string, { text, start }: MatchContext): string {
  let colon = start - 1;
  while (colon > 0 && text.charCodeAt(colon) !== 58 /* : */) colon--;
  let nameStart = colon;
  while (nameStart > 0 && isNameCode(text.charCodeAt(nameStart - 1)) && colon - nameStart < 24) nameStart--;
  return text.slice(nameStart, colon).trim().toLowerCase();
}

/** The field rules validate the same match one after another: its field is read once. */
const cachedFieldOf = lastResult(fieldOf);

/**
 * A validator for the rule of one or more field names: builtin values stay (`-`, `SYSTEM`, `::1`, and the
 * virtual accounts Windows logs on for each session's Desktop Window Manager and font driver: `DWM-1`,
 * `UMFD-0`).
 */
export function isEventFieldValue(...fields: string[]) {
  return (value: string, context: MatchContext): boolean => {
    const field = cachedFieldOf(value, context);
    if (!fields.some((name) => field.endsWith(name))) return false;
    const lower = value.toLowerCase();
    // `LOCAL SERVICE`, `NETWORK SERVICE`: the field is read as one token, so the first word stands alone.
    if ((lower === 'local' || lower === 'network') && /^ service\b/i.test(context.text.slice(context.end, context.end + 9))) return false;
    return !BUILTIN_ACCOUNTS.has(lower) && !/^(?:-|::1|127\.0\.0\.1|0x[0-9a-f]+|localhost|null|dwm-\d{1,4}|umfd-\d{1,4})$/.test(lower);
  };
}
