/** The kit's SealedTokenCipher under SOCIAL_TOKEN_KEY, or null when no key is set (no platform can be connected). */
export const TOKEN_CIPHER = Symbol('TOKEN_CIPHER');
