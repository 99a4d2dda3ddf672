import { defineErrors, ErrorKind } from '@village/kit';

export enum CoverErrorCode {
  CoverNotFound = 'COVER_NOT_FOUND',
  CoverInvalid = 'COVER_INVALID',
  CoverConflict = 'COVER_CONFLICT',
}

export const coverErrors = defineErrors<CoverErrorCode>({
  [CoverErrorCode.CoverNotFound]: ErrorKind.NotFound,
  [CoverErrorCode.CoverInvalid]: ErrorKind.Invalid,
  [CoverErrorCode.CoverConflict]: ErrorKind.Conflict,
});

/** Unknown, or not the viewer's to see: the same answer either way. */
export const coverNotFound = (what = 'Cover request not found') =>
  coverErrors.error(CoverErrorCode.CoverNotFound, what);

export const coverInvalid = (message: string, field: string) =>
  coverErrors.error(CoverErrorCode.CoverInvalid, message, { [field]: message });

export const coverConflict = (message: string) => coverErrors.error(CoverErrorCode.CoverConflict, message);
