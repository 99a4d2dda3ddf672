import { gql, type TypedDocumentNode } from '@apollo/client';

export interface MeQueryData {
  me: {
    __typename?: 'User';
    id: string;
    fullName: string;
    firstName: string;
    profileImageUrl: string | null;
    matchingProfile: {
      __typename?: string;
      city: string | null;
      country: string | null;
      isLookingForColiving: boolean;
      offersServices: boolean;
    } | null;
  } | null;
}

export const ME_QUERY: TypedDocumentNode<MeQueryData, Record<string, never>> = gql`
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
`;
