const ACCOUNT = 'platform mode accountName connectedAt';

export const SOCIAL_ACCOUNTS_QUERY = `query SocialAccounts { socialAccounts { ${ACCOUNT} } }`;
export const START_SOCIAL_ACCOUNT_CONNECTION = `mutation StartSocialAccountConnection($platform: String!) {
  startSocialAccountConnection(platform: $platform) { authorizeUrl }
}`;
export const COMPLETE_SOCIAL_ACCOUNT_CONNECTION = `mutation CompleteSocialAccountConnection(
  $platform: String!, $code: String!, $state: String!
) {
  completeSocialAccountConnection(platform: $platform, code: $code, state: $state) { ${ACCOUNT} }
}`;
export const DISCONNECT_SOCIAL_ACCOUNT = `mutation DisconnectSocialAccount($platform: String!) {
  disconnectSocialAccount(platform: $platform) { ${ACCOUNT} }
}`;

/** A member's account on one platform as the social subgraph answers it. */
export interface GraphSocialAccount {
  platform: string;
  /** sandbox (the platform is not configured), connected or not_connected. */
  mode: string;
  accountName: string | null;
  connectedAt: string | null;
}
