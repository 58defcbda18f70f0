import type { Metadata } from 'next';
import { getPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

/** Metadata of a Markdown page from its own front matter. */
export async function markdownPageMetadata(name: Parameters<typeof getPage>[0], path: string): Promise<Metadata> {
  const page = await getPage(name);
  return pageMetadata({ title: page?.title || name, description: page?.description || '', path });
}
