import { defineErrors, ErrorKind } from '@village/kit';

export enum BlockingErrorCode {
  CannotBlockYourself = 'CANNOT_BLOCK_YOURSELF',
  MemberNotFound = 'MEMBER_NOT_FOUND',
}

export const blockingErrors = defineErrors<BlockingErrorCode>({
  [BlockingErrorCode.CannotBlockYourself]: ErrorKind.Invalid,
  [BlockingErrorCode.MemberNotFound]: ErrorKind.NotFound,
});

export const cannotBlockYourself = () =>
  blockingErrors.error(BlockingErrorCode.CannotBlockYourself, 'You cannot block yourself');

export const memberNotFound = () => blockingErrors.error(BlockingErrorCode.MemberNotFound, 'Member not found');
