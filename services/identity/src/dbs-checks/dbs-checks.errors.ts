import { defineErrors, ErrorKind } from '@village/kit';
import { FUTURE_ISSUE_DATE_MESSAGE } from './dbs-check.schema';

export enum DbsCheckErrorCode {
  MemberNotFound = 'DBS_MEMBER_NOT_FOUND',
  NotFound = 'DBS_CHECK_NOT_FOUND',
  FutureIssueDate = 'DBS_FUTURE_ISSUE_DATE',
}

export const dbsCheckErrors = defineErrors<DbsCheckErrorCode>({
  [DbsCheckErrorCode.MemberNotFound]: ErrorKind.NotFound,
  [DbsCheckErrorCode.NotFound]: ErrorKind.NotFound,
  [DbsCheckErrorCode.FutureIssueDate]: ErrorKind.Invalid,
});

export const dbsMemberNotFound = () => dbsCheckErrors.error(DbsCheckErrorCode.MemberNotFound, 'Member not found');
export const dbsCheckNotFound = () =>
  dbsCheckErrors.error(DbsCheckErrorCode.NotFound, 'This member has no DBS check recorded');
export const futureIssueDate = () => dbsCheckErrors.error(DbsCheckErrorCode.FutureIssueDate, FUTURE_ISSUE_DATE_MESSAGE);
