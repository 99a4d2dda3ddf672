/** The forum's GraphQL operations, shared by its specs (the app itself: `../support/community-test-app`). */
export const SUBMIT = `mutation Submit($input: SubmitForumPostInput!) {
  submitForumPost(input: $input) { id authorId topic title content status isModerated approved }
}`;
export const MODERATE = `mutation Moderate($id: ID!, $approved: Boolean!, $reason: String) {
  moderateForumPost(id: $id, approved: $approved, reason: $reason) {
    id status isModerated approved rejectionReason moderatedAt
  }
}`;
export const POSTS = `query Posts($approved: Boolean, $topic: String, $search: String) {
  forumPosts(approved: $approved, topic: $topic, search: $search) { id title topic status authorName flagCount }
}`;
export const POST = `query Post($id: ID!) {
  forumPost(id: $id) { id status replyCount replies { id authorId content status } }
}`;
export const REPLY = `mutation Reply($postId: ID!, $content: String!) {
  replyToForumPost(postId: $postId, content: $content) { id postId content status }
}`;
export const FLAG = `mutation Flag($postId: ID!, $reason: String!) {
  flagForumPost(postId: $postId, reason: $reason) { hidden }
}`;
export const STATS = '{ forumStats { activeDiscussions } }';
