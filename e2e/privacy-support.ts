// Shared helpers for the privacy proofs (e2e/privacy.spec.ts, e2e/privacy-plain.spec.ts).
// The machines have no internet: every request to another origin is intercepted. Google's two hosts get tiny
// stubs that record what the page asked of them; anything else third-party is aborted and recorded.
import { test, type BrowserContext, type Page, type Request } from '@playwright/test';

export const GTAG_HOST = 'www.googletagmanager.com';
export const ANALYTICS_HOSTS = ['www.googletagmanager.com', 'www.google-analytics.com', 'region1.google-analytics.com'];
export const AD_HOST = 'pagead2.googlesyndication.com';

/**
 * gtag.js stand-in: records every command the page queued in dataLayer (before and after it loaded). Like the
 * real gtag.js, a `config` without `send_page_view: false` counts as an automatic page view.
 */
export const GTAG_STUB = `(function () {
  var w = window;
  var rec = (w.__gtagStub = w.__gtagStub || { loads: 0, calls: [] });
  rec.loads += 1;
  var dl = (w.dataLayer = w.dataLayer || []);
  function norm(entry) {
    try { return JSON.parse(JSON.stringify(Array.prototype.slice.call(entry))); } catch (e) { return ['unserialisable']; }
  }
  function see(entry) {
    var call = norm(entry);
    rec.calls.push(call);
    if (call[0] === 'config' && !(call[2] && call[2].send_page_view === false)) {
      rec.calls.push(['event', 'page_view', { page_path: location.pathname + location.search, automatic: true }]);
    }
  }
  for (var i = 0; i < dl.length; i++) see(dl[i]);
  var push = dl.push;
  dl.push = function () {
    for (var j = 0; j < arguments.length; j++) see(arguments[j]);
    return push.apply(dl, arguments);
  };
})();`;

/** adsbygoogle.js stand-in: counts pushes and "fills" each slot with an empty iframe, as AdSense marks them. */
export const ADS_STUB = `(function () {
  var w = window;
  var rec = (w.__adsStub = w.__adsStub || { loads: 0, pushes: 0 });
  rec.loads += 1;
  function fill() {
    var slots = document.querySelectorAll('ins.adsbygoogle:not([data-adsbygoogle-status])');
    for (var i = 0; i < slots.length; i++) {
      slots[i].setAttribute('data-adsbygoogle-status', 'done');
      slots[i].setAttribute('data-ad-status', 'filled');
      var frame = document.createElement('iframe');
      frame.title = 'Advertisement';
      frame.style.cssText = 'border:0;width:100%;height:100%';
      slots[i].appendChild(frame);
    }
  }
  var queued = w.adsbygoogle || [];
  var api = { loaded: true, push: function () { rec.pushes += 1; fill(); } };
  for (var k = 0; k < queued.length; k++) api.push(queued[k]);
  w.adsbygoogle = api;
})();`;

export interface SeenRequest {
  url: string;
  host: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  thirdParty: boolean;
  /** set when the browser itself refused the request (e.g. 'csp': blocked by Content-Security-Policy, never sent) */
  refused?: string;
}

export interface NetworkLog {
  requests: SeenRequest[];
  /** third-party requests that left the browser (requests refused by CSP before sending are not counted) */
  thirdParty(): SeenRequest[];
  /** requests the page attempted but the browser refused under its Content-Security-Policy */
  refusedByCsp(): SeenRequest[];
  toHost(host: string): SeenRequest[];
  clear(): void;
  /** waits until the full headers of every recorded request are in */
  settle(): Promise<void>;
}

/**
 * Records every request of the context (URL, headers, body) and intercepts every third-party one:
 * the gtag/AdSense hosts get the stubs above (or are aborted with `blockAds`), everything else is aborted.
 */
