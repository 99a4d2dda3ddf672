const PLAN_FIELDS =
  'id bookingId contactName contactEmail meetingNote checkInAt status who where when createdAt actions { action at }';

export const BOOKING_SAFETY_QUERY = `query BookingSafety($bookingId: ID!) { bookingSafety(bookingId: $bookingId) { canShare reason plan { ${PLAN_FIELDS} } } }`;
export const SHARE_SAFETY_PLAN = `mutation ShareSafetyPlan($input: ShareSafetyPlanInput!) { shareSafetyPlan(input: $input) { ${PLAN_FIELDS} } }`;

/** The owner's changes to an active plan, by the mutation's name. */
export const SAFETY_PLAN_CHANGES = {
  checkInSafetyPlan: `mutation CheckInSafetyPlan($id: ID!) { checkInSafetyPlan(id: $id) { ${PLAN_FIELDS} } }`,
  cancelSafetyPlan: `mutation CancelSafetyPlan($id: ID!) { cancelSafetyPlan(id: $id) { ${PLAN_FIELDS} } }`,
} as const;

export type SafetyPlanChange = keyof typeof SAFETY_PLAN_CHANGES;
