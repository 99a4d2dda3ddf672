import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button';
import { PayoutsCard } from '../payouts/payouts-card';
import { MyServicesList } from './my-services/my-services-list';

export default function MyServicesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title="My Services" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-extrabold">My Services</h1>
          <p className="mt-2 text-lg text-ink-muted">See, pause, edit and delete the services you offer.</p>
        </div>
        <ButtonLink to="/services?tab=create">Create Service</ButtonLink>
      </div>
      <div className="mt-8">
        <PayoutsCard />
      </div>
      <div className="mt-8">
        <MyServicesList />
      </div>
    </div>
  );
}
