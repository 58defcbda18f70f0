'use client';
// Footer control that reopens the cookie banner so a choice can be changed.
import { openConsentBanner } from '@/lib/consent';

export default function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => openConsentBanner()}>
      Cookie settings
    </button>
  );
}
