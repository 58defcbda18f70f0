import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { dismissCookieBanner, jsonLdOnPage, sitemapUrls } from './site-helpers';

const SIDEBAR = [
  { name: 'About', path: '/about/' },
  { name: 'Contact', path: '/contact/' },
  { name: 'Blog', path: '/blog/' },
  { name: 'Docs', path: '/docs/' },
  { name: 'FAQ', path: '/faq/' },
  { name: 'Home', path: '/' },
];

const FOOTER = [
  { name: 'About', path: '/about/' },
  { name: 'Blog', path: '/blog/' },
  { name: 'Docs', path: '/docs/' },
  { name: 'FAQ', path: '/faq/' },
  { name: 'Privacy Policy', path: '/privacy-policy/' },
  { name: 'Terms of Use', path: '/terms/' },
  { name: 'Contact', path: '/contact/' },
  { name: 'Home', path: '/' },
];

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('navigation', () => {
  test('the sidebar reaches every section and marks the current one with aria-current', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of SIDEBAR) {
      await nav.getByRole('link', { name: item.name, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(nav.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('the Tool links in sidebar and footer are plain links to /tool/', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tool' })).toHaveAttribute('href', '/tool/');
    await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Tool' })).toHaveAttribute('href', '/tool/');
  });

  test('following the Tool link is a full page load, so no script of the content pages survives into /tool', async ({ page }) => {
    await page.goto('/blog/');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'content page'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tool' }).click();
    await expect(page).toHaveURL('/tool/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tool' })).toHaveAttribute('aria-current', 'page');
  });

  test('leaving /tool is a full page load too, so the tool Content-Security-Policy does not outlive it', async ({ page }) => {
    await page.goto('/tool/');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'tool page'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
  });

  test('the footer links reach every page it lists', async ({ page }) => {
    await page.goto('/faq/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const item of FOOTER) {
      await footer.getByRole('link', { name: item.name, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      await expect(page.locator('h1')).toHaveCount(1);
    }
  });

  test('the footer carries the tagline, the 2024 copyright, the donation image and the video channel', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Professional data masking tool for SOC analysts and developers.');
    await expect(footer).toContainText('© 2024 PasteSafe');
    const donation = footer.getByRole('link', { name: /donation/ }).locator('img');
    await expect(donation).toHaveAttribute('width', '217');
    await expect(donation).toHaveAttribute('height', '60');
    await donation.scrollIntoViewIfNeeded();
    await expect.poll(() => donation.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(footer.getByRole('link', { name: /Video tutorials/ })).toHaveAttribute('href', /^https:\/\//);
  });

  test('on a 360 px screen the sidebar hides behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog/');
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('every route change starts at the top of the new page', async ({ page }) => {
    await page.goto('/blog/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL('/docs/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'Getting Started' }).first().click();
    await expect(page).toHaveURL('/docs/getting-started/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('blog', () => {
  test('a category shows only its articles, and All brings every article back', async ({ page }) => {
    await page.goto('/blog/');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(10);
    await page.getByRole('button', { name: 'Compliance', exact: true }).click();
    await expect(page).toHaveURL(/\?category=Compliance$/);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(10);
    for (const card of await cards.all()) {
      await expect(card.getByRole('list', { name: 'Categories' })).toContainText('Compliance');
    }
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(cards).toHaveCount(10);
  });

  test('a category with no articles shows the empty state', async ({ page }) => {
    await page.goto('/blog/?category=Quantum%20Computing');
    await expect(page.getByText('No articles found in this category.')).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expect(page.locator('main article')).toHaveCount(10);
  });

  test('a post links back to the blog and shows its date, categories and sources', async ({ page }) => {
    await page.goto('/blog/nhs-data-ai-2024/');
    await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    const categories = page.getByRole('list', { name: 'Categories' });
    await expect(categories).toContainText('Data Privacy');
    await expect(categories).toContainText('AI Security');
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await expect(page).toHaveURL('/blog/');
  });
});

test.describe('docs', () => {
  test('a doc page links back to the docs index', async ({ page }) => {
    await page.goto('/docs/custom-rules/');
    await page.getByRole('link', { name: 'Back to the docs' }).click();
    await expect(page).toHaveURL('/docs/');
    await expect(page.locator('main li h2 a')).toHaveCount(7);
  });

  test('the Command Line page is in the docs and the sitemap, and serves the CLI with a SHA-256 that matches it', async ({ page }) => {
    await page.goto('/docs/');
    await page.getByRole('link', { name: 'Command Line' }).click();
    await expect(page).toHaveURL('/docs/command-line/');
    expect(await sitemapUrls(page)).toContain(await page.locator('link[rel="canonical"]').getAttribute('href'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Command Line');
    const crumbs = (await jsonLdOnPage(page)).find((item) => item['@type'] === 'BreadcrumbList');
    expect((crumbs?.itemListElement as Array<{ item: string }>).at(-1)?.item).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
    for (const heading of ['Install', 'Three examples', 'Exit codes', 'What the vault guarantees']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const shown = (await page.locator('code.cli-sha256').innerText()).trim();
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    // The link downloads the file in the browser; its digest is the one shown and the one in the .sha256 file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download pastesafe.cjs' }).click()]);
    const dir = mkdtempSync(join(tmpdir(), 'pastesafe-download-'));
    const saved = join(dir, 'pastesafe.cjs');
    await download.saveAs(saved);
    const bytes = readFileSync(saved);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
    expect(await (await page.request.get('/pastesafe.cjs.sha256')).text()).toBe(`${shown}  pastesafe.cjs\n`);
    // It is the bundle built from this source (the build's prebuild step made both), and it runs.
    expect(bytes.equals(readFileSync('dist/pastesafe.cjs'))).toBe(true);
    const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
    expect(execFileSync(process.execPath, [saved, '--version'], { encoding: 'utf8' })).toBe(`pastesafe ${version}\n`);
    await expect(page.locator('main article')).toContainText(`pastesafe ${version}`);
    rmSync(dir, { recursive: true, force: true });
  });

  test('the SOC guide walks through the five steps', async ({ page }) => {
    await page.goto('/docs/use-cases/soc-analyst/');
    const text = (await page.locator('main article').innerText()).toLowerCase();
    for (const step of ['replace', 'false positive', 'copy', 'summar', 'restore']) expect(text).toContain(step);
  });

  for (const way of ['close button', 'overlay click', 'Escape'] as const) {
    test(`a doc image opens full screen and the ${way} closes it, returning focus to the image`, async ({ page }) => {
      await page.goto('/docs/getting-started/');
      const trigger = page.locator('button[data-zoomable]').first();
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const image = dialog.locator('img');
      await expect(image).toBeVisible();
      const fits = await image.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return box.width <= window.innerWidth * 0.9 + 1 && box.height <= window.innerHeight * 0.9 + 1 && box.width > 0;
      });
      expect(fits).toBe(true);

      if (way === 'close button') await dialog.getByRole('button', { name: 'Close enlarged image' }).click();
      if (way === 'overlay click') await page.mouse.click(8, 300);
      if (way === 'Escape') await page.keyboard.press('Escape');

      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }
});

test.describe('every page', () => {
  test('each route in the sitemap answers with one h1, a unique title and description, and a canonical URL', async ({ page }) => {
    const urls = await sitemapUrls(page);
    expect(urls.length).toBeGreaterThanOrEqual(25);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const url of urls) {
      const path = new URL(url).pathname;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1'), path).toHaveCount(1);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(titles.has(title), `duplicate title on ${path}`).toBe(false);
      expect(descriptions.has(description ?? ''), `duplicate description on ${path}`).toBe(false);
      titles.add(title);
      descriptions.add(description ?? '');
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', url);
      await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute('content', /\/og-image\.png$/);
      await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute('content', 'summary_large_image');
      await jsonLdOnPage(page); // parses, or fails here
    }
  });

  test('no page scrolls sideways on a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const url of await sitemapUrls(page)) {
      const path = new URL(url).pathname;
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });

  test('the home page describes the site, the organisation and the free application', async ({ page }) => {
    await page.goto('/');
    const types = (await jsonLdOnPage(page)).map((item) => item['@type']);
    expect(types).toEqual(expect.arrayContaining(['WebSite', 'Organization', 'SoftwareApplication']));
    const app = (await jsonLdOnPage(page)).find((item) => item['@type'] === 'SoftwareApplication');
    expect(app?.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
  });

  test('the FAQ page carries FAQPage data for its eight entries', async ({ page }) => {
    await page.goto('/faq/');
    const faq = (await jsonLdOnPage(page)).find((item) => item['@type'] === 'FAQPage');
    const questions = faq?.mainEntity as Array<{ name: string }>;
    expect(questions).toHaveLength(8);
    await expect(page.locator('main details summary')).toHaveText(questions.map((question) => question.name));
    await page.locator('main details summary').first().click();
    await expect(page.locator('main details').first()).toHaveAttribute('open', '');
  });

  test('a post carries BlogPosting and BreadcrumbList data', async ({ page }) => {
    await page.goto('/blog/deepseek-leak-2025/');
    const data = await jsonLdOnPage(page);
    const posting = data.find((item) => item['@type'] === 'BlogPosting');
    expect(posting?.headline).toBe(await page.locator('h1').innerText());
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect((crumbs?.itemListElement as unknown[]).length).toBe(3);
  });

  test('a doc page carries BreadcrumbList data', async ({ page }) => {
    await page.goto('/docs/detection-rules/patterns/');
    const crumbs = (await jsonLdOnPage(page)).find((item) => item['@type'] === 'BreadcrumbList');
    const items = crumbs?.itemListElement as Array<{ item: string }>;
    expect(items.at(-1)?.item).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
    expect(items.at(-1)?.item).toMatch(/^https?:\/\/[^/]+\/docs\/detection-rules\/patterns\/$/);
  });
});
