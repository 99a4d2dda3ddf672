const EVENT = `id title description eventType location isVirtual startDateTime endDateTime maxParticipants
  currentParticipants waitlistLength isOrganiser organiser { firstName lastInitial }
  myRsvp { status childrenAges waitlistPosition } seriesId recurrenceRule isCancelled isPaused`;

export const COMMUNITY_EVENTS_QUERY = `query CommunityEvents($type: String) { communityEvents(type: $type) { ${EVENT} } }`;
export const COMMUNITY_EVENT_QUERY = `query CommunityEvent($id: ID!) { communityEvent(id: $id) { ${EVENT} } }`;
export const CREATE_COMMUNITY_EVENT = `mutation CreateCommunityEvent($input: CreateCommunityEventInput!) {
  createCommunityEvent(input: $input) { ${EVENT} }
}`;
export const RSVP_COMMUNITY_EVENT = `mutation RsvpCommunityEvent($eventId: ID!, $status: String!, $childrenAges: [Int!]) {
  rsvpCommunityEvent(eventId: $eventId, status: $status, childrenAges: $childrenAges) { ${EVENT} }
}`;

export const CANCEL_COMMUNITY_EVENT = `mutation CancelCommunityEvent($eventId: ID!, $wholeSeries: Boolean) {
  cancelCommunityEvent(eventId: $eventId, wholeSeries: $wholeSeries) { ${EVENT} }
}`;

export const PAUSE_COMMUNITY_EVENT = `mutation PauseCommunityEvent($eventId: ID!, $wholeSeries: Boolean) {
  pauseCommunityEvent(eventId: $eventId, wholeSeries: $wholeSeries) { ${EVENT} }
}`;

export const RESUME_COMMUNITY_EVENT = `mutation ResumeCommunityEvent($eventId: ID!, $wholeSeries: Boolean) {
  resumeCommunityEvent(eventId: $eventId, wholeSeries: $wholeSeries) { ${EVENT} }
}`;

/** A community event as the graph answers it. */
export interface GraphCommunityEvent {
  id: string;
  title: string;
  description: string;
  eventType: string;
  location: string | null;
  isVirtual: boolean;
  startDateTime: string;
  endDateTime: string;
  maxParticipants: number;
  currentParticipants: number;
  waitlistLength: number;
  isOrganiser: boolean;
  organiser: { firstName: string | null; lastInitial: string | null };
  myRsvp: { status: string; childrenAges: number[]; waitlistPosition: number | null } | null;
  seriesId: string | null;
  recurrenceRule: string | null;
  isCancelled: boolean;
  isPaused: boolean;
}
