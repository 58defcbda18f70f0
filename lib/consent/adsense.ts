// AdSense loader. Ads are personalised by default, so they wait for consent: the script is requested only
// after the visitor accepted cookies, only on content pages, and only when NEXT_PUBLIC_ADSENSE_CLIENT was set
// at build time (components/ads/AdSlot checks all three). The script is requested once per document.
import { ADSENSE_SCRIPT_ORIGIN } from './config';

declare global {
  interface Window {
    adsbygoogle?: Array<Record<string, unknown>> & { loaded?: boolean };
  }
}

export const ADSENSE_SCRIPT_ID = 'pastesafe-adsense';
/** How long a slot may take to render before it is reported as unavailable/blocked. */
export const AD_RENDER_CHECK_MS = 2000;

export type AdScriptStatus = 'loading' | 'loaded' | 'failed';

let scriptStatus: AdScriptStatus | null = null;
let scriptPromise: Promise<AdScriptStatus> | null = null;

export function adsenseScriptUrl(client: string): string {
  return `${ADSENSE_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
}

/** Adds the AdSense script once; resolves 'loaded' or 'failed' (blocked, offline, refused). */
export function loadAdScript(client: string): Promise<AdScriptStatus> {
  if (scriptPromise) return scriptPromise;
  scriptStatus = 'loading';
  scriptPromise = new Promise((resolve) => {
    const script = document.createElement('script');
    script.id = ADSENSE_SCRIPT_ID;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = adsenseScriptUrl(client);
    script.addEventListener('load', () => {
      scriptStatus = 'loaded';
      resolve('loaded');
    });
    script.addEventListener('error', () => {
      scriptStatus = 'failed';
      resolve('failed');
    });
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export function adScriptStatus(): AdScriptStatus | null {
  return scriptStatus;
}

/** Asks the ad network to fill one `<ins class="adsbygoogle">` (queued until the script runs). */
export function requestAd(): void {
  window.adsbygoogle = window.adsbygoogle ?? [];
  window.adsbygoogle.push({});
}

/** Whether the ad network rendered something into the slot. */
export function adRendered(ins: Element): boolean {
  return ins.getAttribute('data-ad-status') === 'filled' || ins.querySelector('iframe') !== null;
}

/** The warning for a slot that did not render, or null when it did. */
export function adFailureMessage(ins: Element, slot: string): string | null {
  if (adRendered(ins)) return null;
  const status = adScriptStatus();
  if (status === 'failed' || status === 'loading' || status === null) {
    return `PasteSafe ads: the ad network is unavailable or blocked; slot "${slot}" stays empty.`;
  }
  return `PasteSafe ads: slot "${slot}" did not render within ${AD_RENDER_CHECK_MS / 1000} s (no ad returned or the network is blocked).`;
}

/** Test helper. */
export function resetAdsenseForTests(): void {
  scriptStatus = null;
  scriptPromise = null;
  delete window.adsbygoogle;
  document.getElementById(ADSENSE_SCRIPT_ID)?.remove();
}
