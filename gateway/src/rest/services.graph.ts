import { TYPE_LIST_FIELDS, TYPE_TEXT_FIELDS, type ServiceJson } from './services.schemas';

/** Every field of the graph's Service the REST shape carries; `host` becomes hostName. */
const FIELDS_WITHOUT_HOST = [
  'id hostId title description type serviceMode dateTime isRecurring recurringPattern recurrenceRule durationMinutes',
  'location country postcode area { district place distanceMiles distanceLabel } virtualLink pricingType price',
  'priceMinor currency maxParticipants cancellationPolicy audienceLimitations availabilityNotes status createdAt updatedAt',
  'photos { id thumbnailUrl cardUrl fullUrl srcset } imageUrls bedrooms isCertified',
  ...TYPE_LIST_FIELDS,
  ...TYPE_TEXT_FIELDS,
].join(' ');
export const SERVICE_FIELDS = `${FIELDS_WITHOUT_HOST} host { firstName lastName }`;

export const SERVICE_QUERY = `query Service($id: ID!) { service(id: $id) { ${SERVICE_FIELDS} } }`;
/** What a visitor may read of a service: never who offers it (members' names stay among members). */
export const PUBLIC_SERVICE_QUERY = `query PublicService($id: ID!) { service(id: $id) { ${FIELDS_WITHOUT_HOST} } }`;
export const MY_SERVICES_QUERY = `query MyServices { myServices { ${SERVICE_FIELDS} } }`;
export const CREATE_SERVICE = `mutation CreateService($input: ServiceInput!) { createService(input: $input) { ${SERVICE_FIELDS} } }`;
export const UPDATE_SERVICE = `mutation UpdateService($id: ID!, $input: ServiceInput!) { updateService(id: $id, input: $input) { ${SERVICE_FIELDS} } }`;
export const SET_SERVICE_STATUS = `mutation SetServiceStatus($id: ID!, $status: String!) { setServiceStatus(id: $id, status: $status) { ${SERVICE_FIELDS} } }`;
export const DELETE_SERVICE = 'mutation DeleteService($id: ID!) { deleteService(id: $id) }';

export type GraphService = Omit<ServiceJson, 'hostName'> & {
  host?: { firstName: string; lastName: string } | null;
};

/** "Sam T.": a host's first name and last initial, as members are named to each other. */
export function hostNameOf(host: GraphService['host']): string | null {
  if (!host) return null;
  const initial = host.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${host.firstName.trim()} ${initial}.` : host.firstName.trim();
}

export function serviceJsonOf(service: GraphService): ServiceJson {
  const { host, ...fields } = service;
  return { ...fields, hostName: hostNameOf(host) };
}
