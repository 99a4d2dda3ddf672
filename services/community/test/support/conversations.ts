import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@village/kit';
import { BookingConfirmedEvent, create } from '@village/proto';
import type { CommunityTestApp, TestMember } from './community-test-app';

export const START_CONVERSATION =
  'mutation Start($memberId: ID!) { startConversation(memberId: $memberId) { id unreadCount counterpart { memberId firstName lastInitial } } }';
export const SEND_MESSAGE =
  'mutation Send($id: ID!, $body: String!) { sendMessage(conversationId: $id, body: $body) { id body isMine senderId } }';

/** BookingConfirmed between `host` and `guest`, as bookings publishes it. */
export function confirmedBooking(host: TestMember, guest: TestMember) {
  const bookingId = randomUUID();
  return createEnvelope(
    BookingConfirmedEvent,
    create(BookingConfirmedEvent.schema, {
      booking: {
        bookingId,
        serviceId: randomUUID(),
        hostId: host.id,
        guestId: guest.id,
        bookingDate: '2030-03-11',
        currency: 'GBP',
        status: 'confirmed',
      },
    }),
    { key: bookingId },
  );
}

/** A host and a guest with a confirmed booking between them, both known to community by first name and address. */
export async function bookedPair(community: CommunityTestApp, hostName = 'Hana', guestName = 'Gus') {
  const host = await community.member();
  const guest = await community.member();
  const hostEmail = await community.knowMember(host, hostName);
  const guestEmail = await community.knowMember(guest, guestName);
  await community.processed(confirmedBooking(host, guest));
  return { host: { ...host, email: hostEmail }, guest: { ...guest, email: guestEmail } };
}
