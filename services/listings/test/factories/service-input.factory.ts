/** A valid ServiceInput (an in-person playdate in SW1A); override what the scenario needs. */
export const serviceInput = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: 'Saturday playdate in the park',
  description: 'Two hours of games and snacks for little ones.',
  type: 'playdate',
  country: 'United Kingdom',
  postcode: 'sw1a  1aa',
  location: '1 Park Lane, London',
  childAgeRange: '3-5',
  ...overrides,
});

/** Every field of the graph's Service but `host`. */
export const SERVICE_FIELDS = `
  id hostId title description type serviceMode dateTime isRecurring recurringPattern location country postcode
  area { district place distanceMiles distanceLabel }
  virtualLink pricingType price priceMinor currency maxParticipants cancellationPolicy audienceLimitations availabilityNotes status
  createdAt updatedAt photos { id thumbnailUrl cardUrl fullUrl srcset } imageUrls
  homeType bedrooms amenities houseRules swapPreferences eventType whatToBring activitiesPlanned
  petServiceType petTypesAccepted experienceLevel serviceDuration childAgeRange supervisionRequired playdateActivities
  callPurpose platformPreference callDuration timeZone childcareType childcareArrangement ageRangeAccepted isCertified
  activityType intensityLevel equipmentNeeded`;

export const CREATE = `mutation Create($input: ServiceInput!) { createService(input: $input) { ${SERVICE_FIELDS} } }`;
export const UPDATE = `mutation Update($id: ID!, $input: ServiceInput!) { updateService(id: $id, input: $input) { ${SERVICE_FIELDS} } }`;
export const SET_STATUS = `mutation Status($id: ID!, $status: String!) { setServiceStatus(id: $id, status: $status) { id status } }`;
export const DELETE = 'mutation Delete($id: ID!) { deleteService(id: $id) }';
export const DETAIL = `query Detail($id: ID!) { service(id: $id) { ${SERVICE_FIELDS} } }`;
export const MINE = `{ myServices { id title status location postcode } }`;
