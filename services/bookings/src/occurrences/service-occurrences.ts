import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { blockedEitherWay, type Clock, CLOCK, isUuid } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { bookingInvalid, bookingServiceNotFound, occurrenceUnavailable } from '../bookings.errors';
import { ChangeBookingStatusUseCase } from '../booking/change-booking-status.use-case';
import { isCalendarDay, londonDayOf } from '../booking/london-day';
import { OCCURRENCE_CANCELLED } from './occurrence-booking';
import { hasOccurrences, upcomingOccurrences, type SeriesRow } from './occurrence-schedule';
import { holdsOf, OCCURRENCE_STATES, seatsHeldOn, stateOf, type OccurrenceState } from './occurrence-states';

/** One upcoming occurrence as a guest or its host sees it. */
export interface OccurrenceView {
  serviceId: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  placesLeft: number;
  state: OccurrenceState;
}

interface SeriesService extends SeriesRow {
  service_id: string;
  host_id: string;
  max_participants: number;
  status: string;
}

const STATE_MESSAGE = 'Please choose scheduled, paused or cancelled';
const SERIES_MESSAGE = 'Please choose paused, cancelled or scheduled for the whole series';
const SERIES_CANCELLED = 'This series has been cancelled';

/**
 * The upcoming occurrences of a recurring service, each with its own places, and the host's pauses and
 * cancellations of one occurrence or the whole series. Cancelling one cancels its bookings the way a host's
 * cancellation does (refunded in full, guest emailed, BookingCancelled published).
 */
@Injectable()
export class ServiceOccurrences {
  private readonly logger = new Logger(ServiceOccurrences.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly bookings: ChangeBookingStatusUseCase,
  ) {}

  /** The host sees every occurrence; a guest not the cancelled ones, nor any of an inactive service. */
  async list(viewerId: string, serviceId: string): Promise<OccurrenceView[]> {
    const manager = this.dataSource.manager;
    const service = await this.serviceFor(manager, viewerId, serviceId);
    const views = await this.viewsOf(manager, service);
    if (service.host_id === viewerId) return views;
    if (service.status !== 'active') return [];
    return views.filter((view) => view.state !== 'cancelled');
  }

  async setOccurrenceState(hostId: string, serviceId: string, date: string, state: string): Promise<OccurrenceView> {
    const wanted = checkedState(state, STATE_MESSAGE);
    if (!isCalendarDay(date))
      throw bookingInvalid('Please choose one of the dates', { date: 'Please choose one of the dates' });
    const service = await this.dataSource.transaction(async (manager) => {
      const owned = await this.hostsService(manager, hostId, serviceId);
      if (!upcomingOccurrences(owned, this.clock.now()).some((occurrence) => occurrence.day === date)) {
        throw bookingInvalid('Please choose one of the dates', { date: 'Please choose one of the dates' });
      }
      const current = stateOf(date, await holdsOf(manager, serviceId));
      if (current === 'cancelled') throw occurrenceUnavailable(OCCURRENCE_CANCELLED);
      if (wanted === 'scheduled') {
        await manager.query('DELETE FROM service_occurrence_states WHERE service_id = $1 AND occurrence_date = $2', [
          serviceId,
          date,
        ]);
      } else {
        await manager.query(
          `INSERT INTO service_occurrence_states (service_id, occurrence_date, state, changed_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (service_id, occurrence_date) DO UPDATE SET state = EXCLUDED.state, changed_at = EXCLUDED.changed_at`,
          [serviceId, date, wanted, this.clock.now()],
        );
      }
      return owned;
    });
    if (wanted === 'cancelled') await this.cancelBookings(hostId, serviceId, 'booking_date = $2', [date]);
    const views = await this.viewsOf(this.dataSource.manager, service);
    const view = views.find((candidate) => candidate.date === date);
    if (!view) throw new Error(`occurrence ${date} of ${serviceId} vanished`);
    return view;
  }

