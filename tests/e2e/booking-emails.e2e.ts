import { expect, test } from '@playwright/test';
import { confirmedMember, ok, type ConfirmedMember } from './support/confirmed-member';
import { FUTURE_DAY, requestBookingOnceListed } from './support/booking-requests';
import { inbox } from './support/inbox';
import { serviceFields, uniqueTitle } from './support/service-seeding';

test.describe.configure({ mode: 'serial' });

let host: ConfirmedMember;
let guest: ConfirmedMember;

test.beforeAll(async ({ baseURL }) => {
  [host, guest] = await Promise.all([confirmedMember(baseURL!, 'host'), confirmedMember(baseURL!, 'guest')]);
});

test.afterAll(async () => {
  await Promise.all([host, guest].map((member) => member?.dispose()));
});

test('the host is emailed a request; once accepted, the guest is emailed the host as contact and sees the address', async () => {
  const title = uniqueTitle('Emailed playdate');
  const listed = await host.http.post('/api/services', {
    headers: { 'x-csrf-token': host.csrfToken },
    multipart: serviceFields({ title, location: '12 Minster Yard, York' }),
  });
  const service = await ok<{ id: string; hostId: string }>(listed, 201);
  const requested = await ok<{ id: string; counterpartContact: unknown }>(
    await requestBookingOnceListed(guest, { serviceId: service.id, hostId: service.hostId, bookingDate: FUTURE_DAY }),
    201,
  );
  expect(requested.counterpartContact).toBeNull();

  const request = await inbox().latestTo(host.email, { subject: `New booking request for ${title}` });
  expect(request.text).toContain(`Robin would like to book ${title} on 1 June 2099.`);
  const hidden = await ok<{ location: string | null }>(await guest.http.get(`/api/services/${service.id}`), 200);
  expect(hidden.location).toBeNull();

  await ok(
    await host.http.post(`/api/bookings/${requested.id}/accept`, { headers: { 'x-csrf-token': host.csrfToken } }),
    200,
  );
  const confirmation = await inbox().latestTo(guest.email, { subject: `Your booking for ${title}` });
  expect(confirmation.text).toContain(`Your host: Robin · ${host.email}`);
  const seen = await ok<{ counterpartContact: unknown }>(await guest.http.get(`/api/bookings/${requested.id}`), 200);
  expect(seen.counterpartContact).toEqual({ firstName: 'Robin', email: host.email });
  await expect
    .poll(
      async () =>
        ((await (await guest.http.get(`/api/services/${service.id}`)).json()) as { location: string | null }).location,
    )
    .toBe('12 Minster Yard, York');
});
