const POST_FIELDS =
  'id authorId authorName topic title content status isModerated approved rejectionReason flagCount replyCount createdAt moderatedAt';
const REPLY_FIELDS = 'id postId authorId authorName content status createdAt';

export const FORUM_POSTS_QUERY = `query ForumPosts($approved: Boolean, $topic: String, $search: String) {
  forumPosts(approved: $approved, topic: $topic, search: $search) { ${POST_FIELDS} }
}`;
export const FORUM_POST_QUERY = `query ForumPost($id: ID!) { forumPost(id: $id) { ${POST_FIELDS} replies { ${REPLY_FIELDS} } } }`;
export const SUBMIT_FORUM_POST = `mutation SubmitForumPost($input: SubmitForumPostInput!) {
  submitForumPost(input: $input) { ${POST_FIELDS} }
}`;
export const MODERATE_FORUM_POST = `mutation ModerateForumPost($id: ID!, $approved: Boolean!, $reason: String) {
  moderateForumPost(id: $id, approved: $approved, reason: $reason) { ${POST_FIELDS} }
}`;
export const REPLY_TO_FORUM_POST = `mutation ReplyToForumPost($postId: ID!, $content: String!) {
  replyToForumPost(postId: $postId, content: $content) { ${REPLY_FIELDS} }
}`;
export const FLAG_FORUM_POST = `mutation FlagForumPost($postId: ID!, $reason: String!) {
  flagForumPost(postId: $postId, reason: $reason) { hidden }
}`;
export const PENDING_FORUM_REPLIES_QUERY = `query PendingForumReplies { pendingForumReplies { ${REPLY_FIELDS} } }`;
export const MODERATE_FORUM_REPLY = `mutation ModerateForumReply($id: ID!, $approved: Boolean!, $reason: String) {
  moderateForumReply(id: $id, approved: $approved, reason: $reason)
}`;
