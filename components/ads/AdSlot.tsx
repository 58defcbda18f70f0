'use client';
// One ad slot on a content page (never on /tool). Its box has a fixed height whether or not an ad renders, so
// the page never shifts. Ads wait for consent: the AdSense script is requested only after the visitor accepted
// cookies, and only when NEXT_PUBLIC_ADSENSE_CLIENT was set at build time; without it nothing is rendered.
// After 2 s the slot checks whether the network rendered anything and logs console.warn when it did not
// (ad network unreachable or blocked).
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { AD_RENDER_CHECK_MS, adClientId, adFailureMessage, loadAdScript, requestAd } from '@/lib/consent';
import { isToolPath } from '@/lib/site';
import { useConsentState } from '@/lib/consent/useConsent';
import styles from './AdSlot.module.css';

export interface AdSlotProps {
  /** the ad network's slot id */
  slot: string;
  /** fixed box size, so the page never jumps when an ad renders (or does not) */
  format?: 'horizontal' | 'rectangle';
}

export const AD_SLOT_HEIGHT: Record<NonNullable<AdSlotProps['format']>, number> = { horizontal: 100, rectangle: 250 };

export default function AdSlot({ slot, format = 'horizontal' }: AdSlotProps) {
  const client = adClientId();
  const pathname = usePathname();
  const { choice } = useConsentState();
  const insRef = useRef<HTMLModElement>(null);
  const active = client !== '' && choice === 'accepted' && !isToolPath(pathname);

  useEffect(() => {
    const ins = insRef.current;
    if (!active || !ins) return;
    void loadAdScript(client);
    if (ins.dataset.requested !== 'true') {
      ins.dataset.requested = 'true';
      requestAd();
    }
    const timer = window.setTimeout(() => {
      const message = adFailureMessage(ins, slot);
      if (message) console.warn(message);
    }, AD_RENDER_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [active, client, slot]);

  if (client === '' || isToolPath(pathname)) return null;

  const height = AD_SLOT_HEIGHT[format];
  return (
    <aside aria-label="Advertisement" className={`${styles.slot} ${styles[format]}`} style={{ height }} data-ad-slot-box={slot}>
      {active ? (
        <ins
          ref={insRef}
          className={`adsbygoogle ${styles.ins}`}
          style={{ display: 'block', height }}
          data-ad-client={client}
          data-ad-slot={slot}
        />
      ) : null}
    </aside>
  );
}
