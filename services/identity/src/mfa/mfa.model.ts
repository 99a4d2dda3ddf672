import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('MfaStatus', { description: "The signed-in member's two-factor authentication." })
export class MfaStatusModel {
  @Field()
  enabled!: boolean;
}

@ObjectType('MfaSetup', { description: 'A new, pending TOTP secret: shown only to its member, only in this answer.' })
export class MfaSetupModel {
  @Field({ description: 'The otpauth:// URI as a QR code PNG, in a data: URL.' })
  qrCodeUrl!: string;

  @Field({ description: 'The base32 secret, for typing into an authenticator app.' })
  secret!: string;
}

@ObjectType('MfaEnabled')
export class MfaEnabledModel {
  @Field()
  enabled!: boolean;

  @Field(() => [String], { description: 'Single-use recovery codes: shown this once, only their hashes are kept.' })
  recoveryCodes!: string[];
}
