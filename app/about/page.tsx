import MarkdownPage from '@/components/content/MarkdownPage';
import { markdownPageMetadata } from '@/lib/seo/pageMetadataFor';

export function generateMetadata() {
  return markdownPageMetadata('about', '/about/');
}

export default function AboutPage() {
  return <MarkdownPage name="about" withAd={true} />;
}
