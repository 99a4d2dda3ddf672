import type { Provider } from '@nestjs/common';
import { MemberMail } from '../notifications/member-mail';
import { CompleteMfaChallengeUseCase } from './complete-mfa-challenge.use-case';
import { ConfirmMfaSetupUseCase } from './confirm-mfa-setup.use-case';
import { DisableMfaUseCase } from './disable-mfa.use-case';
import { MfaChallengeController } from './mfa-challenge.controller';
import { MfaChallengeEntity } from './mfa-challenge.entity';
import { MfaGate } from './mfa-gate';
import { MfaProofChecker } from './mfa-proof-checker';
import { MfaRecoveryCodeEntity } from './mfa-recovery-code.entity';
import { MfaSecretCipher } from './mfa-secret-cipher';
import { MfaSecretEntity } from './mfa-secret.entity';
import { MfaResolver } from './mfa.resolver';
import { StartMfaSetupUseCase } from './start-mfa-setup.use-case';
import { UnsentMemberMail } from './unsent-member-mail';

/** The MFA feature's parts, spread into identity's declaration (identity.service.ts). */
export const mfaEntities = [MfaSecretEntity, MfaRecoveryCodeEntity, MfaChallengeEntity];
export const mfaControllers = [MfaChallengeController];
export const mfaProviders: Provider[] = [
  MfaSecretCipher,
  MfaProofChecker,
  MfaGate,
  CompleteMfaChallengeUseCase,
  ConfirmMfaSetupUseCase,
  DisableMfaUseCase,
  StartMfaSetupUseCase,
  MfaResolver,
  // Until the mail feature provides MemberMail (it replaces this line when both are merged).
  { provide: MemberMail, useClass: UnsentMemberMail },
];
