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
    "\n  fragment CurrentUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    profileImageUrl\n    country\n    postcode\n    city\n    isVerified\n    isAdmin\n    mfaEnabled\n    createdAt\n    hasPendingSignup\n    googleCalendarConnected\n    isSingleParent\n    isLookingForColiving\n    offersServices\n  }\n": typeof types.CurrentUserFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      id\n      userAgent\n      network\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  query Me {\n    me {\n      id\n      fullName\n      firstName\n      profileImageUrl\n      matchingProfile {\n        city\n        country\n        isLookingForColiving\n        offersServices\n      }\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  fragment CurrentUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    profileImageUrl\n    country\n    postcode\n    city\n    isVerified\n    isAdmin\n    mfaEnabled\n    createdAt\n    hasPendingSignup\n    googleCalendarConnected\n    isSingleParent\n    isLookingForColiving\n    offersServices\n  }\n": types.CurrentUserFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      id\n      userAgent\n      network\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  query Me {\n    me {\n      id\n      fullName\n      firstName\n      profileImageUrl\n      matchingProfile {\n        city\n        country\n        isLookingForColiving\n        offersServices\n      }\n    }\n  }\n": types.MeDocument,
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
export function graphql(source: "\n  fragment CurrentUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    profileImageUrl\n    country\n    postcode\n    city\n    isVerified\n    isAdmin\n    mfaEnabled\n    createdAt\n    hasPendingSignup\n    googleCalendarConnected\n    isSingleParent\n    isLookingForColiving\n    offersServices\n  }\n"): (typeof documents)["\n  fragment CurrentUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    profileImageUrl\n    country\n    postcode\n    city\n    isVerified\n    isAdmin\n    mfaEnabled\n    createdAt\n    hasPendingSignup\n    googleCalendarConnected\n    isSingleParent\n    isLookingForColiving\n    offersServices\n  }\n"];
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
export function graphql(source: "\n  query Me {\n    me {\n      id\n      fullName\n      firstName\n      profileImageUrl\n      matchingProfile {\n        city\n        country\n        isLookingForColiving\n        offersServices\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      fullName\n      firstName\n      profileImageUrl\n      matchingProfile {\n        city\n        country\n        isLookingForColiving\n        offersServices\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;