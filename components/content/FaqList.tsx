import Prose from '@/components/content/Prose';
import type { FaqEntry } from '@/lib/content';

/** Questions as native disclosure widgets: keyboard and screen-reader support come with details/summary. */
export default function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="faq-list">
      {entries.map((entry) => (
        <details key={entry.question} className="faq-item">
          <summary>{entry.question}</summary>
          <Prose html={entry.answerHtml} className="faq-answer" />
        </details>
      ))}
    </div>
  );
}
