// Privacy proof against the plain export (out/, built WITHOUT NEXT_PUBLIC_GA_ID / NEXT_PUBLIC_ADSENSE_CLIENT):
// a full walk through every route in out/sitemap.xml plus /tool, after clicking Accept, makes zero
// third-party requests, and the banner still records the choice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { consentRegion, noteNetwork, watchNetwork } from './privacy-support';

/** Every page path in out/sitemap.xml, following a sitemap index (next-sitemap writes sitemap-0.xml etc.). */
function sitemapPaths(): string[] {
  const locs = (file: string) => [...readFileSync(join('out', file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].trim()));
  const pages: string[] = [];
  const pending = ['sitemap.xml'];
  while (pending.length > 0) {
    for (const url of locs(pending.shift()!)) {
      if (url.pathname.endsWith('.xml')) pending.push(url.pathname.slice(1));
      else pages.push(url.pathname);
    }
  }
  return [...new Set([...pages, '/tool/'])];
}

test('6. without the env vars a walk through every route makes zero third-party requests', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const paths = sitemapPaths();
  expect(paths.length).toBeGreaterThan(1);
  const net = await watchNetwork(context, baseURL!);

  await page.goto('/');
  await expect(consentRegion(page)).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(consentRegion(page)).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe('accepted');

  const visited: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    visited.push(path);
  }
  await page.waitForTimeout(2500); // past the ad slot's 2 s check
  expect(visited).toEqual(paths);
  noteNetwork(`plain build, Accept, then ${paths.length} routes`, net);
  expect(net.requests.length).toBeGreaterThan(paths.length);
  expect(net.thirdParty().map((r) => r.url)).toEqual([]);
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
});
