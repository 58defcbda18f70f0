// The consent state machine shared by the banner, the footer's "Cookie settings" button, analytics and ad slots.
//
//   (no stored value) --Accept--> accepted        (no stored value) --Reject--> rejected
//   accepted <--Cookie settings + Accept/Reject--> rejected
//
// Side effects that belong to the choice itself happen here: storing it, and clearing analytics cookies
// whenever the choice is not `accepted` (on each page load via enforceStoredConsent, and on Reject). Loading or configuring gtag and the ad
// network is done by the components that subscribe (components/consent/Analytics, components/ads/AdSlot).
import { clearAnalyticsCookies } from './cookies';
import { readConsent, writeConsent, type ConsentChoice } from './storage';

export interface ConsentState {
  /** the stored choice; null = not chosen yet */
  choice: ConsentChoice | null;
  /** the banner is shown: no choice yet, or reopened from "Cookie settings" */
  bannerOpen: boolean;
}

type Listener = () => void;

const SERVER_STATE: ConsentState = Object.freeze({ choice: null, bannerOpen: false });

let state: ConsentState | null = null;
const listeners = new Set<Listener>();

function emit(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

function initialState(): ConsentState {
  const choice = readConsent();
  return { choice, bannerOpen: choice === null };
}

/** Current state in the browser (read from localStorage on first use). */
export function getConsentState(): ConsentState {
  if (state === null) state = initialState();
  return state;
}

/** What a static (server-rendered) page assumes: nothing chosen, banner not rendered until hydration. */
export function getServerConsentState(): ConsentState {
  return SERVER_STATE;
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Run once per page load (the banner does it on mount, on every route including /tool): unless the stored
 * choice is `accepted`, analytics cookies are deleted. Returns the names it deleted.
 */
export function enforceStoredConsent(): string[] {
  return getConsentState().choice === 'accepted' ? [] : clearAnalyticsCookies();
}

/** Accept or Reject: stores the choice, hides the banner; Reject also deletes analytics cookies at once. */
export function chooseConsent(choice: ConsentChoice): void {
  writeConsent(choice);
  if (choice === 'rejected') clearAnalyticsCookies();
  emit({ choice, bannerOpen: false });
}

/** "Cookie settings": show the banner again so the choice can be changed. */
export function openConsentBanner(): void {
  emit({ ...getConsentState(), bannerOpen: true });
}

/** Close a reopened banner without changing the choice (Escape). A first-time banner stays until a choice. */
export function closeConsentBanner(): void {
  const current = getConsentState();
  if (current.choice !== null && current.bannerOpen) emit({ ...current, bannerOpen: false });
}

/** Another tab changed the choice: follow it (keeps tabs consistent). */
export function syncConsentFromStorage(): void {
  const choice = readConsent();
  const current = getConsentState();
  if (choice === current.choice) return;
  if (choice !== 'accepted') clearAnalyticsCookies();
  emit({ choice, bannerOpen: choice === null });
}

/** Test helper: forget the in-memory state so the next read comes from storage again. */
export function resetConsentStoreForTests(): void {
  state = null;
  listeners.clear();
}
