import type { Metadata } from 'next';
import AdSlot from '@/components/ads/AdSlot';
import BlogList from '@/components/content/BlogList';
import PageHeader from '@/components/content/PageHeader';
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
      <PageHeader title="Blog" lead="What recent leaks, rules and research mean for anyone who pastes data into an AI assistant." />
      <BlogList posts={getAllPosts()} categories={getCategories()} ad={<AdSlot slot="blog-list-middle" format="horizontal" />} />
    </div>
  );
}
