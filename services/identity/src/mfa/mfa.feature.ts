import type { Provider } from '@nestjs/common';
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
];
