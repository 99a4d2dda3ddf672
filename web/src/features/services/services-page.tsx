import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ServiceForm } from '../service-form/service-form';
import { BookServiceDialog } from '../bookings/book-service-dialog';
import { BookingsTab } from './bookings-tab';
import { ServicesBrowse } from './browse/services-browse';
import { MyServicesList } from './my-services/my-services-list';

export const SERVICES_TABS = ['browse', 'create', 'my', 'bookings'] as const;
export type ServicesTab = (typeof SERVICES_TABS)[number];

const TAB_LABELS: Record<ServicesTab, string> = {
  browse: 'Browse',
  create: 'Create',
  my: 'My Services',
  bookings: 'Bookings',
};

export function servicesTabOf(value: string | null): ServicesTab {
  return SERVICES_TABS.find((tab) => tab === value) ?? 'browse';
}

export default function ServicesPage() {
  const [params, setParams] = useSearchParams();
  const tab = servicesTabOf(params.get('tab'));
  const selectTab = (next: string) => {
    const updated = new URLSearchParams(params);
    updated.set('tab', servicesTabOf(next));
    setParams(updated);
  };
  const bookingServiceId = params.get('book');
  const closeBooking = (openBookings: boolean) => {
    const updated = new URLSearchParams(params);
    updated.delete('book');
    if (openBookings) updated.set('tab', 'bookings');
    setParams(updated);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title="Services" />
      <h1 className="text-4xl font-extrabold">Services</h1>
      <p className="mt-2 text-lg text-ink-muted">
        Find help from parents near you, offer your own services and keep track of your bookings.
      </p>
      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList aria-label="Services">
          {SERVICES_TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {TAB_LABELS[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="browse">{tab === 'browse' ? <ServicesBrowse /> : null}</TabsContent>
        <TabsContent value="create">
          {tab === 'create' ? <ServiceForm mode="create" onSaved={() => selectTab('my')} /> : null}
        </TabsContent>
        <TabsContent value="my">{tab === 'my' ? <MyServicesList /> : null}</TabsContent>
        <TabsContent value="bookings">{tab === 'bookings' ? <BookingsTab /> : null}</TabsContent>
      </Tabs>
      {bookingServiceId ? (
        <BookServiceDialog
          key={bookingServiceId}
          serviceId={bookingServiceId}
          onClose={() => closeBooking(false)}
          onDone={() => closeBooking(true)}
        />
      ) : null}
    </div>
  );
}
