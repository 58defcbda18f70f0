// Google Analytics 4 (gtag.js) with Consent Mode. Nothing here runs unless an analytics id was configured at
// build time AND the page is not /tool (components/consent/Analytics checks both).
//
// accepted: consent analytics_storage 'granted', config with send_page_view false (page views are sent by
//           hand, exactly one per route), 30-day cookies with SameSite=None;Secure, gtag.js loaded once.
// rejected: consent analytics_storage 'denied' is queued in dataLayer; gtag.js is NOT loaded.
import { ANALYTICS_COOKIE_EXPIRES_SECONDS, ANALYTICS_COOKIE_FLAGS, GTAG_SCRIPT_ORIGIN } from './config';

type GtagArgs = [command: string, ...rest: unknown[]];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArgs) => void;
  }
}

export const GTAG_SCRIPT_ID = 'pastesafe-gtag';

const DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

let configuredId: string | null = null;
let lastPageView: string | null = null;

/** Defines window.dataLayer/window.gtag (the standard queue) with Consent Mode defaulting to denied. */
export function ensureGtag(): (...args: GtagArgs) => void {
  if (typeof window.gtag !== 'function') {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the queue as `arguments` objects, exactly as Google's snippet pushes them.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('consent', 'default', { ...DENIED });
  }
  return window.gtag;
}

export function gtagScriptUrl(id: string): string {
  return `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
}

/** Consent granted: configure and load gtag.js (once per document). */
export function grantAnalytics(id: string): void {
  const gtag = ensureGtag();
  gtag('consent', 'update', { analytics_storage: 'granted' });
  if (configuredId === id) return;
  configuredId = id;
  gtag('js', new Date());
  gtag('config', id, {
    send_page_view: false,
    cookie_expires: ANALYTICS_COOKIE_EXPIRES_SECONDS,
    cookie_flags: ANALYTICS_COOKIE_FLAGS,
  });
  if (!document.getElementById(GTAG_SCRIPT_ID)) {
    const script = document.createElement('script');
    script.id = GTAG_SCRIPT_ID;
    script.async = true;
    script.src = gtagScriptUrl(id);
    document.head.appendChild(script);
  }
}

/** Consent refused: tell gtag storage is denied. Does not load gtag.js. */
export function denyAnalytics(): void {
  ensureGtag()('consent', 'update', { ...DENIED });
}

/** True once gtag.js was requested in this document. */
export function analyticsLoaded(): boolean {
  return document.getElementById(GTAG_SCRIPT_ID) !== null;
}

/**
 * Sends one page view for `pathAndQuery` (e.g. `/blog?category=Compliance`). A repeat of the URL that was sent
 * last is ignored, so a re-render or a second effect run on the same route can never double-count.
 */
export function sendPageView(pathAndQuery: string): boolean {
  if (configuredId === null || pathAndQuery === lastPageView) return false;
  lastPageView = pathAndQuery;
  ensureGtag()('event', 'page_view', {
    page_path: pathAndQuery,
    page_location: `${window.location.origin}${pathAndQuery}`,
    page_title: document.title,
    send_to: configuredId,
  });
  return true;
}

/** Test helper. */
export function resetGtagForTests(): void {
  configuredId = null;
  lastPageView = null;
  delete window.gtag;
  delete window.dataLayer;
  document.getElementById(GTAG_SCRIPT_ID)?.remove();
}
