import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ServiceCardSkeletons } from '../service-card';
import { MyServiceCard } from './my-service-card';
import { useMyServices } from './use-my-services';

/** The member's own services with their actions: the /my-services page and the services page's my tab. */
export function MyServicesList() {
  const mine = useMyServices();
  if (mine.status === 'loading') return <ServiceCardSkeletons count={3} label="Loading your services" />;
  if (mine.status === 'failed') {
    return (
      <EmptyState
        title="We could not load your services"
        description="Something went wrong while fetching services."
        action={<Button onClick={mine.retry}>Try again</Button>}
      />
    );
  }
  if (mine.services.length === 0) {
    return (
      <EmptyState
        title="You are not offering any services yet"
        description="Share childcare, a playdate, a home swap or a skill with parents near you."
        action={<ButtonLink to="/services?tab=create">Create Your First Service</ButtonLink>}
      />
    );
  }
  return (
    <ul aria-label="My services" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {mine.services.map((service) => (
        <li key={service.id}>
          <MyServiceCard service={service} onChanged={mine.replace} onDeleted={mine.remove} />
        </li>
      ))}
    </ul>
  );
}
