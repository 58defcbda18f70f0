'use client';
// Cookie consent banner: shown on every route (content pages and /tool) until the visitor chooses, and again
// when "Cookie settings" in the footer reopens it. Not modal: it never traps focus and the page stays usable.
// It says what accepting turns on in this build (the ids it was built with). On /tool it sits in the page's
// flow at the top of the page (CONSENT_SLOT_ID), so it never covers the input or the Mask/Replace buttons.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePathname } from 'next/navigation';
import {
  adClientId,
  analyticsId,
  chooseConsent,
  closeConsentBanner,
  enforceStoredConsent,
  syncConsentFromStorage,
  CONSENT_STORAGE_KEY,
} from '@/lib/consent';
import { useConsentState } from '@/lib/consent/useConsent';
import { CONSENT_SLOT_ID, isToolPath } from '@/lib/site';
import styles from './CookieBanner.module.css';

/** What accepting turns on, for the ids this build was made with. */
export function consentText(hasAnalytics: boolean, hasAds: boolean): string {
  const tool = 'The tool never sends the text you paste anywhere, and loads no third-party script.';
  if (!hasAnalytics && !hasAds) {
    return `This site loads no analytics and no ads, whether you accept or reject: your choice is only stored in this browser. ${tool}`;
  }
  const uses = [hasAnalytics && 'Google Analytics cookies to count visits', hasAds && 'Google AdSense to show ads on content pages'].filter(Boolean);
  return `With your consent we use ${uses.join(' and ')}. Without it, ${uses.length === 1 ? 'that is' : 'neither is'} loaded. ${tool}`;
}

export default function CookieBanner() {
  const { choice, bannerOpen } = useConsentState();
  const inFlow = isToolPath(usePathname());
  const [slot, setSlot] = useState<HTMLElement | null>(null);
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

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the slot is in the DOM only after mount
    setSlot(inFlow ? document.getElementById(CONSENT_SLOT_ID) : null);
  }, [inFlow]);

  if (!bannerOpen) return null;
  const placed = inFlow && slot !== null;

  const banner = (
    <section
      ref={regionRef}
      className={placed ? `${styles.banner} ${styles.inFlow}` : styles.banner}
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
        {consentText(analyticsId() !== '', adClientId() !== '')} <a href="/privacy-policy/">Privacy Policy</a>
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
  return placed ? createPortal(banner, slot) : banner;
}
