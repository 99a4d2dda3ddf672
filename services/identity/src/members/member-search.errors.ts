import { defineErrors, ErrorKind } from '@village/kit';

export enum MemberSearchErrorCode {
  SearchInvalid = 'SEARCH_INVALID',
}

const memberSearchErrors = defineErrors<MemberSearchErrorCode>({
  [MemberSearchErrorCode.SearchInvalid]: ErrorKind.Invalid,
});

export const searchInvalid = (field: string, message: string) =>
  memberSearchErrors.error(MemberSearchErrorCode.SearchInvalid, message, { [field]: message });
