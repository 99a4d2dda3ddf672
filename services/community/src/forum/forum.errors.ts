import { defineErrors, ErrorKind } from '@village/kit';
import { CommunityErrorCode, communityErrors } from '../community.errors';

export enum ForumErrorCode {
  ForumInvalid = 'FORUM_INVALID',
  ForumFlagConflict = 'FORUM_FLAG_CONFLICT',
  ForumReplyNotFound = 'FORUM_REPLY_NOT_FOUND',
}

const forumErrors = defineErrors<ForumErrorCode>({
  [ForumErrorCode.ForumInvalid]: ErrorKind.Invalid,
  [ForumErrorCode.ForumFlagConflict]: ErrorKind.Conflict,
  [ForumErrorCode.ForumReplyNotFound]: ErrorKind.NotFound,
});

/** Unknown, not visible to the caller, or across a block (never revealed): the same answer. */
export const postNotFound = () => communityErrors.error(CommunityErrorCode.PostNotFound, 'Post not found');

export const forumInvalid = (message: string, fieldErrors: Record<string, string> = {}) =>
  forumErrors.error(ForumErrorCode.ForumInvalid, message, fieldErrors);

export const alreadyFlagged = () =>
  forumErrors.error(ForumErrorCode.ForumFlagConflict, 'You have already flagged this post');

export const replyNotFound = () => forumErrors.error(ForumErrorCode.ForumReplyNotFound, 'Reply not found');