export async function watchNetwork(context: BrowserContext, siteOrigin: string, options: { blockAds?: boolean } = {}): Promise<NetworkLog> {
  const requests: SeenRequest[] = [];
  const pending: Promise<void>[] = [];
  const record = (request: Request) => {
    const url = request.url();
    if (!/^https?:/.test(url)) return;
    const parsed = new URL(url);
    const seen: SeenRequest = {
      url,
      host: parsed.host,
      method: request.method(),
      headers: request.headers(),
      body: request.postData(),
      thirdParty: parsed.origin !== siteOrigin,
    };
    requests.push(seen);
    // the full header set (cookies included) arrives asynchronously; settle() waits for it
    pending.push(
      request
        .allHeaders()
        .then((headers) => {
          seen.headers = headers;
        })
        .catch(() => undefined),
    );
  };
  context.on('request', record);
  context.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    if (failure === 'csp' || /BLOCKED_BY_CSP/i.test(failure)) {
      const seen = requests.findLast((r) => r.url === request.url() && r.refused === undefined);
      if (seen) seen.refused = 'csp';
    }
  });
  await context.route(
    (url) => /^https?:$/.test(url.protocol) && url.origin !== siteOrigin,
    async (route) => {
      const host = new URL(route.request().url()).host;
      if (host === GTAG_HOST) return route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STUB });
      if (host === AD_HOST && !options.blockAds) return route.fulfill({ status: 200, contentType: 'text/javascript', body: ADS_STUB });
      if (ANALYTICS_HOSTS.includes(host)) return route.fulfill({ status: 204, body: '' });
      return route.abort('blockedbyclient');
    },
  );
  return {
    requests,
    thirdParty: () => requests.filter((r) => r.thirdParty && r.refused !== 'csp'),
    refusedByCsp: () => requests.filter((r) => r.refused === 'csp'),
    toHost: (host) => requests.filter((r) => r.host === host),
    clear: () => {
      requests.length = 0;
    },
    settle: async () => {
      await Promise.all(pending);
    },
  };
}

/** The gtag commands the current document queued (window.dataLayer), as plain arrays. */
export function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry)))),
  );
}

/** What the gtag.js stub received in the current document (null when gtag.js never ran). */
export function gtagStub(page: Page): Promise<{ loads: number; calls: unknown[][] } | null> {
  return page.evaluate(() => (window as unknown as { __gtagStub?: { loads: number; calls: unknown[][] } }).__gtagStub ?? null);
}

export function pageViewPaths(calls: unknown[][]): string[] {
  return calls.filter((c) => c[0] === 'event' && c[1] === 'page_view').map((c) => String((c[2] as { page_path?: string }).page_path));
}

export function consentCommands(calls: unknown[][]): Array<{ kind: string; state: Record<string, string> }> {
  return calls.filter((c) => c[0] === 'consent').map((c) => ({ kind: String(c[1]), state: c[2] as Record<string, string> }));
}

export async function analyticsCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).filter((name) => /^(_ga(_.*)?|_gid|_gat(_.*)?)$/.test(name));
}

/** Pre-sets the cookies a previous Google Analytics visit would have left behind. */
export async function plantAnalyticsCookies(context: BrowserContext, siteOrigin: string): Promise<void> {
  const url = siteOrigin + '/';
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.111111111.1700000000', url },
    { name: '_ga_TEST000000', value: 'GS1.1.1700000000.1.0.1700000000.0.0.0', url },
    { name: '_gid', value: 'GA1.1.222222222.1700000000', url },
    { name: 'theme', value: 'dark', url },
  ]);
}

export function consentRegion(page: Page) {
  return page.getByRole('region', { name: 'Cookie consent' });
}

/** A link to `path` (with or without the trailing slash), e.g. the sidebar's Blog link. */
export function linkTo(page: Page, path: string) {
  const bare = path.replace(/\/$/, '');
  return page.locator(`a[href="${bare}/"], a[href="${bare}"]`).first();
}

/** Adds a one-line summary of what the network panel showed to the test's annotations (see the JSON report). */
export function noteNetwork(step: string, net: NetworkLog): void {
  const byHost = new Map<string, number>();
  for (const r of net.requests) byHost.set(r.host + (r.refused ? ' (refused: ' + r.refused + ')' : ''), (byHost.get(r.host + (r.refused ? ' (refused: ' + r.refused + ')' : '')) ?? 0) + 1);
  const description = `${step}: ${net.requests.length} requests — ${[...byHost].map(([h, n]) => `${h} ×${n}`).join(', ')}`;
  test.info().annotations.push({ type: 'network', description });
}
