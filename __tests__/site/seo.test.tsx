import { render } from '@testing-library/react';
import FaqList from '@/components/content/FaqList';
import JsonLd from '@/lib/seo/JsonLd';
import { blogPostingJsonLd, faqPageJsonLd, serializeJsonLd, softwareApplicationJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';

test('JSON-LD cannot close its script element: < is escaped and the JSON still parses back', () => {
  const data = faqPageJsonLd([{ question: 'Is </script><b> safe?', answerText: 'Yes' }]);
  const text = serializeJsonLd(data);
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual(data);
});

test('renders structured data as one application/ld+json script', () => {
  const { container } = render(<JsonLd data={softwareApplicationJsonLd()} />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const parsed = JSON.parse(scripts[0].textContent!);
  expect(parsed['@type']).toBe('SoftwareApplication');
  expect(parsed.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
});

test('a blog post is described with its date, headline and canonical URL', () => {
  const posting = blogPostingJsonLd({ id: 'nhs-data-ai-2024', title: 'NHS', summary: 'S', date: '2024-09-16', categories: ['Data Privacy'] });
  expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: 'NHS', datePublished: '2024-09-16', url: 'https://pastesafe.app/blog/nhs-data-ai-2024/' });
});

test('page metadata carries a canonical path, Open Graph and a large Twitter card with an image', () => {
  const metadata = pageMetadata({ title: 'Docs', description: 'D', path: '/docs/' });
  expect(metadata.alternates?.canonical).toBe('/docs/');
  expect(metadata.openGraph).toMatchObject({ title: 'Docs | PasteSafe', url: '/docs/' });
  expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  expect(JSON.stringify(metadata.openGraph)).toContain('/og-image.png');
});

test('FAQ entries are native disclosures with the question as the summary', () => {
  const { container } = render(<FaqList entries={[{ question: 'Q1?', answerHtml: '<p>A1</p>', answerText: 'A1' }]} />);
  const details = container.querySelector('details');
  expect(details?.querySelector('summary')).toHaveTextContent('Q1?');
  expect(details).not.toHaveAttribute('open');
});
