import { act, fireEvent, render, screen, within } from '@testing-library/react';
import BlogList, { EMPTY_MESSAGE } from '@/components/content/BlogList';
import type { PostSummary } from '@/lib/content';

const post = (id: string, categories: string[]): PostSummary => ({
  id,
  title: `Title ${id}`,
  date: '2024-01-01',
  summary: `Summary ${id}`,
  categories,
  sources: [],
});

const posts = [post('a', ['AI Security']), post('b', ['Compliance']), post('c', ['AI Security', 'Compliance']), post('d', ['Healthcare'])];
const categories = ['AI Security', 'Compliance', 'Healthcare'];

function titles() {
  return screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

afterEach(() => window.history.replaceState(null, '', '/blog/'));

test('shows every article and the ad between the two halves', () => {
  render(<BlogList posts={posts} categories={categories} ad={<aside aria-label="Advertisement">ad</aside>} />);
  expect(titles()).toEqual(['Title a', 'Title b', 'Title c', 'Title d']);
  const ad = screen.getByRole('complementary', { name: 'Advertisement' });
  // two articles before the ad, two after it
  expect(ad.previousElementSibling?.querySelectorAll('article')).toHaveLength(2);
  expect(ad.nextElementSibling?.querySelectorAll('article')).toHaveLength(2);
});

test('a category button shows only its articles, marks itself pressed and records the choice in the URL', () => {
  render(<BlogList posts={posts} categories={categories} />);
  fireEvent.click(screen.getByRole('button', { name: 'Compliance' }));
  expect(titles()).toEqual(['Title b', 'Title c']);
  expect(screen.getByRole('button', { name: 'Compliance' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  expect(new URLSearchParams(window.location.search).get('category')).toBe('Compliance');

  fireEvent.click(screen.getByRole('button', { name: 'All' }));
  expect(titles()).toHaveLength(4);
  expect(window.location.search).toBe('');
});

test('the URL change is one the Next router takes in (so analytics, with consent, counts it as a page view)', () => {
  // The Next router ignores a history entry whose state is its own (__NA); a fresh entry it syncs into
  // useSearchParams, which the page-view tracker follows. A page that starts with the router's state:
  window.history.replaceState({ __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: {} }, '', '/blog/');
  const seen: unknown[] = [];
  const original = window.history.replaceState.bind(window.history);
  const spy = jest.spyOn(window.history, 'replaceState').mockImplementation((state, unused, url) => {
    seen.push(state);
    original(state, unused, url);
  });
  try {
    render(<BlogList posts={posts} categories={categories} />);
    fireEvent.click(screen.getByRole('button', { name: 'Healthcare' }));
    expect(window.location.search).toBe('?category=Healthcare');
    expect(seen).toHaveLength(1);
    expect((seen[0] as { __NA?: boolean } | null)?.__NA).toBeUndefined();
  } finally {
    spy.mockRestore();
  }
});

test('a category from the URL that has no articles shows the empty state, and "Show all" recovers', () => {
  window.history.replaceState(null, '', '/blog/?category=Quantum');
  render(<BlogList posts={posts} categories={categories} />);
  expect(screen.getByText(EMPTY_MESSAGE)).toBeInTheDocument();
  expect(titles()).toEqual([]);
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
  });
  expect(screen.queryByText(EMPTY_MESSAGE)).not.toBeInTheDocument();
  expect(titles()).toHaveLength(4);
});

test('announces how many articles the filter shows', () => {
  render(<BlogList posts={posts} categories={categories} />);
  fireEvent.click(screen.getByRole('button', { name: 'Healthcare' }));
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 article in Healthcare');
  const group = screen.getByRole('group', { name: 'Filter articles by category' });
  expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['All', ...categories]);
});
