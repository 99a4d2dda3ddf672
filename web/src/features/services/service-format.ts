import type { BadgeTone } from '../../components/ui/badge';
import type { Service, ServiceArea, ServicePhoto, ServiceStatus } from './services-api';

/** Ids are shown to people shortened to their first 8 characters. */
export const shortId = (id: string): string => id.slice(0, 8);

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** '14 Mar 2026, 10:30' or 'Flexible' when the service has no date. */
export function serviceDateLabel(dateTime: string | null): string {
  if (!dateTime) return 'Flexible';
  const date = new Date(dateTime);
  return Number.isNaN(date.getTime()) ? 'Flexible' : dateFormat.format(date);
}

export function dayLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

const RECURRING_LABELS: Record<string, string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Every month',
  custom: 'Repeats on a custom schedule',
};

export const recurringLabel = (pattern: string | null): string | null =>
  pattern ? (RECURRING_LABELS[pattern] ?? pattern) : null;

/** The exact location when the viewer may see it (the owner), else the country and postcode (a district for others). */
export function serviceWhere(service: Pick<Service, 'location' | 'country' | 'postcode' | 'serviceMode'>): string {
  if (service.location?.trim()) return service.location.trim();
  return [service.country, service.postcode].filter(Boolean).join(', ');
}

/** 'SW1A · about 2 miles away', 'SW1A, Westminster' or just 'SW1A'. */
export function areaLabel(area: ServiceArea): string {
  const place = area.place ? `${area.district}, ${area.place}` : area.district;
  return area.distanceLabel ? `${area.district} · ${area.distanceLabel}` : place;
}

export const STATUS_LABELS: Record<ServiceStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const STATUS_TONES: Record<ServiceStatus, BadgeTone> = {
  active: 'sage',
  paused: 'amber',
  completed: 'neutral',
  cancelled: 'danger',
};

/** Pause/Resume: an active service pauses; any other status becomes active again. */
export function toggledStatus(status: ServiceStatus): ServiceStatus {
  return status === 'active' ? 'paused' : 'active';
}

export const toggleStatusLabel = (status: ServiceStatus): string => (status === 'active' ? 'Pause' : 'Resume');

/** Up to `limit` photos, and how many more there are ('+N'). */
export function thumbnailsOf(photos: readonly ServicePhoto[], limit = 3): { shown: ServicePhoto[]; more: number } {
  return { shown: photos.slice(0, limit), more: Math.max(0, photos.length - limit) };
}

export const MODE_LABELS: Record<string, string> = { in_person: 'In person', online: 'Online' };
