// Structured data built from our own constants and content, typed with schema-dts.
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Organization,
  SoftwareApplication,
  WebSite,
  WithContext,
} from 'schema-dts';
import { absoluteUrl, CONTACT_EMAIL, OG_IMAGE, SITE_DESCRIPTION, SITE_NAME, SITE_URL } from '@/lib/site';

export type JsonLdData = WithContext<WebSite | Organization | SoftwareApplication | FAQPage | BlogPosting | BreadcrumbList>;

const ORGANIZATION_ID = `${SITE_URL}/#organization`;

export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${SITE_URL}/#website`,
    name: SITE_NAME,
    url: `${SITE_URL}/`,
    description: SITE_DESCRIPTION,
    publisher: { '@id': ORGANIZATION_ID },
    inLanguage: 'en',
  };
}

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: SITE_NAME,
    url: `${SITE_URL}/`,
    logo: absoluteUrl('/icon.svg'),
    email: CONTACT_EMAIL,
  };
}

/** The free browser tool; used on / and by the /tool page. */
export function softwareApplicationJsonLd(): WithContext<SoftwareApplication> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: SITE_NAME,
    url: absoluteUrl('/tool/'),
    description:
      'Masks or replaces emails, IP addresses, tokens, secrets and custom values in logs, code and JSON, entirely in the browser, and restores them in AI answers.',
    applicationCategory: 'SecurityApplication',
    operatingSystem: 'Any (runs in a modern web browser)',
    image: absoluteUrl(OG_IMAGE.url),
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    publisher: { '@id': ORGANIZATION_ID },
  };
}

export function faqPageJsonLd(entries: ReadonlyArray<{ question: string; answerText: string }>): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answerText },
    })),
  };
}

export function blogPostingJsonLd(post: {
  id: string;
  title: string;
  summary: string;
  date: string;
  categories: readonly string[];
}): WithContext<BlogPosting> {
  const url = absoluteUrl(`/blog/${post.id}/`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.date,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(OG_IMAGE.url),
    keywords: post.categories.join(', '),
    articleSection: [...post.categories],
    inLanguage: 'en',
    author: { '@id': ORGANIZATION_ID, '@type': 'Organization', name: SITE_NAME, url: `${SITE_URL}/` },
    publisher: { '@id': ORGANIZATION_ID, '@type': 'Organization', name: SITE_NAME, logo: absoluteUrl('/icon.svg') },
  };
}

/** Trail of { name, path } from the home page to the current page. */
export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; path: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** JSON for a <script type="application/ld+json">; `<` is escaped so no text can close the script element. */
export function serializeJsonLd(data: JsonLdData | JsonLdData[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
