import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import type { ContactQuery } from '../contact/contact-api';

const sentOn = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

/** One contact query as admins read it; `action` is what they can do with it. */
export function ContactQueryCard({ query, action }: { query: ContactQuery; action?: ReactNode }) {
  return (
    <article
      aria-label={`Query from ${query.firstName} ${query.lastName}: ${query.subject}`}
      className="flex flex-col gap-2 rounded-2xl border border-sand-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">{query.subject}</h3>
        {query.isResolved ? <Badge tone="sage">Resolved</Badge> : <Badge tone="amber">Unresolved</Badge>}
      </div>
      <p className="text-sm text-ink-muted">
        {query.firstName} {query.lastName} · <a href={`mailto:${query.email}`}>{query.email}</a> ·{' '}
        {sentOn(query.createdAt)}
      </p>
      <p className="whitespace-pre-line">{query.message}</p>
      {action}
    </article>
  );
}
