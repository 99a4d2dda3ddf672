/** MFA codes: digits only, exactly 6 (the spec's rule); the button stays disabled otherwise. */
export const MFA_CODE_LENGTH = 6;

export const isMfaCode = (value: string): boolean => /^\d{6}$/.test(value);

/** What the code field keeps of what was typed or pasted: its digits, at most 6. */
export const mfaCodeInput = (typed: string): string => typed.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH);

/** The secret in groups of four, as people copy it by eye. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
