// Browser benchmark of /tool on the exported site (out/): 1,000,000 characters of mixed logs → Replace.
// Prints, as the median of several runs, the time from the click until the output is on screen and the
// longest main-thread task (Long Tasks API) in that interval; then the first-load JavaScript of / and /tool.
// Then the file mode on a generated 100 MB log and a 30 MB value-dense one (scripts/bench/tool-file.ts: MB/s,
// longest task, JS heap).
// Usage: npm run bench:tool   (builds out/ first when it is missing; BENCH_RUNS=5, BENCH_PORT=4101;
//        BENCH_TOOL=text or =file runs only that part; BENCH_FILE_LOGS=mixed,dense, BENCH_FILE_MB=100, BENCH_DENSE_MB=30,
//        BENCH_FILE_RUNS=3, BENCH_FILE_MODE=mask)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { median } from './bench/median';
import { seededRandom } from './bench/random';
import { benchFileMode } from './bench/tool-file';
import { buildIfMissing, startStaticSite } from './static-site.mjs';

const require = createRequire(__filename);
const { findChrome, CHROME_FLAGS } = require('./find-chrome.cjs') as { findChrome: () => string; CHROME_FLAGS: string[] };

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'out');
const PORT = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 4101);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_CHARS = 1_000_000;
const TARGET_VISIBLE_MS = 2000;
const TARGET_LONG_TASK_MS = 200;

/** Firewall, application, JSON and URL lines with a realistic share of repeated and unique values. */
export function mixedLogs(chars: number, random = seededRandom(7)): string {
  const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const int = (n: number) => Math.floor(random() * n);
  const users = Array.from({ length: 400 }, (_, i) => `${pick(['jsmith', 'mwong', 'akhan', 'lgarcia', 'pchen', 'ovaldez'])}${i}@${pick(['initech.com', 'globex.io', 'umbrella-corp.net', 'hooli.co.uk'])}`);
  const internal = () => `10.${int(256)}.${int(256)}.${1 + int(254)}`;
  const external = () => `${pick([52, 81, 104, 145, 185, 212])}.${int(256)}.${int(256)}.${1 + int(254)}`;
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[int(16)]).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  const mac = () => Array.from({ length: 6 }, () => hex(2).toUpperCase()).join(':');
  const time = (i: number) => `2024-03-14T${String(9 + (i % 10)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}Z`;
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    let line: string;
    switch (i % 6) {
      case 0: line = `${time(i)} fw01 ACCEPT TCP src=${internal()}:${1024 + int(60000)} dst=${external()}:443 user=${pick(users)} mac=${mac()}`; break;
      case 1: line = `${time(i)} fw01 DROP UDP src=${external()}:${1024 + int(60000)} dst=${internal()}:161 rule=block-snmp count=${int(90)}`; break;
      case 2: line = `${time(i)} api[${1000 + int(9000)}] POST /v1/login request_id=${uuid()} client=${external()} status=${pick([200, 401, 403])} latency_ms=${int(900)}`; break;
      case 3: line = `${time(i)} api[${1000 + int(9000)}] auth failed for ${pick(users)} password=${hex(12)} api_key=AKIA${hex(16).toUpperCase()}`; break;
      case 4: line = `{"ts":"${time(i)}","level":"info","msg":"session started","user":"${pick(users)}","ip":"${internal()}","session":"${uuid()}"}`; break;
      default: line = `${time(i)} proxy GET https://portal.initech.com/reports?id=${int(100000)}&token=${hex(24)} from ${internal()} bytes=${int(100000)}`;
    }
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n').slice(0, chars);
}

