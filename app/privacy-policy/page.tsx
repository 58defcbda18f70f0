import MarkdownPage from '@/components/content/MarkdownPage';
import { markdownPageMetadata } from '@/lib/seo/pageMetadataFor';

export function generateMetadata() {
  return markdownPageMetadata('privacy-policy', '/privacy-policy/');
}

export default function PrivacyPolicyPage() {
  return <MarkdownPage name="privacy-policy" withAd={false} />;
}
