import Link from 'next/link';
import PostMeta from '@/components/content/PostMeta';
import type { PostSummary } from '@/lib/content';

export default function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card post-card">
      <Heading className="post-card-title">
        <Link href={`/blog/${post.id}/`}>{post.title}</Link>
      </Heading>
      <PostMeta date={post.date} categories={post.categories} />
      <p>{post.summary}</p>
    </article>
  );
}
