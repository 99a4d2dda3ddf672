import { graphql } from '../../graphql/generated';

export const ME_QUERY = graphql(`
  query Me {
    me {
      id
      fullName
      firstName
      profileImageUrl
      matchingProfile {
        city
        country
        isLookingForColiving
        offersServices
      }
    }
  }
`);
