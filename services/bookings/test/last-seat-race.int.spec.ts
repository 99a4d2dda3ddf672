import { randomUUID } from 'node:crypto';
import { DomainError } from '@village/kit';
import { RequestBookingUseCase } from '../src/booking/request-booking.use-case';
import { startBookings, TODAY, type BookingsTestApp } from './support/bookings-test-app';

let bookings: BookingsTestApp;

beforeAll(async () => {
  bookings = await startBookings();
});

afterAll(async () => {
  await bookings?.close();
});

it('200 guests racing for the last seat: exactly one booking, 199 BOOKING_FULL refusals', async () => {
  const host = randomUUID();
  const serviceId = await bookings.offerService({ hostId: host, maxParticipants: 3 });
  const useCase = bookings.app.get(RequestBookingUseCase);
  for (let seat = 0; seat < 2; seat += 1) await useCase.execute(randomUUID(), { serviceId, bookingDate: TODAY });

  const outcomes = await Promise.allSettled(
    Array.from({ length: 200 }, () => useCase.execute(randomUUID(), { serviceId, bookingDate: TODAY })),
  );

  const booked = outcomes.filter((outcome) => outcome.status === 'fulfilled');
  const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  expect(booked).toHaveLength(1);
  expect(refusals).toHaveLength(199);
  expect(refusals.every((reason) => reason instanceof DomainError && reason.code === 'BOOKING_FULL')).toBe(true);
  expect(await bookings.sql('SELECT held FROM service_day_capacity WHERE service_id = $1', [serviceId])).toEqual([
    { held: 3 },
  ]);
  expect(
    await bookings.sql("SELECT count(*)::int AS count FROM bookings WHERE service_id = $1 AND status = 'pending'", [
      serviceId,
    ]),
  ).toEqual([{ count: 3 }]);
});
