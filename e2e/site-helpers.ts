import type { Page } from '@playwright/test';

/** Absolute URLs listed in out/sitemap.xml (on the public origin, e.g. https://pastesafe.app/faq/). */
export async function sitemapUrls(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

/** Site paths listed in out/sitemap.xml, as served locally ('https://pastesafe.app/faq/' → '/faq/'). */
export async function sitemapPaths(page: Page): Promise<string[]> {
  return (await sitemapUrls(page)).map((url) => new URL(url).pathname);
}

/** A visitor who already answered the cookie banner, so it never covers what a test clicks. */
export async function dismissCookieBanner(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'rejected'));
}

/** Every JSON-LD object on the page, parsed (a parse error fails the test that calls this). */
export async function jsonLdOnPage(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}
