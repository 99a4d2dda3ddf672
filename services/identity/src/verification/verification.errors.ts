import { defineErrors, ErrorKind } from '@village/kit';

export enum VerificationErrorCode {
  AlreadyVerified = 'ALREADY_VERIFIED',
  CaseNotFound = 'VERIFICATION_CASE_NOT_FOUND',
  CaseAlreadyDecided = 'VERIFICATION_CASE_ALREADY_DECIDED',
  ReasonRequired = 'VERIFICATION_REASON_REQUIRED',
}

export const verificationErrors = defineErrors<VerificationErrorCode>({
  [VerificationErrorCode.AlreadyVerified]: ErrorKind.Conflict,
  [VerificationErrorCode.CaseNotFound]: ErrorKind.NotFound,
  [VerificationErrorCode.CaseAlreadyDecided]: ErrorKind.Conflict,
  [VerificationErrorCode.ReasonRequired]: ErrorKind.Invalid,
});

export const ALREADY_VERIFIED_MESSAGE = 'Your identity is already verified, so a new document is not needed.';
export const REASON_REQUIRED_MESSAGE = 'Please give a reason for rejecting this document';

export const alreadyVerified = () =>
  verificationErrors.error(VerificationErrorCode.AlreadyVerified, ALREADY_VERIFIED_MESSAGE, {
    passportImage: ALREADY_VERIFIED_MESSAGE,
  });

export const caseNotFound = () =>
  verificationErrors.error(VerificationErrorCode.CaseNotFound, 'This verification case does not exist');

export const caseAlreadyDecided = () =>
  verificationErrors.error(VerificationErrorCode.CaseAlreadyDecided, 'This verification case has already been decided');

export const reasonRequired = () =>
  verificationErrors.error(VerificationErrorCode.ReasonRequired, REASON_REQUIRED_MESSAGE, {
    reason: REASON_REQUIRED_MESSAGE,
  });
