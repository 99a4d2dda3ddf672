import { useNavigate, useParams } from 'react-router-dom';
import { MemberApolloProvider } from '../../../api/member-apollo-provider';
import { PageTitle } from '../../../components/page-title';
import { useToast } from '../../../components/toast';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useAuth } from '../../auth/auth-context';
import { BlockMemberButton } from '../../blocking';
import { ReportDialog } from '../../reports';
import { priceLabel } from '../price-label';
import { ServiceStatusBadge, ServiceTypeBadge } from '../service-badges';
import { CancellationPolicySummary } from '../cancellation-policy-summary';
import { ServiceFacts } from '../service-facts';
import { ServiceDatesSection } from '../../occurrences/service-dates-section';
import { areaLabel, dayLabel, shortId } from '../service-format';
import type { Service } from '../services-api';
import { useShareService } from '../use-share-service';
import { PhotoGallery } from './photo-gallery';
import { useServiceDetail } from './use-service-detail';

export const NOT_FOUND_TEXT = "The service you're looking for doesn't exist or has been removed.";

export default function ServiceDetailPage() {
  const { id = '' } = useParams();
  const { state, retry } = useServiceDetail(id);

  if (state.status === 'loading') {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <SkeletonGroup label="Loading the service">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="mt-6 aspect-[4/3] w-full max-w-2xl" />
        </SkeletonGroup>
      </div>
    );
  }
  if (state.status === 'not-found') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <PageTitle title="Service Not Found" />
        <h1 className="sr-only">Service Not Found</h1>
        <EmptyState
          title="Service Not Found"
          description={NOT_FOUND_TEXT}
          action={<ButtonLink to="/services">Browse services</ButtonLink>}
        />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <PageTitle title="Service" />
        <h1 className="sr-only">Service</h1>
        <EmptyState
          title="We could not load this service"
          description="Something went wrong. Please try again."
          action={<Button onClick={retry}>Try again</Button>}
        />
      </div>
    );
  }
  return <ServiceDetail service={state.service} />;
}

function ServiceDetail({ service }: { service: Service }) {
  const { state } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const share = useShareService();
  const viewer = state.status === 'authenticated' ? state.user : null;
  const isOwner = viewer?.id === service.hostId;

  const book = () => {
    if (!viewer) {
      toast({ variant: 'destructive', title: 'Sign in required', description: 'Please sign in to book this service.' });
      return;
    }
    void navigate(`/services?book=${encodeURIComponent(service.id)}`);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle title={service.title} />
      <div className="flex flex-wrap items-center gap-2">
        <ServiceTypeBadge type={service.type} />
        {isOwner ? <ServiceStatusBadge status={service.status} /> : null}
      </div>
      <h1 className="mt-3 text-4xl font-extrabold">{service.title}</h1>
      <p className="mt-2 text-lg text-ink-muted">
        {service.hostName ? `Offered by ${service.hostName}` : 'Offered by a Village member'} ·{' '}
        {areaLabel(service.area)}
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <PhotoGallery photos={service.photos} title={service.title} />
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold">
              About this service
            </h2>
            <p className="mt-2 whitespace-pre-line">{service.description}</p>
          </section>
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-xl font-bold">
              Details
            </h2>
            <ServiceFacts service={service} className="mt-3" />
          </section>
          <ServiceDatesSection service={service} />
          <section aria-labelledby="cancellation-heading">
            <h2 id="cancellation-heading" className="text-xl font-bold">
              Cancellations
            </h2>
            <CancellationPolicySummary policy={service.cancellationPolicy} className="mt-3" />
          </section>
        </div>
        <aside
          aria-label="Book or share"
          className="flex flex-col gap-4 self-start rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
        >
          <p className="text-2xl font-bold text-clay-800">{priceLabel(service)}</p>
          {isOwner ? (
            <ButtonLink to={`/edit-service/${service.id}`} block>
              Edit your service
            </ButtonLink>
          ) : (
            <Button block onClick={book}>
              Book This Service
            </Button>
          )}
          <Button variant="secondary" block onClick={() => void share(service)}>
            Share
          </Button>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-muted">
            <dt>Service ID</dt>
            <dd className="font-mono">{shortId(service.id)}</dd>
            <dt>Host ID</dt>
            <dd className="font-mono">{shortId(service.hostId)}</dd>
            <dt>Listed</dt>
            <dd>{dayLabel(service.createdAt)}</dd>
          </dl>
          {viewer && !isOwner ? (
            <MemberApolloProvider>
              <BlockMemberButton
                memberId={service.hostId}
                memberName={service.hostName ?? 'this member'}
                onBlocked={() => void navigate('/services')}
              />
              <ReportDialog targetType="service" targetId={service.id} what="this service" />
              <ReportDialog targetType="member" targetId={service.hostId} what={service.hostName ?? 'this member'} />
            </MemberApolloProvider>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
