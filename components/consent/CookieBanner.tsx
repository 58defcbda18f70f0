'use client';
// Cookie consent banner: shown on every route (content pages and /tool) until the visitor chooses, and again
// when "Cookie settings" in the footer reopens it. Not modal: it never traps focus and the page stays usable.
import { useEffect, useRef } from 'react';
import {
  chooseConsent,
  closeConsentBanner,
  enforceStoredConsent,
  syncConsentFromStorage,
  CONSENT_STORAGE_KEY,
} from '@/lib/consent';
import { useConsentState } from '@/lib/consent/useConsent';
import styles from './CookieBanner.module.css';

export default function CookieBanner() {
  const { choice, bannerOpen } = useConsentState();
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const reopened = bannerOpen && choice !== null;

  // Every page load: no choice or `rejected` → delete analytics cookies. Follow choices made in other tabs.
  useEffect(() => {
    enforceStoredConsent();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) syncConsentFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Reopened from "Cookie settings": move focus into the banner, and give it back afterwards.
  useEffect(() => {
    if (!reopened) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    regionRef.current?.focus();
  }, [reopened]);

  useEffect(() => {
    if (bannerOpen || !returnFocusTo.current) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target.isConnected) target.focus();
  }, [bannerOpen]);

  if (!bannerOpen) return null;

  return (
    <section
      ref={regionRef}
      className={styles.banner}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeConsentBanner();
      }}
    >
      <p id="cookie-banner-title" className={styles.title}>
        Cookie consent
      </p>
      <p id="cookie-banner-text" className={styles.text}>
        With your consent we use Google Analytics cookies to count visits and show ads on content pages. The
        tool never sends the text you paste anywhere, and loads no third-party script.{' '}
        <a href="/privacy-policy/">Privacy Policy</a>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => chooseConsent('accepted')}>
          Accept
        </button>
        <button type="button" className={styles.reject} onClick={() => chooseConsent('rejected')}>
          Reject
        </button>
      </div>
    </section>
  );
}
