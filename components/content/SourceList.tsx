import type { Source } from '@/lib/content';

/** The public reports an article relies on. */
export default function SourceList({ sources }: { sources: readonly Source[] }) {
  if (sources.length === 0) return null;
  return (
    <section className="sources" aria-labelledby="sources-title">
      <h2 id="sources-title">Sources</h2>
      <ol>
        {sources.map((source) => (
          <li key={`${source.title}-${source.publisher ?? ''}`}>
            {source.url ? (
              <a href={source.url} rel="noopener noreferrer">
                {source.title}
              </a>
            ) : (
              <cite>{source.title}</cite>
            )}
            {source.publisher && <span className="source-publisher"> — {source.publisher}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
