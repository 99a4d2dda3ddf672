import { useId } from 'react';
import { serviceTypeLabel } from '../services/service-types';
import { pounds } from './analytics-format';
import type { AnalyticsService } from './payment-analytics-api';

interface TopServicesProps {
  title: string;
  services: AnalyticsService[];
  /** The figure each service is ranked by. */
  figure: (service: AnalyticsService) => number;
  figureLabel: string;
  empty: string;
}

export function TopServices({ title, services, figure, figureLabel, empty }: TopServicesProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {services.length === 0 ? (
        <p className="mt-3 text-ink-muted">{empty}</p>
      ) : (
        <ol className="mt-3 flex flex-col divide-y divide-sand-100">
          {services.map((service) => (
            <li key={service.serviceId} className="flex items-baseline justify-between gap-4 py-3">
              <span>
                <span className="block font-semibold">{service.title || serviceTypeLabel(service.type)}</span>
                <span className="text-sm text-ink-muted">
                  {serviceTypeLabel(service.type)} · {service.paidBookings} paid{' '}
                  {service.paidBookings === 1 ? 'booking' : 'bookings'}
                </span>
              </span>
              <span className="text-right">
                <span className="block font-bold tabular-nums">{pounds(figure(service))}</span>
                <span className="text-sm text-ink-muted">{figureLabel}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
