import type { Metadata } from 'next';
import { OG_IMAGE, SITE_NAME } from '@/lib/site';

export interface PageMetadataInput {
  /** page title without the site name (the root layout's template adds it) */
  title: string;
  description: string;
  /** site path with trailing slash, e.g. '/blog/' */
  path: string;
  type?: 'website' | 'article';
  /** for articles: ISO day of publication and their categories */
  publishedTime?: string;
  tags?: string[];
  /** true when the title already carries the site name (the home page) */
  absoluteTitle?: boolean;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { title, description, path, type = 'website', publishedTime, tags, absoluteTitle } = input;
  const fullTitle = absoluteTitle ? title : `${title} | ${SITE_NAME}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      siteName: SITE_NAME,
      title: fullTitle,
      description,
      url: path,
      locale: 'en_US',
      images: [OG_IMAGE],
      ...(type === 'article' && publishedTime ? { publishedTime, tags } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ url: OG_IMAGE.url, alt: OG_IMAGE.alt }],
    },
  };
}
