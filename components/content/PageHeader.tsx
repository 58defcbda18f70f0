import type { ReactNode } from 'react';

/** A content page's one h1, anything shown right under it (an article's date and tags), then its lead. */
export default function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="article-header">
      <h1>{title}</h1>
      {children}
      {lead && <p className="lead">{lead}</p>}
    </header>
  );
}
