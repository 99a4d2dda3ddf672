import { defineErrors, ErrorKind } from '@village/kit';

export enum PreEmptiveBlockErrorCode {
  NotFound = 'PRE_EMPTIVE_BLOCK_NOT_FOUND',
  OwnContact = 'PRE_EMPTIVE_BLOCK_OWN_CONTACT',
}

export const preEmptiveBlockErrors = defineErrors<PreEmptiveBlockErrorCode>({
  [PreEmptiveBlockErrorCode.NotFound]: ErrorKind.NotFound,
  [PreEmptiveBlockErrorCode.OwnContact]: ErrorKind.Invalid,
});

export const preEmptiveBlockNotFound = () =>
  preEmptiveBlockErrors.error(PreEmptiveBlockErrorCode.NotFound, 'Block not found');

export const cannotBlockOwnContact = () =>
  preEmptiveBlockErrors.error(PreEmptiveBlockErrorCode.OwnContact, 'You cannot block yourself');