// Runs in the page. A plain string: tsx would otherwise wrap named functions in a helper the page lacks.
const MEASURE_REPLACE = `(async () => {
  const tasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask' });
  const region = document.querySelector('[role="region"][aria-label="Output"]');
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Replace');
  const started = performance.now();
  button.click();
  await new Promise((resolve) => {
    const check = () => (region.getAttribute('data-state') === 'done' && region.querySelector('mark') ? resolve() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
  // Wait for the frame that shows the output.
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const visible = performance.now();
  // Then until the Rules Distribution (lists and the drawn chart) is on screen too.
  await new Promise((resolve) => {
    const check = () => ([...document.querySelectorAll('h2')].some((h) => h.textContent === 'Rules Distribution') && document.querySelector('canvas') ? resolve() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const settled = performance.now();
  await new Promise((r) => setTimeout(r, 600)); // long-task entries arrive asynchronously
  observer.disconnect();
  const within = (end) => tasks.filter((t) => t.start + t.duration >= started && t.start <= end);
  const during = within(settled);
  return {
    visibleMs: visible - started,
    settledMs: settled - started,
    longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
    longTasks: during.length,
  };
})()`;

interface BenchRun { visibleMs: number; settledMs: number; longestTaskMs: number; longTasks: number }

function firstLoadJs(route: string): { files: number; raw: number; gzip: number } {
  const html = readFileSync(path.join(OUT, route, 'index.html'), 'utf8');
  // Scripts the page loads (the noModule polyfill is skipped: modern browsers never fetch it).
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0]));
  const sources = new Set(tags.map((m) => m[1].split('?')[0]));
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const file = path.join(OUT, decodeURIComponent(src));
    if (!existsSync(file)) continue;
    raw += statSync(file).size;
    gzip += gzipSync(readFileSync(file)).length;
  }
  return { files: sources.size, raw, gzip };
}

async function benchTextBox(browser: Browser, base: string) {
  const text = mixedLogs(TARGET_CHARS);
  const runs: BenchRun[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/tool/`);
    await page.getByLabel('Input', { exact: true }).waitFor();
    await page.getByLabel('Input', { exact: true }).evaluate((area, value) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
    await page.getByText('1,000,000 / 1,000,000 characters').waitFor();
    await page.waitForTimeout(800); // let the input settle before timing
    const measured = (await page.evaluate(MEASURE_REPLACE)) as BenchRun;
    runs.push(measured);
    console.log(`run ${run + 1}: output visible after ${measured.visibleMs.toFixed(0)} ms, chart and lists after ${measured.settledMs.toFixed(0)} ms, longest main-thread task ${measured.longestTaskMs.toFixed(0)} ms (${measured.longTasks} long tasks)`);
    await page.close();
  }
  const visible = median(runs.map((r) => r.visibleMs));
  const longest = median(runs.map((r) => r.longestTaskMs));
  console.log(`\n/tool, ${TARGET_CHARS.toLocaleString('en-US')} characters of mixed logs → Replace (median of ${RUNS}):`);
  console.log(`  output visible:         ${visible.toFixed(0)} ms (target < ${TARGET_VISIBLE_MS} ms) ${visible < TARGET_VISIBLE_MS ? 'OK' : 'OVER'}`);
  console.log(`  chart and lists visible:  ${median(runs.map((r) => r.settledMs)).toFixed(0)} ms`);
  console.log(`  longest main-thread task (click → chart and lists): ${longest.toFixed(0)} ms (target < ${TARGET_LONG_TASK_MS} ms) ${longest < TARGET_LONG_TASK_MS ? 'OK' : 'OVER'}`);
  for (const route of ['', 'tool']) {
    const js = firstLoadJs(route);
    console.log(`  first-load JS /${route}${route ? '/' : ''}: ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzip (${js.files} scripts)`);
  }
}

async function main() {
  buildIfMissing('out/tool/index.html');
  const server = await startStaticSite({ port: PORT, readyPath: '/tool/' });
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_FLAGS });
  const only = process.env.BENCH_TOOL;
  try {
    if (only !== 'file') await benchTextBox(browser, server.base);
    if (only !== 'text') await benchFileMode(browser, server.base);
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1]?.endsWith('bench-tool.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
