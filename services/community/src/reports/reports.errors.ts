import { defineErrors, ErrorKind } from '@village/kit';

export enum ReportErrorCode {
  ReportInvalid = 'REPORT_INVALID',
  ReportTargetNotFound = 'REPORT_TARGET_NOT_FOUND',
  ReportConflict = 'REPORT_CONFLICT',
  ReportNotFound = 'REPORT_NOT_FOUND',
  ReportNotSupported = 'REPORT_NOT_SUPPORTED',
}

const reportErrors = defineErrors<ReportErrorCode>({
  [ReportErrorCode.ReportInvalid]: ErrorKind.Invalid,
  [ReportErrorCode.ReportTargetNotFound]: ErrorKind.NotFound,
  [ReportErrorCode.ReportConflict]: ErrorKind.Conflict,
  [ReportErrorCode.ReportNotFound]: ErrorKind.NotFound,
  [ReportErrorCode.ReportNotSupported]: ErrorKind.Invalid,
});

export const reportInvalid = (message: string, fieldErrors: Record<string, string> = {}) =>
  reportErrors.error(ReportErrorCode.ReportInvalid, message, fieldErrors);

/** Unknown, not visible to the reporter, or across a block (never revealed): the same answer. */
export const reportTargetNotFound = () =>
  reportErrors.error(ReportErrorCode.ReportTargetNotFound, 'We could not find what you are reporting');

export const alreadyReported = () =>
  reportErrors.error(ReportErrorCode.ReportConflict, 'You have already reported this; our team is looking into it.');

export const reportNotFound = () => reportErrors.error(ReportErrorCode.ReportNotFound, 'Report not found');

export const reportAlreadyResolved = () =>
  reportErrors.error(ReportErrorCode.ReportConflict, 'This report is already resolved.');

export const cannotReportYet = () =>
  reportErrors.error(ReportErrorCode.ReportNotSupported, 'This cannot be reported yet');
