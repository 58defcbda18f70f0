import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for does not exist on PasteSafe.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="not-found">
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p className="lead">The page you asked for does not exist or has moved.</p>
      <div className="actions">
        <Link className="button button-primary" href="/">
          Go to the home page
        </Link>
        <Link className="button button-secondary" href="/docs/">
          Browse the docs
        </Link>
      </div>
    </section>
  );
}
