import { isErasedMember, isUuid, locatePostcodeArea, onEvent } from '@village/kit';
import { UserRegisteredEvent, UserVerifiedEvent } from '@village/proto';

/** Its own consumer group: bookings' own group already routes UserRegistered to the safety plans' projection. */
const COVER_CIRCLE_GROUP = { group: 'bookings-cover-circle' };

/** A registered member's district and its centre; an unknown postcode leaves them without one. */
export const coverMemberPlaceConsumer = onEvent(
  UserRegisteredEvent,
  async (registered, _envelope, manager) => {
    if (!isUuid(registered.userId) || (await isErasedMember(manager, registered.userId))) return;
    const area = locatePostcodeArea(registered.country, registered.postcode);
    if (!area) return;
    await manager.query(
      `INSERT INTO cover_member_places (user_id, district, latitude, longitude) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET district = $2, latitude = $3, longitude = $4`,
      [registered.userId, area.district, area.latitude, area.longitude],
    );
  },
  COVER_CIRCLE_GROUP,
);

/** A verified member: whatever order the events arrive in, verification is kept. */
export const coverMemberVerifiedConsumer = onEvent(
  UserVerifiedEvent,
  async (verified, _envelope, manager) => {
    if (!isUuid(verified.userId) || (await isErasedMember(manager, verified.userId))) return;
    await manager.query(
      `INSERT INTO cover_member_places (user_id, verified) VALUES ($1, true)
     ON CONFLICT (user_id) DO UPDATE SET verified = true`,
      [verified.userId],
    );
  },
  COVER_CIRCLE_GROUP,
);
