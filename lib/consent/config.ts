// Build-time configuration of the third parties. Next inlines `process.env.NEXT_PUBLIC_*` into the client
// bundle when the site is built, so an export built without these variables contains no third-party id at all
// and never contacts Google. Reading them inside functions (not at module load) lets the jest tests vary them.

/** Google Analytics 4 measurement id (`G-XXXXXXX`), or '' when analytics is not configured. */
export function analyticsId(): string {
  const id = process.env.NEXT_PUBLIC_GA_ID ?? '';
  return /^G-[A-Z0-9]+$/i.test(id) ? id : '';
}

/** AdSense publisher id (`ca-pub-…`), or '' when ads are not configured. */
export function adClientId(): string {
  const id = process.env.NEXT_PUBLIC_ADSENSE_CLIENT ?? '';
  return /^ca-pub-\d+$/.test(id) ? id : '';
}

/** Analytics cookie lifetime: 30 days. */
export const ANALYTICS_COOKIE_EXPIRES_SECONDS = 2_592_000;
export const ANALYTICS_COOKIE_FLAGS = 'SameSite=None;Secure';

export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const ADSENSE_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';
