export const CURRENT_USER_QUERY = /* GraphQL */ `
  query CurrentUser {
    me {
      id
      firstName
      lastName
      fullName
      email
      profileImageUrl
      country
      postcode
      city
      isVerified
      isAdmin
      mfaEnabled
      createdAt
      hasPendingSignup
      googleCalendarConnected
      isSingleParent
      isLookingForColiving
      offersServices
    }
  }
`;
