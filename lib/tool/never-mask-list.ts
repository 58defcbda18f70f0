// The never-mask list: values the person decided are not sensitive (a public hostname, a product name that
// looks like a domain). The engine leaves a detection whose whole text equals one of them, case-insensitively
// (ProcessOptions.allow). Like custom rules, it lasts for the tab unless the person asks to remember it.
import { TabOrDeviceList } from './tab-or-device';

export const NEVER_MASK_STORAGE_KEY = 'pastesafe.neverMask.v1';
/** A value longer than this is not a value someone means to allow whole. */
export const MAX_NEVER_MASK_LENGTH = 500;

export function parseNeverMask(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.reduce<string[]>((list, value) => (typeof value === 'string' ? withValue(list, value) : list), []);
}

/** The list with `value` added (trimmed); the same list when it is blank, too long or already there in any case. */
export function withValue(list: string[], value: string): string[] {
  const text = value.trim();
  if (!text || text.length > MAX_NEVER_MASK_LENGTH || includesValue(list, text)) return list;
  return [...list, text];
}

export function includesValue(list: ReadonlyArray<string>, value: string): boolean {
  const key = value.trim().toLowerCase();
  return list.some((item) => item.toLowerCase() === key);
}

export const neverMaskStore = new TabOrDeviceList<string>(NEVER_MASK_STORAGE_KEY, parseNeverMask);
