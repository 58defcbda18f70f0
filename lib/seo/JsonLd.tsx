import { serializeJsonLd, type JsonLdData } from '@/lib/seo/jsonLd';

/** Renders structured data built from our own data (never user text). */
export default function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
