import { act, render } from '@testing-library/react';
import Analytics from '@/components/consent/Analytics';
import { GTAG_SCRIPT_ID, chooseConsent } from '@/lib/consent';
import { gtagCalls, resetEverything } from './helpers';

const navigation = { pathname: '/blog/', search: '' };

jest.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

function goTo(path: string) {
  const url = new URL(path, 'http://localhost');
  navigation.pathname = url.pathname;
  navigation.search = url.search.slice(1);
  window.history.pushState(null, '', path);
}

const pageViews = () => gtagCalls().filter((c) => c[0] === 'event' && c[1] === 'page_view').map((c) => (c[2] as { page_path: string }).page_path);

beforeEach(() => {
  resetEverything();
  process.env.NEXT_PUBLIC_GA_ID = 'G-TEST000000';
  goTo('/blog/');
});

afterAll(() => {
  delete process.env.NEXT_PUBLIC_GA_ID;
});

test('without an analytics id nothing is defined or loaded, even after Accept', () => {
  delete process.env.NEXT_PUBLIC_GA_ID;
  window.localStorage.setItem('cookieConsent', 'accepted');
  const { container } = render(<Analytics />);
  expect(container).toBeEmptyDOMElement();
  expect(window.gtag).toBeUndefined();
  expect(document.querySelector('script')).toBeNull();
});

test('before a choice, gtag is neither defined nor loaded', () => {
  render(<Analytics />);
  expect(window.gtag).toBeUndefined();
  expect(document.getElementById(GTAG_SCRIPT_ID)).toBeNull();
});

test('Accept loads gtag with consent granted and sends exactly one page view for the current page', () => {
  const { rerender } = render(<Analytics />);
  act(() => chooseConsent('accepted'));
  rerender(<Analytics />);
  expect(document.getElementById(GTAG_SCRIPT_ID)).not.toBeNull();
  expect(gtagCalls()).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  expect(pageViews()).toEqual(['/blog/']);
});

test('each client-side route change sends one page view with path and query', () => {
  window.localStorage.setItem('cookieConsent', 'accepted');
  const { rerender } = render(<Analytics />);
  goTo('/docs/');
  rerender(<Analytics />);
  rerender(<Analytics />);
  goTo('/blog/?category=Compliance');
  rerender(<Analytics />);
  goTo('/faq/');
  rerender(<Analytics />);
  expect(pageViews()).toEqual(['/blog/', '/docs/', '/blog/?category=Compliance', '/faq/']);
  expect(document.querySelectorAll(`#${GTAG_SCRIPT_ID}`)).toHaveLength(1);
});

test('Reject queues Consent Mode denied and loads nothing', () => {
  render(<Analytics />);
  act(() => chooseConsent('rejected'));
  expect(gtagCalls()).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
  expect(document.getElementById(GTAG_SCRIPT_ID)).toBeNull();
  expect(pageViews()).toEqual([]);
});

test('on /tool nothing is defined or loaded even with consent accepted', () => {
  window.localStorage.setItem('cookieConsent', 'accepted');
  goTo('/tool/');
  render(<Analytics />);
  expect(window.gtag).toBeUndefined();
  expect(window.dataLayer).toBeUndefined();
  expect(document.querySelector('script')).toBeNull();
});
