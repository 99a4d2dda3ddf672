/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CurrentUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    profileImageUrl\n    country\n    postcode\n    city\n    isVerified\n    emailConfirmed\n    isAdmin\n    mfaEnabled\n    createdAt\n    hasPendingSignup\n    googleCalendarConnected\n    isSingleParent\n    isLookingForColiving\n    offersServices\n    trustLevel\n  }\n": typeof types.CurrentUserFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      id\n      userAgent\n      network\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  query VerificationCases($status: VerificationCaseStatus) {\n    verificationCases(status: $status) {\n      id\n      memberName\n      status\n      submittedAt\n      decidedAt\n      rejectionReason\n    }\n  }\n": typeof types.VerificationCasesDocument,
    "\n  query VerificationDocumentLink($caseId: ID!) {\n    verificationDocumentLink(caseId: $caseId) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.VerificationDocumentLinkDocument,
    "\n  mutation DecideVerification($caseId: ID!, $decision: VerificationDecision!, $reason: String) {\n    decideVerification(caseId: $caseId, decision: $decision, reason: $reason) {\n      id\n      status\n      decidedAt\n      rejectionReason\n    }\n  }\n": typeof types.DecideVerificationDocument,
    "\n  query MyBlockedMembers {\n    myBlockedMembers {\n      memberId\n      fullName\n      blockedAt\n    }\n  }\n": typeof types.MyBlockedMembersDocument,
    "\n  mutation BlockMember($memberId: ID!) {\n    blockMember(memberId: $memberId)\n  }\n": typeof types.BlockMemberDocument,
    "\n  mutation UnblockMember($memberId: ID!) {\n    unblockMember(memberId: $memberId)\n  }\n": typeof types.UnblockMemberDocument,
    "\n  query MyOnlyVerifiedContact {\n    myOnlyVerifiedContact\n  }\n": typeof types.MyOnlyVerifiedContactDocument,
    "\n  mutation SetOnlyVerifiedContact($enabled: Boolean!) {\n    setOnlyVerifiedContact(enabled: $enabled)\n  }\n": typeof types.SetOnlyVerifiedContactDocument,
    "\n  query MyVerification {\n    myVerification {\n      status\n      submittedAt\n      rejectionReason\n    }\n  }\n": typeof types.MyVerificationDocument,
    "\n  query MyTrustLadder {\n    me {\n      id\n      isVerified\n      trustLevel\n      vouchCount\n      dbsCheckedOn\n    }\n  }\n": typeof types.MyTrustLadderDocument,
};
const documents: Documents = {
    "\n  fragment CurrentUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    profileImageUrl\n    country\n    postcode\n    city\n    isVerified\n    emailConfirmed\n    isAdmin\n    mfaEnabled\n    createdAt\n    hasPendingSignup\n    googleCalendarConnected\n    isSingleParent\n    isLookingForColiving\n    offersServices\n    trustLevel\n  }\n": types.CurrentUserFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      id\n      userAgent\n      network\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  query VerificationCases($status: VerificationCaseStatus) {\n    verificationCases(status: $status) {\n      id\n      memberName\n      status\n      submittedAt\n      decidedAt\n      rejectionReason\n    }\n  }\n": types.VerificationCasesDocument,
    "\n  query VerificationDocumentLink($caseId: ID!) {\n    verificationDocumentLink(caseId: $caseId) {\n      url\n      expiresAt\n    }\n  }\n": types.VerificationDocumentLinkDocument,
    "\n  mutation DecideVerification($caseId: ID!, $decision: VerificationDecision!, $reason: String) {\n    decideVerification(caseId: $caseId, decision: $decision, reason: $reason) {\n      id\n      status\n      decidedAt\n      rejectionReason\n    }\n  }\n": types.DecideVerificationDocument,
    "\n  query MyBlockedMembers {\n    myBlockedMembers {\n      memberId\n      fullName\n      blockedAt\n    }\n  }\n": types.MyBlockedMembersDocument,
    "\n  mutation BlockMember($memberId: ID!) {\n    blockMember(memberId: $memberId)\n  }\n": types.BlockMemberDocument,
    "\n  mutation UnblockMember($memberId: ID!) {\n    unblockMember(memberId: $memberId)\n  }\n": types.UnblockMemberDocument,
    "\n  query MyOnlyVerifiedContact {\n    myOnlyVerifiedContact\n  }\n": types.MyOnlyVerifiedContactDocument,
    "\n  mutation SetOnlyVerifiedContact($enabled: Boolean!) {\n    setOnlyVerifiedContact(enabled: $enabled)\n  }\n": types.SetOnlyVerifiedContactDocument,
    "\n  query MyVerification {\n    myVerification {\n      status\n      submittedAt\n      rejectionReason\n    }\n  }\n": types.MyVerificationDocument,
    "\n  query MyTrustLadder {\n    me {\n      id\n      isVerified\n      trustLevel\n      vouchCount\n      dbsCheckedOn\n    }\n  }\n": types.MyTrustLadderDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    profileImageUrl\n    country\n    postcode\n    city\n    isVerified\n    emailConfirmed\n    isAdmin\n    mfaEnabled\n    createdAt\n    hasPendingSignup\n    googleCalendarConnected\n    isSingleParent\n    isLookingForColiving\n    offersServices\n    trustLevel\n  }\n"): (typeof documents)["\n  fragment CurrentUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    profileImageUrl\n    country\n    postcode\n    city\n    isVerified\n    emailConfirmed\n    isAdmin\n    mfaEnabled\n    createdAt\n    hasPendingSignup\n    googleCalendarConnected\n    isSingleParent\n    isLookingForColiving\n    offersServices\n    trustLevel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      userAgent\n      network\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      userAgent\n      network\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerificationCases($status: VerificationCaseStatus) {\n    verificationCases(status: $status) {\n      id\n      memberName\n      status\n      submittedAt\n      decidedAt\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  query VerificationCases($status: VerificationCaseStatus) {\n    verificationCases(status: $status) {\n      id\n      memberName\n      status\n      submittedAt\n      decidedAt\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerificationDocumentLink($caseId: ID!) {\n    verificationDocumentLink(caseId: $caseId) {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query VerificationDocumentLink($caseId: ID!) {\n    verificationDocumentLink(caseId: $caseId) {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideVerification($caseId: ID!, $decision: VerificationDecision!, $reason: String) {\n    decideVerification(caseId: $caseId, decision: $decision, reason: $reason) {\n      id\n      status\n      decidedAt\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  mutation DecideVerification($caseId: ID!, $decision: VerificationDecision!, $reason: String) {\n    decideVerification(caseId: $caseId, decision: $decision, reason: $reason) {\n      id\n      status\n      decidedAt\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBlockedMembers {\n    myBlockedMembers {\n      memberId\n      fullName\n      blockedAt\n    }\n  }\n"): (typeof documents)["\n  query MyBlockedMembers {\n    myBlockedMembers {\n      memberId\n      fullName\n      blockedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockMember($memberId: ID!) {\n    blockMember(memberId: $memberId)\n  }\n"): (typeof documents)["\n  mutation BlockMember($memberId: ID!) {\n    blockMember(memberId: $memberId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockMember($memberId: ID!) {\n    unblockMember(memberId: $memberId)\n  }\n"): (typeof documents)["\n  mutation UnblockMember($memberId: ID!) {\n    unblockMember(memberId: $memberId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOnlyVerifiedContact {\n    myOnlyVerifiedContact\n  }\n"): (typeof documents)["\n  query MyOnlyVerifiedContact {\n    myOnlyVerifiedContact\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOnlyVerifiedContact($enabled: Boolean!) {\n    setOnlyVerifiedContact(enabled: $enabled)\n  }\n"): (typeof documents)["\n  mutation SetOnlyVerifiedContact($enabled: Boolean!) {\n    setOnlyVerifiedContact(enabled: $enabled)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyVerification {\n    myVerification {\n      status\n      submittedAt\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  query MyVerification {\n    myVerification {\n      status\n      submittedAt\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTrustLadder {\n    me {\n      id\n      isVerified\n      trustLevel\n      vouchCount\n      dbsCheckedOn\n    }\n  }\n"): (typeof documents)["\n  query MyTrustLadder {\n    me {\n      id\n      isVerified\n      trustLevel\n      vouchCount\n      dbsCheckedOn\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;