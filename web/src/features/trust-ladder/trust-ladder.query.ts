import { graphql } from '../../graphql/generated';

export const MY_TRUST_LADDER_QUERY = graphql(`
  query MyTrustLadder {
    me {
      id
      isVerified
      trustLevel
      vouchCount
      dbsCheckedOn
    }
  }
`);
