/** The words the call channel answers with (contract of issue 13, word for word where it gives them). */
export const CALL_PASS_EXPIRED_MESSAGE = 'Your call pass expired. Please join again.';
export const meshFullMessage = (meshMax: number): string =>
  `This call is full. Direct calls hold up to ${meshMax} people.`;
export const SFU_FULL_MESSAGE = 'This call is full.';
export const EMPTY_CHAT_MESSAGE = 'Message cannot be empty';
export const LONG_CHAT_MESSAGE = 'Message must be 1000 characters or fewer';
export const REFUSED_MESSAGE = 'The host did not let you in.';
export const WRONG_ROOM_MESSAGE = 'This call pass is for another meeting.';
export const NOT_IN_CALL_MESSAGE = 'You are not in this call.';
export const ALREADY_IN_CALL_MESSAGE = 'You are already in this call.';
export const HOST_ONLY_MESSAGE = 'Only the host can do this.';
export const PEER_GONE_MESSAGE = 'This person is no longer in the call.';
export const INVALID_MESSAGE = 'This message is not understood.';
