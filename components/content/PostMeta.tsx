import { formatDate } from '@/lib/site';

/** Publication date and categories of an article. */
export default function PostMeta({ date, categories }: { date: string; categories: readonly string[] }) {
  return (
    <div className="post-meta">
      {date && <time dateTime={date}>{formatDate(date)}</time>}
      {categories.length > 0 && (
        <ul className="tag-list" aria-label="Categories">
          {categories.map((category) => (
            <li key={category} className="tag">
              {category}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
