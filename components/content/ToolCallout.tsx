import type { ReactNode } from 'react';
import SiteLink from '@/components/layout/SiteLink';

/** The box at the end of an article or doc that sends the reader to the tool. */
export default function ToolCallout({ label, children }: { label: string; children: ReactNode }) {
  return (
    <aside className="card cta-inline" aria-label={label}>
      <p>{children}</p>
      <SiteLink className="button button-primary" href="/tool/">
        Open the tool
      </SiteLink>
    </aside>
  );
}
