import { graphql } from '../../graphql/generated';

export const MY_SESSIONS_QUERY = graphql(`
  query MySessions {
    mySessions {
      id
      userAgent
      network
      signedInAt
      lastActiveAt
      current
    }
  }
`);

export const END_SESSION_MUTATION = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const SIGN_OUT_EVERYWHERE_MUTATION = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);
