/** The GraphQL operations the /api/mfa routes run (identity's MfaResolver). */
export const MFA_STATUS_QUERY = 'query MfaStatus { mfaStatus { enabled } }';
export const START_MFA_SETUP_MUTATION = 'mutation StartMfaSetup { startMfaSetup { qrCodeUrl secret } }';
export const CONFIRM_MFA_SETUP_MUTATION =
  'mutation ConfirmMfaSetup($code: String!) { confirmMfaSetup(code: $code) { enabled recoveryCodes } }';
export const DISABLE_MFA_MUTATION = 'mutation DisableMfa($code: String!) { disableMfa(code: $code) { enabled } }';
