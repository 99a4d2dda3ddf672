import { Link } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner';
import { useLoaded } from '../../lib/use-loaded';
import { getContactQueries } from '../contact/contact-api';
import { getAdminOverview, type AdminOverview } from './admin-overview-api';
import { ContactQueryCard } from './contact-query-card';
import { VerificationPreview } from './verification-preview';

/** How many unresolved queries the overview shows. */
const QUERY_PREVIEW = 3;

const FIGURES: Array<{ key: keyof AdminOverview; label: string }> = [
  { key: 'members', label: 'Members' },
  { key: 'pendingVerifications', label: 'Pending verifications' },
  { key: 'services', label: 'Services' },
  { key: 'bookings', label: 'Bookings' },
  { key: 'openQueries', label: 'Unresolved queries' },
  { key: 'pendingPosts', label: 'Posts awaiting moderation' },
  { key: 'openReports', label: 'Open reports' },
];

/** The admin's overview tab: the platform's figures, and the newest unresolved contact queries. */
export function OverviewTab() {
  return (
    <div className="flex flex-col gap-10">
      <Figures />
      <QueryPreview />
      <VerificationPreview />
    </div>
  );
}

function Figures() {
  const { loaded } = useLoaded(getAdminOverview);

  if (loaded.status === 'loading') return <Spinner label="Loading the overview" />;
  if (loaded.status === 'failed') {
    return (
      <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
        We could not load the overview. Please try again later.
      </p>
    );
  }
  return (
    <ul aria-label="Platform figures" className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {FIGURES.map(({ key, label }) => (
        <li key={key} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
          <span className="block text-sm text-ink-muted">{label}</span>
          <span className="mt-1 block text-3xl font-extrabold">{loaded.value[key]}</span>
        </li>
      ))}
    </ul>
  );
}

function QueryPreview() {
  const { loaded } = useLoaded(getContactQueries);
  const unresolved = loaded.status === 'ready' ? loaded.value.filter((query) => !query.isResolved) : [];
  return (
    <section aria-labelledby="query-preview-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="query-preview-heading" className="text-2xl font-bold">
          Unresolved queries
        </h2>
        <Link to="/admin?tab=queries" className="font-semibold text-clay-700 underline-offset-4 hover:underline">
          All queries
        </Link>
      </div>
      {loaded.status === 'loading' ? <Spinner label="Loading contact queries" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
          We could not load the contact queries. Please try again later.
        </p>
      ) : null}
      {loaded.status === 'ready' && unresolved.length === 0 ? <p>No unresolved queries.</p> : null}
      {unresolved.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {unresolved.slice(0, QUERY_PREVIEW).map((query) => (
            <li key={query.id}>
              <ContactQueryCard query={query} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
