import { graphql } from '../../graphql/generated';

export const MY_VERIFICATION_QUERY = graphql(`
  query MyVerification {
    myVerification {
      status
      submittedAt
      rejectionReason
    }
  }
`);
