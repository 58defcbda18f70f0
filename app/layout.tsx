import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import Analytics from '@/components/consent/Analytics';
import CookieBanner from '@/components/consent/CookieBanner';
import Footer from '@/components/layout/Footer';
import ScrollToTop from '@/components/layout/ScrollToTop';
import Sidebar from '@/components/layout/Sidebar';
import { OG_IMAGE, SITE_DESCRIPTION, SITE_NAME, SITE_URL } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(`${SITE_URL}/`),
  title: { default: `${SITE_NAME} — mask sensitive data before you paste it into AI`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  // defaults for a page that sets no social tags of its own; pages use lib/seo/metadata for theirs
  openGraph: { type: 'website', siteName: SITE_NAME, locale: 'en_US', images: [OG_IMAGE] },
  twitter: { card: 'summary_large_image', images: [{ url: OG_IMAGE.url, alt: OG_IMAGE.alt }] },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f6f8fb' },
    { media: '(prefers-color-scheme: dark)', color: '#0d1117' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <div className="shell">
          <Sidebar />
          <div className="page">
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer />
          </div>
        </div>
        <ScrollToTop />
        <CookieBanner />
        <Analytics />
      </body>
    </html>
  );
}
