import {
  ADSENSE_SCRIPT_ID,
  GTAG_SCRIPT_ID,
  adFailureMessage,
  adRendered,
  analyticsCookieNames,
  chooseConsent,
  clearAnalyticsCookies,
  closeConsentBanner,
  cookieDomainsFor,
  denyAnalytics,
  enforceStoredConsent,
  getConsentState,
  grantAnalytics,
  loadAdScript,
  openConsentBanner,
  readConsent,
  sendPageView,
  subscribeConsent,
  syncConsentFromStorage,
  writeConsent,
} from '@/lib/consent';
import { cookieNames, gtagCalls, resetEverything } from './helpers';

function setAnalyticsCookies() {
  document.cookie = '_ga=GA1.1.123.456; Path=/';
  document.cookie = '_ga_TEST000000=GS1.1.789; Path=/';
  document.cookie = '_gid=GA1.1.42; Path=/';
  document.cookie = '_gat_UA-1=1; Path=/';
  document.cookie = 'theme=dark; Path=/';
}

beforeEach(resetEverything);

describe('stored choice', () => {
  test('is read back as accepted or rejected, and anything else counts as no choice', () => {
    expect(readConsent()).toBeNull();
    writeConsent('accepted');
    expect(window.localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(readConsent()).toBe('accepted');
    writeConsent('rejected');
    expect(readConsent()).toBe('rejected');
    window.localStorage.setItem('cookieConsent', 'yes please');
    expect(readConsent()).toBeNull();
  });
});

describe('analytics cookies', () => {
  test('only _ga, _ga_<id>, _gid and _gat cookies are deleted; other cookies stay', () => {
    setAnalyticsCookies();
    expect(analyticsCookieNames().sort()).toEqual(['_ga', '_ga_TEST000000', '_gat_UA-1', '_gid']);
    const removed = clearAnalyticsCookies();
    expect(removed.sort()).toEqual(['_ga', '_ga_TEST000000', '_gat_UA-1', '_gid']);
    expect(cookieNames()).toEqual(['theme']);
  });

  test('deletion is tried on the host and every parent domain gtag may have used', () => {
    expect(cookieDomainsFor('www.pastesafe.app')).toEqual(['www.pastesafe.app', '.www.pastesafe.app', 'pastesafe.app', '.pastesafe.app']);
    expect(cookieDomainsFor('127.0.0.1')).toEqual([]);
    expect(cookieDomainsFor('localhost')).toEqual([]);
  });
});

describe('consent state machine', () => {
  test('a first visit shows the banner and deletes leftover analytics cookies', () => {
    setAnalyticsCookies();
    expect(getConsentState()).toEqual({ choice: null, bannerOpen: true });
    enforceStoredConsent();
    expect(cookieNames()).toEqual(['theme']);
  });

  test('a stored rejection hides the banner and still deletes analytics cookies on load', () => {
    window.localStorage.setItem('cookieConsent', 'rejected');
    setAnalyticsCookies();
    expect(getConsentState()).toEqual({ choice: 'rejected', bannerOpen: false });
    enforceStoredConsent();
    expect(cookieNames()).toEqual(['theme']);
  });

  test('a stored acceptance hides the banner and keeps analytics cookies', () => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    setAnalyticsCookies();
    expect(getConsentState()).toEqual({ choice: 'accepted', bannerOpen: false });
    expect(enforceStoredConsent()).toEqual([]);
    expect(cookieNames()).toContain('_ga');
  });

  test('Accept stores accepted, closes the banner and notifies subscribers at once', () => {
    const listener = jest.fn();
    subscribeConsent(listener);
    chooseConsent('accepted');
    expect(window.localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(getConsentState()).toEqual({ choice: 'accepted', bannerOpen: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('Reject stores rejected, closes the banner and deletes analytics cookies at once', () => {
    setAnalyticsCookies();
    chooseConsent('rejected');
    expect(window.localStorage.getItem('cookieConsent')).toBe('rejected');
    expect(getConsentState()).toEqual({ choice: 'rejected', bannerOpen: false });
    expect(cookieNames()).toEqual(['theme']);
  });

  test('Cookie settings reopens the banner; Escape-style close keeps the earlier choice', () => {
    chooseConsent('accepted');
    openConsentBanner();
    expect(getConsentState()).toEqual({ choice: 'accepted', bannerOpen: true });
    closeConsentBanner();
    expect(getConsentState()).toEqual({ choice: 'accepted', bannerOpen: false });
  });

  test('a first-time banner cannot be closed without a choice', () => {
    closeConsentBanner();
    expect(getConsentState()).toEqual({ choice: null, bannerOpen: true });
  });

  test('a choice can be changed from accepted to rejected, which deletes the cookies', () => {
    chooseConsent('accepted');
    setAnalyticsCookies();
    openConsentBanner();
    chooseConsent('rejected');
    expect(readConsent()).toBe('rejected');
    expect(cookieNames()).toEqual(['theme']);
  });

  test('a choice made in another tab is followed', () => {
    expect(getConsentState().choice).toBeNull();
    window.localStorage.setItem('cookieConsent', 'rejected');
    setAnalyticsCookies();
    syncConsentFromStorage();
    expect(getConsentState()).toEqual({ choice: 'rejected', bannerOpen: false });
    expect(cookieNames()).toEqual(['theme']);
  });
});

describe('gtag with Consent Mode', () => {
  test('granting defaults to denied, updates to granted, configures 30-day SameSite=None;Secure cookies and loads gtag.js once', () => {
    grantAnalytics('G-TEST000000');
    grantAnalytics('G-TEST000000');
    const calls = gtagCalls();
    expect(calls[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(calls[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(calls.filter((c) => c[0] === 'config')).toEqual([
      ['config', 'G-TEST000000', { send_page_view: false, cookie_expires: 2592000, cookie_flags: 'SameSite=None;Secure' }],
    ]);
    expect(calls.filter((c) => c[0] === 'js')).toHaveLength(1);
    const scripts = document.querySelectorAll(`script#${GTAG_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST000000');
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  });

  test('denying queues analytics_storage denied and loads no script', () => {
    denyAnalytics();
    expect(gtagCalls()).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(document.getElementById(GTAG_SCRIPT_ID)).toBeNull();
  });

  test('a page view carries path and query, is sent once per URL, and never before consent', () => {
    expect(sendPageView('/blog/')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    grantAnalytics('G-TEST000000');
    expect(sendPageView('/blog/?category=Compliance')).toBe(true);
    expect(sendPageView('/blog/?category=Compliance')).toBe(false);
    expect(sendPageView('/docs/')).toBe(true);
    const views = gtagCalls().filter((c) => c[0] === 'event' && c[1] === 'page_view');
    expect(views).toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: '/blog/?category=Compliance', page_location: 'http://localhost/blog/?category=Compliance' })],
      ['event', 'page_view', expect.objectContaining({ page_path: '/docs/' })],
    ]);
  });
});

describe('AdSense loader', () => {
  test('adds the script once and reports a blocked load as failed', async () => {
    const first = loadAdScript('ca-pub-0000000000000000');
    const second = loadAdScript('ca-pub-0000000000000000');
    const scripts = document.querySelectorAll(`script#${ADSENSE_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-0000000000000000',
    );
    scripts[0].dispatchEvent(new Event('error'));
    await expect(first).resolves.toBe('failed');
    await expect(second).resolves.toBe('failed');
    const ins = document.createElement('ins');
    expect(adFailureMessage(ins, 'blog-top')).toMatch(/unavailable or blocked/);
  });

  test('a filled slot counts as rendered and produces no warning', () => {
    const ins = document.createElement('ins');
    expect(adRendered(ins)).toBe(false);
    ins.setAttribute('data-ad-status', 'filled');
    expect(adRendered(ins)).toBe(true);
    expect(adFailureMessage(ins, 'blog-top')).toBeNull();
  });
});
