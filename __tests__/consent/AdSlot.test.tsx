import { act, render, screen } from '@testing-library/react';
import AdSlot from '@/components/ads/AdSlot';
import { ADSENSE_SCRIPT_ID, chooseConsent } from '@/lib/consent';
import { resetEverything } from './helpers';

const navigation = { pathname: '/blog/' };
jest.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

beforeEach(() => {
  resetEverything();
  navigation.pathname = '/blog/';
  process.env.NEXT_PUBLIC_ADSENSE_CLIENT = 'ca-pub-0000000000000000';
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

afterAll(() => {
  delete process.env.NEXT_PUBLIC_ADSENSE_CLIENT;
});

test('without an ad client nothing is rendered or loaded', () => {
  delete process.env.NEXT_PUBLIC_ADSENSE_CLIENT;
  window.localStorage.setItem('cookieConsent', 'accepted');
  const { container } = render(<AdSlot slot="blog-top" />);
  expect(container).toBeEmptyDOMElement();
  expect(document.getElementById(ADSENSE_SCRIPT_ID)).toBeNull();
});

test('before consent the box is reserved at its fixed height but no ad script is requested', () => {
  render(<AdSlot slot="blog-top" format="rectangle" />);
  const box = screen.getByRole('complementary', { name: 'Advertisement' });
  expect(box).toHaveStyle({ height: '250px' });
  expect(box.querySelector('ins')).toBeNull();
  expect(document.getElementById(ADSENSE_SCRIPT_ID)).toBeNull();
});

test('Accept renders the ad slot and requests the ad script once for several slots', () => {
  render(
    <>
      <AdSlot slot="blog-top" />
      <AdSlot slot="blog-bottom" />
    </>,
  );
  act(() => chooseConsent('accepted'));
  const slots = document.querySelectorAll('ins.adsbygoogle');
  expect(slots).toHaveLength(2);
  expect(slots[0]).toHaveAttribute('data-ad-client', 'ca-pub-0000000000000000');
  expect(slots[0]).toHaveAttribute('data-ad-slot', 'blog-top');
  expect(document.querySelectorAll(`#${ADSENSE_SCRIPT_ID}`)).toHaveLength(1);
  expect(window.adsbygoogle).toHaveLength(2);
  for (const box of screen.getAllByRole('complementary', { name: 'Advertisement' })) expect(box).toHaveStyle({ height: '100px' });
});

test('when the ad network is blocked the 2 s check warns and the box keeps its size', () => {
  jest.useFakeTimers();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  window.localStorage.setItem('cookieConsent', 'accepted');
  render(<AdSlot slot="blog-top" />);
  act(() => {
    document.getElementById(ADSENSE_SCRIPT_ID)!.dispatchEvent(new Event('error'));
  });
  act(() => jest.advanceTimersByTime(1999));
  expect(warn).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0][0]).toMatch(/unavailable or blocked/);
  expect(screen.getByRole('complementary', { name: 'Advertisement' })).toHaveStyle({ height: '100px' });
});

test('a slot the network filled produces no warning', () => {
  jest.useFakeTimers();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  window.localStorage.setItem('cookieConsent', 'accepted');
  render(<AdSlot slot="blog-top" />);
  act(() => {
    document.getElementById(ADSENSE_SCRIPT_ID)!.dispatchEvent(new Event('load'));
    document.querySelector('ins.adsbygoogle')!.setAttribute('data-ad-status', 'filled');
  });
  act(() => jest.advanceTimersByTime(2500));
  expect(warn).not.toHaveBeenCalled();
});

test('never renders on /tool', () => {
  navigation.pathname = '/tool/';
  window.localStorage.setItem('cookieConsent', 'accepted');
  const { container } = render(<AdSlot slot="tool" />);
  expect(container).toBeEmptyDOMElement();
  expect(document.getElementById(ADSENSE_SCRIPT_ID)).toBeNull();
});
