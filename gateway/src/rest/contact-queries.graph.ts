const CONTACT_QUERY_FIELDS = 'id firstName lastName email subject message memberId isResolved createdAt resolvedAt';

export const SUBMIT_CONTACT_QUERY = `mutation SubmitContactQuery($input: SubmitContactQueryInput!) {
  submitContactQuery(input: $input) { received }
}`;
export const CONTACT_QUERIES = `query ContactQueries { contactQueries { ${CONTACT_QUERY_FIELDS} } }`;
export const RESOLVE_CONTACT_QUERY = `mutation ResolveContactQuery($id: ID!) {
  resolveContactQuery(id: $id) { ${CONTACT_QUERY_FIELDS} }
}`;
