import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { Button, ButtonLink } from '../../components/ui/button';
import { linkStyles } from '../../components/ui/button-styles';
import { EmptyState } from '../../components/ui/empty-state';
import { SkeletonGroup, Skeleton } from '../../components/ui/skeleton';
import { failureDescription } from './browse/use-service-browse';
import { priceLabel } from './price-label';
import { serviceShareUrl, shareText, type ShareOutcome } from './share-service';
import { serviceTypeLabel } from './service-types';
import { fetchMyServices, listServices, type Service } from './services-api';
import { useShareService } from './use-share-service';

const OUTCOMES: Record<ShareOutcome, string> = {
  shared: 'Your browser’s share sheet sent the link.',
  copied: 'Your browser has no share sheet here, so the link was copied to your clipboard.',
  shown: 'Neither a share sheet nor the clipboard was available, so the link was shown for you to copy.',
  cancelled: 'The share sheet was closed without sharing.',
};

/** Shares a real service the way the detail page does, and says which of the three ways the browser used. */
export default function ShareDemoPage() {
  const { toast } = useToast();
  const share = useShareService();
  const [choices, setChoices] = useState<Service[] | null>(null);
  const [selectedId, setSelectedId] = useState('');
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    Promise.all([fetchMyServices(abort.signal), listServices({ limit: 10 }, null, abort.signal)]).then(
      ([mine, browsed]) => {
        const seen = new Set<string>();
        const all = [...mine, ...browsed.services].filter((service) => !seen.has(service.id) && seen.add(service.id));
        setChoices(all);
        setSelectedId(all[0]?.id ?? '');
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setChoices([]);
        toast({ variant: 'destructive', title: 'Failed to fetch services', description: failureDescription(error) });
      },
    );
    return () => abort.abort();
  }, [toast]);

  const selected = choices?.find((service) => service.id === selectedId);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title="Service sharing demo" />
      <h1 className="text-4xl font-extrabold">Service sharing demo</h1>
      <p className="mt-2 text-lg text-ink-muted">
        Pick one of your services, or one offered near you, and share it. Village uses your device’s share sheet when it
        has one, otherwise it copies the link, and if that is not allowed either it shows you the link.
      </p>
      {choices === null ? (
        <SkeletonGroup label="Loading services">
          <Skeleton className="mt-8 h-40 w-full" />
        </SkeletonGroup>
      ) : choices.length === 0 ? (
        <div className="mt-8">
          <EmptyState
            title="No services to share yet"
            description="Create a service, or wait until a parent near you offers one, then come back to share it."
            action={<ButtonLink to="/services?tab=create">Create Service</ButtonLink>}
          />
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-6">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">Service to share</legend>
            {choices.map((service) => (
              <label
                key={service.id}
                className="flex items-start gap-3 rounded-xl border border-sand-200 bg-white p-3 has-checked:border-clay-600"
              >
                <input
                  type="radio"
                  name="share-service"
                  value={service.id}
                  checked={service.id === selectedId}
                  onChange={() => {
                    setSelectedId(service.id);
                    setOutcome(null);
                  }}
                  className="mt-0.5 size-6 shrink-0 accent-clay-700"
                />
                <span>
                  <span className="block font-semibold">{service.title}</span>
                  <span className="block text-sm text-ink-muted">
                    {serviceTypeLabel(service.type)} · {priceLabel(service)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {selected ? (
            <section
              aria-labelledby="share-preview-heading"
              className="rounded-2xl border border-sand-200 bg-white p-5"
            >
              <h2 id="share-preview-heading" className="text-lg font-bold">
                What will be shared
              </h2>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="font-semibold">Title</dt>
                <dd>{selected.title}</dd>
                <dt className="font-semibold">Text</dt>
                <dd>{shareText(selected.description)}</dd>
                <dt className="font-semibold">Link</dt>
                <dd className="break-all">
                  <Link to={`/service/${selected.id}`} className={linkStyles}>
                    {serviceShareUrl(selected.id)}
                  </Link>
                </dd>
              </dl>
              <Button className="mt-4" onClick={() => void share(selected).then(setOutcome)}>
                Share this service
              </Button>
              {outcome ? (
                <p role="status" className="mt-3 text-sm text-ink-muted">
                  {OUTCOMES[outcome]}
                </p>
              ) : null}
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}
