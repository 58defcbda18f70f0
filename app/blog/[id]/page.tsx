import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import AdSlot from '@/components/ads/AdSlot';
import PostMeta from '@/components/content/PostMeta';
import Prose from '@/components/content/Prose';
import SourceList from '@/components/content/SourceList';
import { getAllPosts, getPost, splitAtMiddleHeading } from '@/lib/content';
import JsonLd from '@/lib/seo/JsonLd';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import SiteLink from '@/components/layout/SiteLink';

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
        <header className="article-header">
          <h1>{post.title}</h1>
          <PostMeta date={post.date} categories={post.categories} />
          {post.summary && <p className="lead">{post.summary}</p>}
        </header>
        <Prose html={firstPart} />
        {secondPart && <AdSlot slot="blog-post-inline" format="rectangle" />}
        {secondPart && <Prose html={secondPart} />}
        <SourceList sources={post.sources} />
        <aside className="card cta-inline" aria-label="Try PasteSafe">
          <p>
            <strong>Keep secrets out of your prompts.</strong> PasteSafe masks emails, IPs, tokens and keys in your
            browser before you paste.
          </p>
          <SiteLink className="button button-primary" href="/tool/">
            Open the tool
          </SiteLink>
        </aside>
      </article>
      <AdSlot slot="blog-post-bottom" format="horizontal" />
    </>
  );
}
