import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { ServiceForm } from './service-form';

export const MY_SERVICES_TAB = '/services?tab=my';

/** /create-service: the service form on its own page; a created service opens the services page's my tab. */
export default function CreateServicePage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title="Create a Service" />
      <h1 className="text-3xl font-bold">Create a Service</h1>
      <p className="mt-2 mb-8 text-ink-muted">
        Offer something to other parents: childcare, a playdate, a home swap, a call and more.
      </p>
      <ServiceForm mode="create" onSaved={() => void navigate(MY_SERVICES_TAB)} />
    </div>
  );
}
