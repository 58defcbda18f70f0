import CookieSettingsButton from '@/components/consent/CookieSettingsButton';
import SiteLink from '@/components/layout/SiteLink';
import { DONATION_URL, FOOTER_LINKS, SITE_NAME, SITE_TAGLINE, VIDEO_CHANNEL_URL } from '@/lib/site';

export default function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div className="footer-about">
          <p className="footer-brand">{SITE_NAME}</p>
          <p>{SITE_TAGLINE}</p>
          {DONATION_URL && (
            <a className="donate-link" href={DONATION_URL} rel="noopener noreferrer" target="_blank">
              {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: next/image would only add client code */}
              <img src="/donate.svg" width={217} height={60} loading="lazy" decoding="async" alt="Support PasteSafe with a donation (opens in a new tab)" />
            </a>
          )}
        </div>
        <nav aria-label="Footer" className="footer-nav">
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <SiteLink href={link.href}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer-external">
          {VIDEO_CHANNEL_URL && (
            <a href={VIDEO_CHANNEL_URL} rel="noopener noreferrer" target="_blank" className="video-link">
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
                <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
                <path d="M10 9l5 3-5 3z" fill="var(--surface)" />
              </svg>
              Video tutorials on our channel<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          <CookieSettingsButton className="footer-button" />
        </div>
      </div>
      <p className="copyright">© 2024 {SITE_NAME}. All rights reserved.</p>
    </footer>
  );
}
