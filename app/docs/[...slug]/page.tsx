import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import PageHeader from '@/components/content/PageHeader';
import ToolCallout from '@/components/content/ToolCallout';
import ZoomableImages from '@/components/content/ZoomableImages';
import { getAllDocs, getDoc } from '@/lib/content';
import JsonLd from '@/lib/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';

interface DocPageProps {
  params: Promise<{ slug: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllDocs().map((doc) => ({ slug: doc.slug }));
}

export async function generateMetadata({ params }: DocPageProps): Promise<Metadata> {
  const doc = await getDoc((await params).slug);
  if (!doc) return {};
  return pageMetadata({ title: doc.title, description: doc.description, path: doc.href });
}

export default async function DocPage({ params }: DocPageProps) {
  const doc = await getDoc((await params).slug);
  if (!doc) notFound();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Docs', path: '/docs/' },
          { name: doc.title, path: doc.href },
        ])}
      />
      <Link href="/docs/" className="back-link">
        <span aria-hidden="true">←</span> Back to the docs
      </Link>
      <article className="article">
        <PageHeader title={doc.title} lead={doc.description} />
        <ZoomableImages html={doc.html} />
        <ToolCallout label="Try it">
          <strong>Try it on your own text.</strong> The tool runs entirely in your browser.
        </ToolCallout>
      </article>
    </>
  );
}
