import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Analytics from '@/components/consent/Analytics';
import CookieBanner from '@/components/consent/CookieBanner';
import './globals.css';

export const metadata: Metadata = {
  title: 'PasteSafe — mask sensitive data before you paste it into AI',
  description:
    'PasteSafe masks or replaces emails, IPs, tokens and secrets in logs and code, in your browser, before you share them with an AI assistant.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <CookieBanner />
        <Analytics />
      </body>
    </html>
  );
}
