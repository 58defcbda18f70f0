import type { Metadata } from 'next';
import Link from 'next/link';
import PageHeader from '@/components/content/PageHeader';
import { getAllDocs } from '@/lib/content';
import JsonLd from '@/lib/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Documentation',
  description:
    'How to use PasteSafe: getting started, custom rules, removing false detections, the SOC analyst workflow and every detection rule.',
  path: '/docs/',
});

export default function DocsIndexPage() {
  const docs = getAllDocs();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Docs', path: '/docs/' },
        ])}
      />
      <PageHeader
        title="Documentation"
        lead="Everything PasteSafe does, step by step: from your first masked log to the exact rules the engine applies."
      />
      <ol className="doc-list">
        {docs.map((doc) => (
          <li key={doc.href} className="card doc-card">
            <h2>
              <Link href={doc.href}>{doc.title}</Link>
            </h2>
            <p>{doc.description}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
