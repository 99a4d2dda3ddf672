import { graphql } from '../../graphql/generated';

export const MY_ONLY_VERIFIED_CONTACT_QUERY = graphql(`
  query MyOnlyVerifiedContact {
    myOnlyVerifiedContact
  }
`);

export const SET_ONLY_VERIFIED_CONTACT_MUTATION = graphql(`
  mutation SetOnlyVerifiedContact($enabled: Boolean!) {
    setOnlyVerifiedContact(enabled: $enabled)
  }
`);
