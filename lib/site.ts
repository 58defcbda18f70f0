// Site-wide constants shared by the layout, metadata, sitemap and content pages.

export const SITE_NAME = 'PasteSafe';

/** Absolute origin of the deployed site, without a trailing slash. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || 'https://pastesafe.app').replace(/\/+$/, '');

export const CONTACT_EMAIL = 'hello@pastesafe.app';

export const SITE_TAGLINE = 'Professional data masking tool for SOC analysts and developers.';

export const SITE_DESCRIPTION =
  'PasteSafe masks or replaces emails, IP addresses, tokens and secrets in logs, code and JSON inside your browser, so you can share them with an AI assistant safely.';

/**
 * External links in the footer, set at build time. They are configuration, not code: we never guess an
 * address for someone else's account, so the footer shows each link only when its address is set.
 */
export const DONATION_URL = process.env.NEXT_PUBLIC_DONATION_URL || '';
export const VIDEO_CHANNEL_URL = process.env.NEXT_PUBLIC_VIDEO_CHANNEL_URL || '';

export const OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630, alt: 'PasteSafe — mask sensitive data before you paste it into AI' };

export interface NavItem {
  href: string;
  label: string;
}

/** Every page a menu links to, each written once (links into and out of /tool are full page loads: see SiteLink). */
const PAGES = {
  home: { href: '/', label: 'Home' },
  tool: { href: '/tool/', label: 'Tool' },
  about: { href: '/about/', label: 'About' },
  contact: { href: '/contact/', label: 'Contact' },
  blog: { href: '/blog/', label: 'Blog' },
  docs: { href: '/docs/', label: 'Docs' },
  faq: { href: '/faq/', label: 'FAQ' },
  privacy: { href: '/privacy-policy/', label: 'Privacy Policy' },
  terms: { href: '/terms/', label: 'Terms of Use' },
} satisfies Record<string, NavItem>;

export const NAV_ITEMS: readonly NavItem[] = [PAGES.home, PAGES.tool, PAGES.about, PAGES.contact, PAGES.blog, PAGES.docs, PAGES.faq];

export const FOOTER_LINKS: readonly NavItem[] = [
  PAGES.home,
  PAGES.tool,
  PAGES.about,
  PAGES.blog,
  PAGES.docs,
  PAGES.faq,
  PAGES.privacy,
  PAGES.terms,
  PAGES.contact,
];

/** Absolute URL for a site path ('/blog/' → 'https://pastesafe.app/blog/'). */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}

/** True when `href` names the page at `pathname` ('/blog' and '/blog/' are the same page). */
export function isCurrentPath(href: string, pathname: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(href) === trim(pathname || '/');
}

/** True when `pathname` lies in the section of `href` (a post lies in Blog), for highlighting. */
export function isInSection(href: string, pathname: string): boolean {
  if (href === '/') return isCurrentPath(href, pathname);
  const trimmed = href.replace(/\/+$/, '');
  return pathname === trimmed || pathname.startsWith(`${trimmed}/`);
}

/** The element /tool provides for the cookie banner to sit in its flow instead of floating over the tool. */
export const CONSENT_SLOT_ID = 'consent-slot';

/** /tool and anything under it: entered and left by full page loads, and never runs a third-party script. */
export function isToolPath(pathname: string | null | undefined): boolean {
  return pathname != null && isInSection('/tool/', pathname);
}

/** 'January 8, 2025' for '2025-01-08' (UTC, so the day never shifts). */
export function formatDate(isoDay: string): string {
  if (!isoDay) return '';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}
