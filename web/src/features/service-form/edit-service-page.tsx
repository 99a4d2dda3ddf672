import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/auth-context';
import { fetchService, type Service } from '../services/services-api';
import { MY_SERVICES_TAB } from './create-service-page';
import { ServiceForm } from './service-form';

type Loaded =
  { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; service: Service };

/** /edit-service/{id}: the service form prefilled with one of the member's own services. */
export default function EditServicePage() {
  const { id = '' } = useParams();
  const { state } = useAuth();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const memberId = state.user?.id;

  useEffect(() => {
    if (!memberId) return;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    fetchService(id, controller.signal).then(
      (service) => setLoaded(service.hostId === memberId ? { status: 'ready', service } : { status: 'missing' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setLoaded({ status: notFound ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [id, memberId]);

  if (loaded.status === 'missing') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <PageTitle title="Service Not Found" />
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-sand-300 bg-sand-50 px-6 py-10 text-center">
          <h1 className="text-2xl font-bold">Service Not Found</h1>
          <p className="mt-2 max-w-md text-ink-muted">
            The service you&apos;re looking for doesn&apos;t exist or has been removed.
          </p>
          <ButtonLink to={MY_SERVICES_TAB} className="mt-6">
            Back to My Services
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title="Edit Service" />
      <h1 className="text-3xl font-bold">Edit Service</h1>
      {loaded.status === 'loading' ? <Spinner label="Loading your service" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="mt-6 rounded-lg bg-danger-50 p-4 text-danger-800">
          We could not load this service. Please try again later.
        </p>
      ) : null}
      {loaded.status === 'ready' ? (
        <>
          <p className="mt-2 mb-8 text-ink-muted">Change anything below, then save.</p>
          <ServiceForm
            key={loaded.service.id}
            mode="edit"
            service={loaded.service}
            onSaved={() => void navigate(MY_SERVICES_TAB)}
          />
        </>
      ) : null}
    </div>
  );
}
