import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import FaqList from '@/components/content/FaqList';
import PageHeader from '@/components/content/PageHeader';
import { getFaq } from '@/lib/content';
import JsonLd from '@/lib/seo/JsonLd';
import { faqPageJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import SiteLink from '@/components/layout/SiteLink';

export async function generateMetadata(): Promise<Metadata> {
  const faq = await getFaq();
  return pageMetadata({ title: faq?.title || 'FAQ', description: faq?.description || '', path: '/faq/' });
}

export default async function FaqPage() {
  const faq = await getFaq();
  if (!faq) notFound();
  return (
    <article className="article">
      <JsonLd data={faqPageJsonLd(faq.entries)} />
      <PageHeader title={faq.title} lead={faq.description} />
      <FaqList entries={faq.entries} />
      <p className="after-faq">
        Still stuck? <SiteLink href="/tool/">Try the tool</SiteLink> with a sample log, or read the{' '}
        <Link href="/docs/getting-started/">getting started guide</Link>.
      </p>
    </article>
  );
}
