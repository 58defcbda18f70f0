'use client';
// The consent banner's place on /tool, at the top of the page's flow. The static HTML already holds the
// banner, so a first visit never moves once painted; the inline script just before it hides that copy
// before the first paint when a choice is stored (CONSENT_CHOSEN_ATTRIBUTE on <html>), so a returning
// visit does not move either. After hydration the consent state decides, as everywhere else.
import { useEffect, useState } from 'react';
import { CONSENT_STORAGE_KEY } from '@/lib/consent';
import { useConsentState } from '@/lib/consent/useConsent';
import { CONSENT_SLOT_ID } from '@/lib/site';
import { ConsentBannerSection } from './ConsentBannerSection';

export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';

/** Runs before the first paint: marks <html> when a valid choice is stored (see CookieBanner.module.css). */
const MARK_STORED_CHOICE = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});if(c==='accepted'||c==='rejected')document.documentElement.setAttribute(${JSON.stringify(CONSENT_CHOSEN_ATTRIBUTE)},'')}catch(e){}`;

export function ToolConsentSlot() {
  const [hydrated, setHydrated] = useState(false);
  const { choice, bannerOpen } = useConsentState();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored choice exists only in the browser
  useEffect(() => setHydrated(true), []);
  const open = hydrated ? bannerOpen : true;
  return (
    <>
      {/* A fixed string of this file, not user text; before the banner, so it is hidden before it is parsed. */}
      <script dangerouslySetInnerHTML={{ __html: MARK_STORED_CHOICE }} />
      <div id={CONSENT_SLOT_ID}>
        {open && <ConsentBannerSection inFlow reopened={hydrated && choice !== null} beforeHydration={!hydrated} />}
      </div>
    </>
  );
}
