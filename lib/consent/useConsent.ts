import { useSyncExternalStore } from 'react';
import { getConsentState, getServerConsentState, subscribeConsent, type ConsentState } from './store';

/** The consent state; on the static HTML and during hydration it is "nothing chosen, banner closed". */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsentState, getServerConsentState);
}
