import type { Metadata } from 'next';
import Link from 'next/link';
import PostCard from '@/components/content/PostCard';
import { FEATURES, USE_CASES } from '@/components/content/homeSections';
import { getAllPosts } from '@/lib/content';
import JsonLd from '@/lib/seo/JsonLd';
import { organizationJsonLd, softwareApplicationJsonLd, webSiteJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_DESCRIPTION } from '@/lib/site';
import SiteLink from '@/components/layout/SiteLink';

export const metadata: Metadata = pageMetadata({
  title: 'PasteSafe — mask sensitive data before you paste it into AI',
  description: SITE_DESCRIPTION,
  path: '/',
  absoluteTitle: true,
});

export default function HomePage() {
  const latest = getAllPosts().slice(0, 3);
  return (
    <>
      <JsonLd data={[webSiteJsonLd(), organizationJsonLd(), softwareApplicationJsonLd()]} />
      <section className="hero" aria-labelledby="hero-title">
        <p className="eyebrow">Free · private · runs in your browser</p>
        <h1 id="hero-title">Mask sensitive data before you paste it into AI</h1>
        <p className="lead">
          Hide emails, IPs, tokens and secrets in logs and code, ask the AI, then restore the real values. Nothing
          you paste leaves your browser.
        </p>
        <div className="actions">
          <SiteLink className="button button-primary" href="/tool/">
            Open the tool
          </SiteLink>
          <Link className="button button-secondary" href="/docs/getting-started/">
            Read the getting started guide
          </Link>
        </div>
        <div className="hero-sample" aria-label="Example of a masked log line" role="img">
          <p>
            <span className="sample-label">Before</span>
            <code>user=alice@acme-corp.com src=10.20.4.17 token=eyJhbGciOi…</code>
          </p>
          <p>
            <span className="sample-label">After</span>
            <code>user=[Masked Email 1] src=[Masked Internal IPv4 1] token=[Masked JWT 1]</code>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <h2 id="features-title">What PasteSafe does</h2>
        <ul className="card-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card feature-card">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="use-cases-title">
        <h2 id="use-cases-title">Who uses it</h2>
        <ul className="card-grid card-grid-wide">
          {USE_CASES.map((useCase) => (
            <li key={useCase.title} className="card use-case-card">
              <h3>{useCase.title}</h3>
              <p>{useCase.text}</p>
              {useCase.href && (
                <Link href={useCase.href} className="text-link">
                  {useCase.linkText}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      {latest.length > 0 && (
        <section className="section" aria-labelledby="latest-title">
          <div className="section-heading">
            <h2 id="latest-title">Latest articles</h2>
            <Link href="/blog/" className="text-link">
              All articles
            </Link>
          </div>
          <div className="card-grid">
            {latest.map((post) => (
              <PostCard key={post.id} post={post} headingLevel={3} />
            ))}
          </div>
        </section>
      )}

      <section className="section cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Share the problem, not the secrets</h2>
        <p>Paste a log, press Mask or Replace, and copy a version that is safe to share.</p>
        <div className="actions">
          <SiteLink className="button button-primary" href="/tool/">
            Start masking now
          </SiteLink>
          <Link className="button button-secondary" href="/faq/">
            Read the FAQ
          </Link>
        </div>
      </section>
    </>
  );
}
