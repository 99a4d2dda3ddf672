import { defineErrors, ErrorKind } from '@village/kit';

export enum SafetyPlanErrorCode {
  SafetyPlanNotFound = 'SAFETY_PLAN_NOT_FOUND',
  SafetyPlanNotAllowed = 'SAFETY_PLAN_NOT_ALLOWED',
  SafetyPlanInvalid = 'SAFETY_PLAN_INVALID',
  SafetyPlanConflict = 'SAFETY_PLAN_CONFLICT',
}

export const safetyPlanErrors = defineErrors<SafetyPlanErrorCode>({
  [SafetyPlanErrorCode.SafetyPlanNotFound]: ErrorKind.NotFound,
  [SafetyPlanErrorCode.SafetyPlanNotAllowed]: ErrorKind.Conflict,
  [SafetyPlanErrorCode.SafetyPlanInvalid]: ErrorKind.Invalid,
  [SafetyPlanErrorCode.SafetyPlanConflict]: ErrorKind.Conflict,
});

/** Unknown, or made by someone else: the same answer either way. */
export const safetyPlanNotFound = () =>
  safetyPlanErrors.error(SafetyPlanErrorCode.SafetyPlanNotFound, 'Safety plan not found');

export const safetyPlanNotAllowed = (message: string) =>
  safetyPlanErrors.error(SafetyPlanErrorCode.SafetyPlanNotAllowed, message);

export const safetyPlanInvalid = (message: string, field: string) =>
  safetyPlanErrors.error(SafetyPlanErrorCode.SafetyPlanInvalid, message, { [field]: message });

export const safetyPlanConflict = (message: string) =>
  safetyPlanErrors.error(SafetyPlanErrorCode.SafetyPlanConflict, message);
