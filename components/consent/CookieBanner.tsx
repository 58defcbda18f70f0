'use client';
// Cookie consent banner: shown on every route until the visitor chooses, and again when "Cookie settings" in
// the footer reopens it. Not modal: it never traps focus and the page stays usable. On content pages it
// floats at the bottom; on /tool the page renders its own in-flow banner (ToolConsentSlot), already in the
// static HTML, so the tool never moves and nothing covers the input or the Mask/Replace buttons.
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { enforceStoredConsent, syncConsentFromStorage, CONSENT_STORAGE_KEY } from '@/lib/consent';
import { useConsentState } from '@/lib/consent/useConsent';
import { isToolPath } from '@/lib/site';
import { ConsentBannerSection } from './ConsentBannerSection';

export { consentText } from './ConsentBannerSection';

export default function CookieBanner() {
  const { choice, bannerOpen } = useConsentState();
  const onTool = isToolPath(usePathname());

  // Every page load: no choice or `rejected` → delete analytics cookies. Follow choices made in other tabs.
  useEffect(() => {
    enforceStoredConsent();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) syncConsentFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  if (!bannerOpen || onTool) return null;
  return <ConsentBannerSection inFlow={false} reopened={choice !== null} />;
}
