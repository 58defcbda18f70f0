'use client';
// The consent banner itself: the text, Accept and Reject. Placed by CookieBanner (floating, on content pages)
// or by ToolConsentSlot (in the flow of /tool, present in the static HTML so nothing moves).
import { useEffect, useRef } from 'react';
import { adClientId, analyticsId, chooseConsent, closeConsentBanner } from '@/lib/consent';
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

interface Props {
  /** Part of the page's flow (on /tool) instead of floating over it. */
  inFlow: boolean;
  /** Reopened from "Cookie settings": focus moves in, and back out when it closes. */
  reopened: boolean;
  /** Rendered before hydration: hidden by CSS when the inline script found a stored choice. */
  beforeHydration?: boolean;
}

export function ConsentBannerSection({ inFlow, reopened, beforeHydration }: Props) {
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!reopened) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    regionRef.current?.focus();
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [reopened]);

  return (
    <section
      ref={regionRef}
      className={inFlow ? `${styles.banner} ${styles.inFlow}` : styles.banner}
      data-before-hydration={beforeHydration || undefined}
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
}
