import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useLoaded } from '../../lib/use-loaded';
import { getContactQueries, resolveContactQuery, type ContactQuery } from '../contact/contact-api';
import { ContactQueryCard } from './contact-query-card';

/** The admin's queries tab: every contact query, unresolved first; 'Mark Resolved' only while unresolved. */
export function QueriesTab() {
  const { loaded, reload } = useLoaded(getContactQueries);
  return (
    <section aria-labelledby="queries-heading" className="flex flex-col gap-6">
      <h2 id="queries-heading" className="text-2xl font-bold">
        Contact queries
      </h2>
      {loaded.status === 'loading' ? <Spinner label="Loading contact queries" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
          We could not load the contact queries. Please try again later.
        </p>
      ) : null}
      {loaded.status === 'ready' && loaded.value.length === 0 ? (
        <EmptyState title="No contact queries yet" description="Messages sent from the contact form appear here." />
      ) : null}
      {loaded.status === 'ready' && loaded.value.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {loaded.value.map((query) => (
            <li key={query.id}>
              <ContactQueryCard
                query={query}
                action={query.isResolved ? null : <MarkResolvedButton query={query} onResolved={reload} />}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function MarkResolvedButton({ query, onResolved }: { query: ContactQuery; onResolved: () => void }) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const resolve = async () => {
    setPending(true);
    try {
      await resolveContactQuery(query.id);
      toast({ title: 'Query Resolved', description: `The query from ${query.firstName} is marked resolved.` });
      onResolved();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to resolve query',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
      setPending(false);
    }
  };

  return (
    <Button size="sm" className="self-start" pending={pending} onClick={resolve}>
      Mark Resolved
    </Button>
  );
}
