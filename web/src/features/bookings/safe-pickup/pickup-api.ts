import { fetchJson } from '../../../api/api-request';

export type HandoverKind = 'collected' | 'dropped_off';

export interface Handover {
  id: string;
  kind: HandoverKind;
  recordedBy: 'host' | 'guest';
  recordedByName: string | null;
  recordedAt: string;
}

/** A childcare booking's safe pickup as /api/bookings/{id}/pickup returns it. */
export interface BookingPickup {
  bookingId: string;
  authorisedAdults: string[];
  /** Oldest first. */
  handovers: Handover[];
}

const pickupUrl = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/pickup`;

export const fetchPickup = (bookingId: string, signal?: AbortSignal): Promise<BookingPickup> =>
  fetchJson<BookingPickup>(pickupUrl(bookingId), { signal });

export const setAuthorisedAdults = (bookingId: string, names: string[]): Promise<BookingPickup> =>
  fetchJson<BookingPickup>(`${pickupUrl(bookingId)}/authorised-adults`, { method: 'PUT', json: { names } });

export const recordHandover = (bookingId: string, kind: HandoverKind): Promise<BookingPickup> =>
  fetchJson<BookingPickup>(`${pickupUrl(bookingId)}/handovers`, { method: 'POST', json: { kind } });
