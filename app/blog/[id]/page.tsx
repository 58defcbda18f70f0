import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import AdSlot from '@/components/ads/AdSlot';
import PageHeader from '@/components/content/PageHeader';
import PostMeta from '@/components/content/PostMeta';
import Prose from '@/components/content/Prose';
import SourceList from '@/components/content/SourceList';
import ToolCallout from '@/components/content/ToolCallout';
import { getAllPosts, getPost, splitAtMiddleHeading } from '@/lib/content';
import JsonLd from '@/lib/seo/JsonLd';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';

interface PostPageProps {
  params: Promise<{ id: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ id: post.id }));
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const post = await getPost((await params).id);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.summary,
    path: `/blog/${post.id}/`,
    type: 'article',
    publishedTime: post.date,
    tags: post.categories,
  });
}

export default async function PostPage({ params }: PostPageProps) {
  const post = await getPost((await params).id);
  if (!post) notFound();
  const [firstPart, secondPart] = splitAtMiddleHeading(post.html);
  return (
    <>
      <JsonLd
        data={[
          blogPostingJsonLd(post),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blog/' },
            { name: post.title, path: `/blog/${post.id}/` },
          ]),
        ]}
      />
      <Link href="/blog/" className="back-link">
        <span aria-hidden="true">←</span> Back to the blog
      </Link>
      <article className="article">
        <PageHeader title={post.title} lead={post.summary}>
          <PostMeta date={post.date} categories={post.categories} />
        </PageHeader>
        <Prose html={firstPart} />
        {secondPart && <AdSlot slot="blog-post-inline" format="rectangle" />}
        {secondPart && <Prose html={secondPart} />}
        <SourceList sources={post.sources} />
        <ToolCallout label="Try PasteSafe">
          <strong>Keep secrets out of your prompts.</strong> PasteSafe masks emails, IPs, tokens and keys in your
          browser before you paste.
        </ToolCallout>
      </article>
      <AdSlot slot="blog-post-bottom" format="horizontal" />
    </>
  );
}
