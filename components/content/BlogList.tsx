'use client';

import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import PostCard from '@/components/content/PostCard';
import type { PostSummary } from '@/lib/content';

export const ALL = 'All';
export const EMPTY_MESSAGE = 'No articles found in this category.';
const CHANGE_EVENT = 'pastesafe:category';

// The selected category lives in the URL (?category=…), so a filtered list can be linked and reloaded.
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function categoryFromUrl(): string {
  return new URLSearchParams(window.location.search).get('category')?.trim() || ALL;
}

function setCategoryInUrl(category: string) {
  const url = new URL(window.location.href);
  if (category === ALL) url.searchParams.delete('category');
  else url.searchParams.set('category', category);
  // null state: the Next router then takes the new query in (useSearchParams), so analytics, with consent,
  // counts the filtered list as a page view like any route change. Its own state would make it look away.
  window.history.replaceState(null, '', url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

interface BlogListProps {
  posts: PostSummary[];
  categories: string[];
  /** placed between the two halves of the list */
  ad?: ReactNode;
}

export default function BlogList({ posts, categories, ad }: BlogListProps) {
  const selected = useSyncExternalStore(subscribe, categoryFromUrl, () => ALL);
  const select = useCallback((category: string) => setCategoryInUrl(category), []);

  const visible = selected === ALL ? posts : posts.filter((post) => post.categories.includes(selected));
  const half = Math.ceil(visible.length / 2);
  const firstHalf = visible.slice(0, half);
  const secondHalf = visible.slice(half);

  return (
    <>
      <div className="filter" role="group" aria-label="Filter articles by category">
        {[ALL, ...categories].map((category) => (
          <button
            key={category}
            type="button"
            className="filter-button"
            aria-pressed={selected === category}
            onClick={() => select(category)}
          >
            {category}
          </button>
        ))}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {selected === ALL
          ? `Showing all ${visible.length} articles`
          : `Showing ${visible.length} ${visible.length === 1 ? 'article' : 'articles'} in ${selected}`}
      </p>
      {visible.length === 0 ? (
        <div className="empty-state card">
          <p>{EMPTY_MESSAGE}</p>
          <button type="button" className="button button-secondary" onClick={() => select(ALL)}>
            Show all articles
          </button>
        </div>
      ) : (
        <>
          <div className="post-list">
            {firstHalf.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
          {secondHalf.length > 0 && ad}
          {secondHalf.length > 0 && (
            <div className="post-list">
              {secondHalf.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          )}
        </>
      )}
    </>
  );
}
