const PICKUP_FIELDS = 'bookingId authorisedAdults handovers { id kind recordedBy recordedByName recordedAt }';

export const BOOKING_PICKUP_QUERY = `query BookingPickup($bookingId: ID!) { bookingPickup(bookingId: $bookingId) { ${PICKUP_FIELDS} } }`;
export const SET_AUTHORISED_ADULTS = `mutation SetAuthorisedAdults($bookingId: ID!, $names: [String!]!) { setAuthorisedAdults(bookingId: $bookingId, names: $names) { ${PICKUP_FIELDS} } }`;
export const RECORD_HANDOVER = `mutation RecordHandover($bookingId: ID!, $kind: String!) { recordHandover(bookingId: $bookingId, kind: $kind) { ${PICKUP_FIELDS} } }`;
