const OCCURRENCE = 'serviceId date startsAt endsAt capacity placesLeft state';

export const SERVICE_OCCURRENCES_QUERY = `query ServiceOccurrences($serviceId: ID!) { serviceOccurrences(serviceId: $serviceId) { ${OCCURRENCE} } }`;
export const SET_SERVICE_OCCURRENCE_STATE = `mutation SetServiceOccurrenceState($serviceId: ID!, $date: String!, $state: String!) {
  setServiceOccurrenceState(serviceId: $serviceId, date: $date, state: $state) { ${OCCURRENCE} }
}`;
export const SET_SERVICE_SERIES_STATE = `mutation SetServiceSeriesState($serviceId: ID!, $state: String!) {
  setServiceSeriesState(serviceId: $serviceId, state: $state) { ${OCCURRENCE} }
}`;
