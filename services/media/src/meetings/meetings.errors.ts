import { defineErrors, ErrorKind } from '@village/kit';

export enum MeetingsErrorCode {
  MeetingNotFound = 'MEETING_NOT_FOUND',
  MeetingInvalid = 'MEETING_INVALID',
  InvitationNotFound = 'INVITATION_NOT_FOUND',
  CannotInvite = 'CANNOT_INVITE',
  MeetingCancelled = 'MEETING_CANCELLED',
  MeetingEnded = 'MEETING_ENDED',
}

const meetingsErrors = defineErrors<MeetingsErrorCode>({
  [MeetingsErrorCode.MeetingNotFound]: ErrorKind.NotFound,
  [MeetingsErrorCode.MeetingInvalid]: ErrorKind.Invalid,
  [MeetingsErrorCode.InvitationNotFound]: ErrorKind.NotFound,
  [MeetingsErrorCode.CannotInvite]: ErrorKind.Invalid,
  [MeetingsErrorCode.MeetingCancelled]: ErrorKind.Conflict,
  [MeetingsErrorCode.MeetingEnded]: ErrorKind.Conflict,
});

/** Unknown, not visible to the member, across a block, or (for a host's action) not theirs: the same answer. */
export const meetingNotFound = () => meetingsErrors.error(MeetingsErrorCode.MeetingNotFound, 'Meeting not found');

export const meetingInvalid = (message: string, fieldErrors: Record<string, string> = {}) =>
  meetingsErrors.error(MeetingsErrorCode.MeetingInvalid, message, fieldErrors);

/** Unknown, or addressed to someone else: the same answer. */
export const invitationNotFound = () =>
  meetingsErrors.error(MeetingsErrorCode.InvitationNotFound, 'Invitation not found');

/** Self, unknown, or blocked either way: never says which. */
export const cannotInvite = () =>
  meetingsErrors.error(MeetingsErrorCode.CannotInvite, 'You cannot invite this member.', {
    memberIds: 'You cannot invite this member.',
  });

export const meetingCancelled = () =>
  meetingsErrors.error(MeetingsErrorCode.MeetingCancelled, 'This meeting was cancelled.');

export const meetingEnded = () => meetingsErrors.error(MeetingsErrorCode.MeetingEnded, 'This meeting has ended.');
