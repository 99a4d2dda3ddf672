import { graphql } from '../../graphql/generated';

export const MY_BLOCKED_MEMBERS_QUERY = graphql(`
  query MyBlockedMembers {
    myBlockedMembers {
      memberId
      fullName
      blockedAt
    }
  }
`);

export const BLOCK_MEMBER_MUTATION = graphql(`
  mutation BlockMember($memberId: ID!) {
    blockMember(memberId: $memberId)
  }
`);

export const UNBLOCK_MEMBER_MUTATION = graphql(`
  mutation UnblockMember($memberId: ID!) {
    unblockMember(memberId: $memberId)
  }
`);
