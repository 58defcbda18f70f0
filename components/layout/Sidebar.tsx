'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import SiteLink from '@/components/layout/SiteLink';
import { isCurrentPath, isInSection, NAV_ITEMS, SITE_NAME } from '@/lib/site';
import NavIcon from '@/components/layout/NavIcon';

export default function Sidebar() {
  const pathname = usePathname() || '/';
  const [open, setOpen] = useState(false);
  const navId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sidebar">
      <div className="sidebar-bar">
        <SiteLink href="/" className="brand" onClick={() => setOpen(false)}>
          <BrandMark />
          <span>{SITE_NAME}</span>
        </SiteLink>
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            {open ? (
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span>Menu</span>
        </button>
      </div>
      <nav id={navId} aria-label="Main" className={open ? 'sidebar-nav is-open' : 'sidebar-nav'}>
        <ul>
          {NAV_ITEMS.map((item) => {
            const current = isCurrentPath(item.href, pathname);
            const inSection = !current && isInSection(item.href, pathname);
            return (
              <li key={item.href}>
                <SiteLink
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  className={current || inSection ? 'nav-link is-active' : 'nav-link'}
                  onClick={() => setOpen(false)}
                >
                  <NavIcon name={item.label} />
                  {item.label}
                </SiteLink>
              </li>
            );
          })}
        </ul>
        <p className="sidebar-note">Everything you paste stays in your browser.</p>
      </nav>
    </header>
  );
}

function BrandMark() {
  return (
    <svg className="brand-mark" aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M16 6l8 3v6c0 5-3.4 9-8 11-4.6-2-8-6-8-11V9l8-3z" fill="var(--brand-contrast)" />
      <path d="M12.5 16l2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
