import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';

/** Authenticator apps show this as the account's issuer. */
export const TOTP_ISSUER = 'Village';
const PERIOD_SECONDS = 30;
/** One time step either side of now, for a phone whose clock is a little off. */
const DRIFT_SECONDS = PERIOD_SECONDS;

/** TOTP (RFC 6238: SHA-1, 6 digits, 30 s), as every authenticator app reads it. */
export const totp = {
  /** A new secret: 20 random bytes, base32 (what the member types or scans). */
  newSecret: (): string => generateSecret({ length: 20 }),

  /** The otpauth:// URI for the member's authenticator, as a QR code PNG in a data: URL. */
  async qrCodeUrl(secret: string, accountEmail: string): Promise<string> {
    const uri = generateURI({ issuer: TOTP_ISSUER, label: accountEmail, secret });
    return toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  },

  /**
   * The time step of `code` when it is right for `secret` at `now` (±1 step) and newer than `afterTimeStep`,
   * else null: a code, once accepted, never works again.
   */
  async acceptedTimeStep(
    secret: string,
    code: string,
    now: Date,
    afterTimeStep: number | null,
  ): Promise<number | null> {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: DRIFT_SECONDS,
      ...(afterTimeStep === null ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  },
};
