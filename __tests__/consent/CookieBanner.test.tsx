import { act, render, screen } from '@testing-library/react';
import CookieBanner from '@/components/consent/CookieBanner';
import CookieSettingsButton from '@/components/consent/CookieSettingsButton';
import { ToolConsentSlot } from '@/components/consent/ToolConsentSlot';
import { CONSENT_SLOT_ID } from '@/lib/site';
import { cookieNames, resetEverything } from './helpers';

const navigation = { pathname: '/' };
jest.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

function renderPage() {
  return render(
    <>
      <main>
        <h1>Page</h1>
      </main>
      <footer>
        <CookieSettingsButton />
      </footer>
      <CookieBanner />
    </>,
  );
}

beforeEach(() => {
  resetEverything();
  navigation.pathname = '/';
  delete process.env.NEXT_PUBLIC_GA_ID;
  delete process.env.NEXT_PUBLIC_ADSENSE_CLIENT;
});

afterAll(() => {
  delete process.env.NEXT_PUBLIC_GA_ID;
  delete process.env.NEXT_PUBLIC_ADSENSE_CLIENT;
});

describe('the banner says what accepting turns on in this build', () => {
  const text = () => screen.getByRole('region', { name: 'Cookie consent' }).textContent ?? '';

  test('built without analytics or ad ids: it still appears and says nothing is loaded either way', () => {
    renderPage();
    expect(text()).toMatch(/loads no analytics and no ads, whether you accept or reject/);
    expect(text()).not.toMatch(/Google/);
  });

  test('built with both ids: it names Google Analytics and Google AdSense', () => {
    process.env.NEXT_PUBLIC_GA_ID = 'G-TEST000000';
    process.env.NEXT_PUBLIC_ADSENSE_CLIENT = 'ca-pub-0000000000000000';
    renderPage();
    expect(text()).toMatch(/With your consent we use Google Analytics cookies to count visits and Google AdSense to show ads/);
  });

  test('built with an analytics id only: it names analytics and no ads', () => {
    process.env.NEXT_PUBLIC_GA_ID = 'G-TEST000000';
    renderPage();
    expect(text()).toMatch(/Google Analytics/);
    expect(text()).not.toMatch(/AdSense|\bads\b/);
  });
});

test('on /tool the banner sits in the page flow, in the slot the page provides, not over the tool', () => {
  navigation.pathname = '/tool/';
  const { container } = render(
    <>
      <main>
        <ToolConsentSlot />
        <label htmlFor="in">Input</label>
        <textarea id="in" />
      </main>
      <CookieBanner />
    </>,
  );
  const region = screen.getByRole('region', { name: 'Cookie consent' });
  expect(screen.getAllByRole('region', { name: 'Cookie consent' })).toHaveLength(1);
  expect(container.querySelector(`#${CONSENT_SLOT_ID}`)).toContainElement(region);
  expect(region.className).toMatch(/inFlow/);
  act(() => screen.getByRole('button', { name: 'Reject' }).click());
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
});

test('a first-time visitor sees a labelled cookie region with Accept and Reject buttons', () => {
  renderPage();
  const region = screen.getByRole('region', { name: 'Cookie consent' });
  expect(region).toBeVisible();
  expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy/');
});

test('leftover analytics cookies are deleted when the banner mounts without a choice', () => {
  document.cookie = '_ga=GA1.1.1.1; Path=/';
  document.cookie = 'theme=dark; Path=/';
  renderPage();
  expect(cookieNames()).toEqual(['theme']);
});

test('Accept stores the choice and hides the banner without a reload', () => {
  renderPage();
  act(() => screen.getByRole('button', { name: 'Accept' }).click());
  expect(window.localStorage.getItem('cookieConsent')).toBe('accepted');
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
});

test('Reject stores the choice, deletes analytics cookies and hides the banner', () => {
  renderPage();
  document.cookie = '_ga_TEST000000=GS1; Path=/';
  act(() => screen.getByRole('button', { name: 'Reject' }).click());
  expect(window.localStorage.getItem('cookieConsent')).toBe('rejected');
  expect(cookieNames()).toEqual([]);
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
});

test('a returning visitor who already chose sees no banner', () => {
  window.localStorage.setItem('cookieConsent', 'rejected');
  renderPage();
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
});

test('Cookie settings reopens the banner, moves focus into it and gives focus back after the new choice', () => {
  window.localStorage.setItem('cookieConsent', 'accepted');
  renderPage();
  const settings = screen.getByRole('button', { name: 'Cookie settings' });
  settings.focus();
  act(() => settings.click());
  const region = screen.getByRole('region', { name: 'Cookie consent' });
  expect(region).toHaveFocus();
  act(() => screen.getByRole('button', { name: 'Reject' }).click());
  expect(window.localStorage.getItem('cookieConsent')).toBe('rejected');
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  expect(settings).toHaveFocus();
});

test('Escape closes a reopened banner and keeps the earlier choice', () => {
  window.localStorage.setItem('cookieConsent', 'accepted');
  renderPage();
  act(() => screen.getByRole('button', { name: 'Cookie settings' }).click());
  const region = screen.getByRole('region', { name: 'Cookie consent' });
  act(() => {
    region.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  expect(window.localStorage.getItem('cookieConsent')).toBe('accepted');
});

test('the banner does not trap focus: its controls are ordinary tab stops after the page content', () => {
  renderPage();
  const region = screen.getByRole('region', { name: 'Cookie consent' });
  expect(region).not.toHaveAttribute('aria-modal');
  expect(region.getAttribute('role')).not.toBe('dialog');
  for (const button of region.querySelectorAll('button')) expect(button.tabIndex).toBe(0);
});

test("/tool's static HTML already holds the banner, and a script before it hides it when a choice is stored", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renderer, only here
  const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
  const html = renderToStaticMarkup(<ToolConsentSlot />);
  expect(html).toMatch(/<script>.*localStorage\.getItem\("cookieConsent"\).*data-consent-chosen.*<\/script><div id="consent-slot">.*Cookie consent.*Accept.*Reject/s);
  expect(html).toContain('data-before-hydration="true"');
  const script = /<script>(.*?)<\/script>/s.exec(html)![1];
  for (const [stored, marked] of [['accepted', true], ['rejected', true], ['maybe', false], [null, false]] as const) {
    document.documentElement.removeAttribute('data-consent-chosen');
    if (stored) localStorage.setItem('cookieConsent', stored);
    else localStorage.removeItem('cookieConsent');
    new Function(script)();
    expect(document.documentElement.hasAttribute('data-consent-chosen')).toBe(marked);
  }
  document.documentElement.removeAttribute('data-consent-chosen');
});
