'use client';
// When a list entry's button removes the entry, the button leaves the DOM and focus would fall to the page
// body. Before acting, the entry says so (willRemove); once it is gone, focus moves to the same action of the
// entry now in its place (or the one before it), else to the fallback (the list's heading).
import { useLayoutEffect, useRef, type RefObject } from 'react';

interface Pending {
  key: string;
  index: number;
  action: string;
}

/**
 * `list` goes on the <ul>; each <li> carries `data-key`, each action button `data-action`. Re-checked after
 * every render, because the entry may leave only after an asynchronous re-run.
 */
export function useKeepFocusInList<L extends HTMLElement>(fallback: RefObject<HTMLElement | null>) {
  const list = useRef<L>(null);
  const pending = useRef<Pending | null>(null);

  useLayoutEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const items = list.current ? (Array.from(list.current.children) as HTMLElement[]) : [];
    if (items.some((item) => item.dataset.key === wanted.key)) return;
    pending.current = null;
    const active = document.activeElement;
    // The person has moved on meanwhile: leave their focus where it is.
    if (active && active !== document.body && !list.current?.contains(active)) return;
    const next = items[Math.min(wanted.index, items.length - 1)];
    const target = next?.querySelector<HTMLElement>(`[data-action="${wanted.action}"]`) ?? next?.querySelector<HTMLElement>('button') ?? fallback.current;
    target?.focus();
  });

  const willRemove = (key: string, index: number, action: string) => {
    pending.current = { key, index, action };
  };

  return { list, willRemove };
}
