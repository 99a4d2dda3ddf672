import { priceLabel } from './price-label';
import { typeDetailsOf } from './service-details';
import { areaLabel, MODE_LABELS, recurringLabel, serviceDateLabel } from './service-format';
import { serviceTypeLabel } from './service-types';
import type { Service } from './services-api';

/** The facts of a service as a definition list: what the viewer may see of it, nothing more. */
export function ServiceFacts({ service, className }: { service: Service; className?: string }) {
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: 'Type', value: serviceTypeLabel(service.type) },
    { label: 'How', value: MODE_LABELS[service.serviceMode] ?? service.serviceMode },
    { label: 'When', value: serviceDateLabel(service.dateTime) },
  ];
  const repeats = service.isRecurring ? recurringLabel(service.recurringPattern) : null;
  if (repeats) facts.push({ label: 'Repeats', value: repeats });
  if (service.location) facts.push({ label: 'Address', value: service.location });
  facts.push({ label: 'Area', value: areaLabel(service.area) });
  facts.push({ label: 'Country', value: service.country });
  if (service.virtualLink) {
    facts.push({
      label: 'Video link',
      value: (
        <a href={service.virtualLink} target="_blank" rel="noreferrer noopener" className="break-all underline">
          {service.virtualLink}
        </a>
      ),
    });
  }
  facts.push({ label: 'Price', value: priceLabel(service) });
  facts.push({ label: 'Max participants', value: String(service.maxParticipants) });
  if (service.audienceLimitations) facts.push({ label: 'Who it is for', value: service.audienceLimitations });
  if (service.availabilityNotes) facts.push({ label: 'Availability', value: service.availabilityNotes });
  for (const detail of typeDetailsOf(service)) facts.push(detail);

  return (
    <dl className={`grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr] ${className ?? ''}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-semibold">{fact.label}</dt>
          <dd className="whitespace-pre-line text-ink-muted">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