  /** Pauses, resumes or cancels the whole series; a cancelled series is cancelled for good. */
  async setSeriesState(hostId: string, serviceId: string, state: string): Promise<OccurrenceView[]> {
    const wanted = checkedState(state, SERIES_MESSAGE);
    const service = await this.dataSource.transaction(async (manager) => {
      const owned = await this.hostsService(manager, hostId, serviceId);
      const { series } = await holdsOf(manager, serviceId);
      if (series === 'cancelled') throw occurrenceUnavailable(SERIES_CANCELLED);
      if (wanted === 'scheduled') {
        await manager.query('DELETE FROM service_series_states WHERE service_id = $1', [serviceId]);
      } else {
        await manager.query(
          `INSERT INTO service_series_states (service_id, state, changed_at) VALUES ($1, $2, $3)
           ON CONFLICT (service_id) DO UPDATE SET state = EXCLUDED.state, changed_at = EXCLUDED.changed_at`,
          [serviceId, wanted, this.clock.now()],
        );
      }
      return owned;
    });
    if (wanted === 'cancelled') {
      await this.cancelBookings(hostId, serviceId, 'booking_date >= $2', [londonDayOf(this.clock.now())]);
    }
    return this.viewsOf(this.dataSource.manager, service);
  }

  /** Each booking still holding a seat is cancelled by the host, one at a time (each refunds on its own). */
  private async cancelBookings(hostId: string, serviceId: string, when: string, values: unknown[]): Promise<void> {
    const bookings = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT id FROM bookings WHERE service_id = $1 AND ${when} AND status IN ('pending', 'confirmed')
        ORDER BY created_at`,
      [serviceId, ...values],
    );
    const failures: unknown[] = [];
    for (const booking of bookings) {
      try {
        await this.bookings.cancel(hostId, booking.id);
      } catch (error) {
        this.logger.warn(`booking ${booking.id} of a cancelled occurrence could not be cancelled: ${String(error)}`);
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  private async viewsOf(manager: EntityManager, service: SeriesService): Promise<OccurrenceView[]> {
    const occurrences = upcomingOccurrences(service, this.clock.now());
    const holds = await holdsOf(manager, service.service_id);
    const held = await seatsHeldOn(
      manager,
      service.service_id,
      occurrences.map((occurrence) => occurrence.day),
    );
    return occurrences.map((occurrence) => ({
      serviceId: service.service_id,
      date: occurrence.day,
      startsAt: occurrence.startsAt,
      endsAt: occurrence.endsAt,
      capacity: service.max_participants,
      placesLeft: Math.max(0, service.max_participants - (held.get(occurrence.day) ?? 0)),
      state: stateOf(occurrence.day, holds),
    }));
  }

  /** Unknown, deleted, not recurring, or across a block: 'Service not found' all the same. */
  private async serviceFor(manager: EntityManager, viewerId: string, serviceId: string): Promise<SeriesService> {
    if (!isUuid(serviceId)) throw bookingServiceNotFound();
    const [service] = await manager.query<SeriesService[]>(
      `SELECT service_id, host_id, max_participants, status, date_time, recurrence_rule, duration_minutes
         FROM offered_services WHERE service_id = $1 AND NOT deleted`,
      [serviceId],
    );
    if (!service || !hasOccurrences(service)) throw bookingServiceNotFound();
    if (service.host_id !== viewerId && (await blockedEitherWay(manager, viewerId, service.host_id))) {
      throw bookingServiceNotFound();
    }
    return service;
  }

  /** Locks the service until commit: requests in flight finish first, and later ones then see the new state. */
  private async hostsService(manager: EntityManager, hostId: string, serviceId: string): Promise<SeriesService> {
    const service = await this.serviceFor(manager, hostId, serviceId);
    if (service.host_id !== hostId) throw bookingServiceNotFound();
    await manager.query('SELECT 1 FROM offered_services WHERE service_id = $1 FOR UPDATE', [serviceId]);
    return service;
  }
}

function checkedState(state: string, message: string): OccurrenceState {
  if ((OCCURRENCE_STATES as readonly string[]).includes(state)) return state as OccurrenceState;
  throw bookingInvalid(message, { state: message });
}
