import type { Metadata } from 'next';
import AdSlot from '@/components/ads/AdSlot';
import BlogList from '@/components/content/BlogList';
import { getAllPosts, getCategories } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Blog: AI security and data privacy',
  description:
    'Articles on AI data leaks, prompt privacy, compliance and safe ways to share logs and code with AI assistants.',
  path: '/blog/',
});

export default function BlogPage() {
  return (
    <div className="blog-page">
      <header className="article-header">
        <h1>Blog</h1>
        <p className="lead">What recent leaks, rules and research mean for anyone who pastes data into an AI assistant.</p>
      </header>
      <BlogList posts={getAllPosts()} categories={getCategories()} ad={<AdSlot slot="blog-list-middle" format="horizontal" />} />
    </div>
  );
}
