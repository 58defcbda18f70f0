// What /tool's page itself runs on arrival (issue 31, Lighthouse): the first screen's code only. The engine runs
// in the masking worker and is never loaded by the page; the chart's code loads once a person starts on a text.
import { expect, test, type Page } from '@playwright/test';

/** A string only the engine's rule table holds (a rule id), and one only Chart.js holds (its own error text). */
const ENGINE_MARK = 'aws-secret-access-key';
const CHART_MARK = 'Canvas is already in use';

/** The scripts the document loaded (script tags, preloads and dynamic imports; a worker's own scripts are not the page's). */
async function pageScripts(page: Page): Promise<Array<{ url: string; code: string }>> {
  const urls = await page.evaluate(() =>
    performance.getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'other' && /\.js(\?|$)/.test(entry.name))
      .map((entry) => entry.name),
  );
  return Promise.all(urls.map(async (url) => ({ url, code: await (await page.request.get(url)).text() })));
}

/** The URLs of the scripts among `scripts` that hold `mark`. */
const holding = (scripts: Array<{ url: string; code: string }>, mark: string) => scripts.filter(({ code }) => code.includes(mark)).map(({ url }) => url);

test('on arrival the page loads neither the engine nor the chart; starting on a text loads the chart, still no engine', async ({ page }) => {
  await page.goto('/tool/');
  await expect(page.getByLabel('Input', { exact: true })).toBeEditable();
  // Let hydration, the worker's start and any idle work run.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const onArrival = await pageScripts(page);
  expect(onArrival.length).toBeGreaterThan(3);
  expect(holding(onArrival, ENGINE_MARK)).toEqual([]);
  expect(holding(onArrival, CHART_MARK)).toEqual([]);

  await page.getByLabel('Input', { exact: true }).focus();
  await expect.poll(async () => holding(await pageScripts(page), CHART_MARK).length, { timeout: 10_000 }).toBe(1);

  // The masking itself happens in the worker: a result arrives, and the page has still not loaded the engine.
  await page.getByLabel('Input', { exact: true }).fill('login ok password=hunter2 from 10.20.30.40');
  await page.getByRole('button', { name: 'Mask', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Output' })).toContainText('[Masked Password 1]');
  expect(holding(await pageScripts(page), ENGINE_MARK)).toEqual([]);
});
