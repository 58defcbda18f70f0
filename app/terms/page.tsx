import MarkdownPage from '@/components/content/MarkdownPage';
import { markdownPageMetadata } from '@/lib/seo/pageMetadataFor';

export function generateMetadata() {
  return markdownPageMetadata('terms', '/terms/');
}

export default function TermsPage() {
  return <MarkdownPage name="terms" withAd={false} />;
}
