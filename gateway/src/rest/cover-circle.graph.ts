const CIRCLE_FIELDS = 'members { userId firstName } memberOf { userId firstName }';
const REQUEST_FIELDS =
  'id requesterId requesterName day fromTime untilTime children note status coveredBy { userId firstName email } widenedAt createdAt';

export const COVER_CIRCLE_QUERY = `query CoverCircle { coverCircle { ${CIRCLE_FIELDS} } }`;
export const COVER_REQUESTS_QUERY = `query CoverRequests { coverRequests { ${REQUEST_FIELDS} } }`;
export const REQUEST_COVER = `mutation RequestCover($input: RequestCoverInput!) { requestCover(input: $input) { ${REQUEST_FIELDS} } }`;

/** Changes to the circle, by the mutation's name: each takes the other member's id. */
export const COVER_CIRCLE_CHANGES = {
  addToCoverCircle: `mutation AddToCoverCircle($id: ID!) { addToCoverCircle(memberId: $id) { ${CIRCLE_FIELDS} } }`,
  removeFromCoverCircle: `mutation RemoveFromCoverCircle($id: ID!) { removeFromCoverCircle(memberId: $id) { ${CIRCLE_FIELDS} } }`,
  leaveCoverCircle: `mutation LeaveCoverCircle($id: ID!) { leaveCoverCircle(ownerId: $id) { ${CIRCLE_FIELDS} } }`,
} as const;

export type CoverCircleChange = keyof typeof COVER_CIRCLE_CHANGES;

/** Answers to a request, by the mutation's name. */
export const COVER_REQUEST_CHANGES = {
  acceptCover: `mutation AcceptCover($id: ID!) { acceptCover(id: $id) { ${REQUEST_FIELDS} } }`,
  cancelCover: `mutation CancelCover($id: ID!) { cancelCover(id: $id) { ${REQUEST_FIELDS} } }`,
} as const;

export type CoverRequestChange = keyof typeof COVER_REQUEST_CHANGES;
