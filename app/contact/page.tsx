import MarkdownPage from '@/components/content/MarkdownPage';
import { markdownPageMetadata } from '@/lib/seo/pageMetadataFor';

export function generateMetadata() {
  return markdownPageMetadata('contact', '/contact/');
}

export default function ContactPage() {
  return <MarkdownPage name="contact" withAd={false} />;
}
