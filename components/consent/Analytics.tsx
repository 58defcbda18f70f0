'use client';
// Google Analytics with Consent Mode, mounted once in the root layout.
// - NEXT_PUBLIC_GA_ID unset at build → renders nothing, defines nothing, requests nothing.
// - On /tool → nothing is defined or loaded. /tool is entered by a full page load, so no third-party script
//   can survive into it; if a client-side history navigation ever lands on /tool in a document that already
//   loaded gtag or AdSense, the page is reloaded so /tool starts from a clean document.
// - accepted → gtag granted + loaded once; one page_view per route (path + query), none duplicated.
// - rejected → Consent Mode analytics_storage 'denied' queued; gtag.js not loaded.
import { Suspense, useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import {
  adClientId,
  analyticsId,
  analyticsLoaded,
  adScriptStatus,
  denyAnalytics,
  grantAnalytics,
  sendPageView,
} from '@/lib/consent';
import { isToolPath } from '@/lib/site';
import { useConsentState } from '@/lib/consent/useConsent';

export default function Analytics() {
  const id = analyticsId();
  if (id === '' && adClientId() === '') return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsTracker id={id} />
    </Suspense>
  );
}

function AnalyticsTracker({ id }: { id: string }) {
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';
  const { choice } = useConsentState();
  const onTool = isToolPath(pathname);

  useEffect(() => {
    if (onTool) {
      if (analyticsLoaded() || adScriptStatus() !== null) window.location.reload();
      return;
    }
    if (id === '') return;
    if (choice === 'accepted') grantAnalytics(id);
    else if (choice === 'rejected') denyAnalytics();
  }, [choice, id, onTool]);

  useEffect(() => {
    if (onTool || id === '' || choice !== 'accepted') return;
    // pathname/query trigger the effect; the URL sent is the one in the address bar (trailing slash included).
    sendPageView(`${window.location.pathname}${window.location.search}`);
  }, [choice, id, onTool, pathname, query]);

  return null;
}
