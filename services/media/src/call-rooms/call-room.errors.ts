import { defineErrors, ErrorKind } from '@village/kit';

export enum CallRoomErrorCode {
  MeetingNotFound = 'MEETING_NOT_FOUND',
  NotInvited = 'CALL_NOT_INVITED',
  Removed = 'CALL_REMOVED',
  NotOpen = 'CALL_NOT_OPEN',
  Ended = 'CALL_ENDED',
  Cancelled = 'CALL_CANCELLED',
}

export const callRoomErrors = defineErrors<CallRoomErrorCode>({
  [CallRoomErrorCode.MeetingNotFound]: ErrorKind.NotFound,
  [CallRoomErrorCode.NotInvited]: ErrorKind.Forbidden,
  [CallRoomErrorCode.Removed]: ErrorKind.Forbidden,
  [CallRoomErrorCode.NotOpen]: ErrorKind.Conflict,
  [CallRoomErrorCode.Ended]: ErrorKind.Conflict,
  [CallRoomErrorCode.Cancelled]: ErrorKind.Conflict,
});

export const MEETING_NOT_FOUND_MESSAGE = 'Meeting not found';
export const CALL_NOT_INVITED_MESSAGE = 'You are not invited to this meeting.';
export const CALL_REMOVED_MESSAGE = 'The host removed you from this meeting.';
export const CALL_NOT_OPEN_MESSAGE = 'This meeting opens for joining 15 minutes before it starts.';
export const CALL_ENDED_MESSAGE = 'This meeting has ended.';
export const CALL_CANCELLED_MESSAGE = 'This meeting was cancelled.';

const messages: Record<CallRoomErrorCode, string> = {
  [CallRoomErrorCode.MeetingNotFound]: MEETING_NOT_FOUND_MESSAGE,
  [CallRoomErrorCode.NotInvited]: CALL_NOT_INVITED_MESSAGE,
  [CallRoomErrorCode.Removed]: CALL_REMOVED_MESSAGE,
  [CallRoomErrorCode.NotOpen]: CALL_NOT_OPEN_MESSAGE,
  [CallRoomErrorCode.Ended]: CALL_ENDED_MESSAGE,
  [CallRoomErrorCode.Cancelled]: CALL_CANCELLED_MESSAGE,
};

/** The refusal of a join, with the contract's message for its code. */
export const callRefusal = (code: CallRoomErrorCode) => callRoomErrors.error(code, messages[code]);
