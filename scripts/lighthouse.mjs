// `npm run lighthouse`: mobile Lighthouse on five representative pages of the exported site (out/, built first
// when missing), /tool among them, with the machine's Chromium. Prints the four category scores and the
// Cumulative Layout Shift per URL and exits non-zero when a page misses the targets (Performance ≥ 95,
// Accessibility, Best Practices and SEO = 100).
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and the median run counts, as Lighthouse's own docs
// advise for variable machines; the performance range over the runs is printed beside it.
// Options: LIGHTHOUSE_PORT (default 4122), LIGHTHOUSE_RUNS, CHROME_PATH (default: scripts/find-chrome.cjs),
// --json for raw scores.
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfMissing, startStaticSite } from './static-site.mjs';

const require = createRequire(import.meta.url);
const { findChrome } = require('./find-chrome.cjs');

const PORT = Number(process.env.LIGHTHOUSE_PORT || 4122);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/tool/', '/blog/deepseek-leak-2025/', '/docs/getting-started/', '/faq/'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));

buildIfMissing();

const server = await startStaticSite({ port: PORT });
let chrome;
let failed = false;
try {
  chrome = await chromeLauncher.launch({
    chromePath: findChrome(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(
        `${BASE}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, formFactor: 'mobile' },
      );
      runs.push(result.lhr);
    }
    const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // the median run by performance score (the other categories do not vary between runs)
    runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = runs[Math.floor(runs.length / 2)];
    const { categories, audits } = median;
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(median, id)]));
    const misses = CATEGORIES.filter((id) => scores[id] < TARGETS[id]);
    if (misses.length) failed = true;
    const range = `${score(runs[0], 'performance')}–${score(runs.at(-1), 'performance')}`;
    const cls = audits['cumulative-layout-shift']?.numericValue;
    rows.push({ page: path, ...scores, 'performance runs': range, CLS: cls === undefined ? '–' : cls.toFixed(3), ok: misses.length ? `below target: ${misses.join(', ')}` : 'yes' });
    // name the audits that cost points, so the report says what to fix
    for (const id of misses) {
      for (const ref of categories[id].auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          console.log(`  ${path} ${id}: ${audit.id} (${audit.displayValue ?? audit.score}) ${audit.title}`);
        }
      }
    }
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else console.table(rows);
} finally {
  await chrome?.kill();
  server.close();
}
process.exit(failed ? 1 : 0);
