import { resetAdsenseForTests, resetConsentStoreForTests, resetGtagForTests } from '@/lib/consent';

/** Deletes every cookie jsdom holds for the page. */
export function clearAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
    .sort();
}

/** The gtag queue as plain arrays: [['consent', 'default', {...}], ['config', 'G-…', {...}], …]. */
export function gtagCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

export function resetEverything(): void {
  window.localStorage.clear();
  clearAllCookies();
  resetConsentStoreForTests();
  resetGtagForTests();
  resetAdsenseForTests();
}
