import { defineErrors, ErrorKind } from '@village/kit';

export enum VouchErrorCode {
  NotFound = 'VOUCH_NOT_FOUND',
  OwnVouch = 'VOUCH_FOR_SELF',
  VoucherNotVerified = 'VOUCHER_NOT_VERIFIED',
  AlreadyAsked = 'VOUCH_ALREADY_ASKED',
  TooManyAsked = 'VOUCH_TOO_MANY_ASKED',
  NotOpen = 'VOUCH_NOT_OPEN',
}

export const vouchErrors = defineErrors<VouchErrorCode>({
  [VouchErrorCode.NotFound]: ErrorKind.NotFound,
  [VouchErrorCode.OwnVouch]: ErrorKind.Invalid,
  [VouchErrorCode.VoucherNotVerified]: ErrorKind.Invalid,
  [VouchErrorCode.AlreadyAsked]: ErrorKind.Conflict,
  [VouchErrorCode.TooManyAsked]: ErrorKind.Conflict,
  [VouchErrorCode.NotOpen]: ErrorKind.Conflict,
});

export const vouchNotFound = () => vouchErrors.error(VouchErrorCode.NotFound, 'Vouch not found');
export const cannotVouchForSelf = () => vouchErrors.error(VouchErrorCode.OwnVouch, 'You cannot vouch for yourself');
export const voucherNotVerified = () =>
  vouchErrors.error(VouchErrorCode.VoucherNotVerified, 'Only verified members can vouch for others');
export const alreadyAsked = () =>
  vouchErrors.error(VouchErrorCode.AlreadyAsked, 'You have already asked this member for a vouch');
export const tooManyAsked = (most: number) =>
  vouchErrors.error(VouchErrorCode.TooManyAsked, `You can ask at most ${most} members for a vouch at a time`);
export const vouchNotOpen = () =>
  vouchErrors.error(VouchErrorCode.NotOpen, 'This vouch request has already been answered');
export const memberNotFound = () => vouchErrors.error(VouchErrorCode.NotFound, 'Member not found');
