import { notFound } from 'next/navigation';
import AdSlot from '@/components/ads/AdSlot';
import PageHeader from '@/components/content/PageHeader';
import Prose from '@/components/content/Prose';
import { getPage } from '@/lib/content';

type PageName = Parameters<typeof getPage>[0];

/** About, Contact and the legal pages: their Markdown from content/pages/ under an h1. */
export default async function MarkdownPage({ name, withAd = false }: { name: PageName; withAd?: boolean }) {
  const page = await getPage(name);
  if (!page) notFound();
  return (
    <article className="article">
      <PageHeader title={page.title} lead={page.description} />
      <Prose html={page.html} />
      {withAd && <AdSlot slot={`page-${name}-bottom`} format="horizontal" />}
    </article>
  );
}
