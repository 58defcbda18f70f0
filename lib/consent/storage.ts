// The visitor's stored choice: localStorage.cookieConsent = 'accepted' | 'rejected' (absent = not chosen yet).

export type ConsentChoice = 'accepted' | 'rejected';

export const CONSENT_STORAGE_KEY = 'cookieConsent';

export function parseConsent(value: unknown): ConsentChoice | null {
  return value === 'accepted' || value === 'rejected' ? value : null;
}

/** The stored choice, or null when none is stored (or storage is unavailable, e.g. blocked by the browser). */
export function readConsent(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the choice; returns false when storage is unavailable (the choice then lasts for this page only). */
export function writeConsent(choice: ConsentChoice): boolean {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}
