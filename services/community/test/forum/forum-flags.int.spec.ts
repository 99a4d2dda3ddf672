import { startCommunity, type CommunityTestApp, type TestMember } from '../support/community-test-app';
import { FLAG, MODERATE, POSTS, SUBMIT } from './forum-test-app';

let forum: CommunityTestApp;
let admin: TestMember;

beforeAll(async () => {
  forum = await startCommunity();
  admin = await forum.admin();
});

afterAll(async () => {
  await forum?.close();
});

type Listed = { forumPosts: Array<{ id: string; status: string; flagCount: number }> };

const approvedPost = async (author: TestMember) => {
  const submitted = await forum.graph<{ submitForumPost: { id: string } }>(author, SUBMIT, {
    input: { title: 'Flaggable post', content: 'A post that members may flag to the admins.' },
  });
  const id = submitted.data!.submitForumPost.id;
  expect((await forum.graph(admin, MODERATE, { id, approved: true })).errors).toBeUndefined();
  return id;
};

const flag = (who: TestMember, postId: string, reason = 'spam') =>
  forum.graph<{ flagForumPost: { hidden: boolean } }>(who, FLAG, { postId, reason });

const listedIds = async (viewer: TestMember, approved = true) =>
  (await forum.graph<Listed>(viewer, POSTS, { approved })).data?.forumPosts.map((post) => post.id) ?? [];

it('hides a post at the third flag until an admin approves it again, which clears the flags', async () => {
  const author = await forum.member();
  const reader = await forum.member();
  const id = await approvedPost(author);

  expect((await flag(await forum.member(), id, 'spam')).data?.flagForumPost.hidden).toBe(false);
  expect((await flag(await forum.member(), id, 'harassment')).data?.flagForumPost.hidden).toBe(false);
  expect(await listedIds(reader)).toContain(id);
  expect((await flag(await forum.member(), id, 'child_safety')).data?.flagForumPost.hidden).toBe(true);

  expect(await listedIds(reader)).not.toContain(id);
  const pending = await forum.graph<Listed>(admin, POSTS, { approved: false });
  expect(pending.data?.forumPosts.find((post) => post.id === id)).toMatchObject({ status: 'pending', flagCount: 3 });

  expect((await forum.graph(admin, MODERATE, { id, approved: true })).errors).toBeUndefined();
  expect(await listedIds(reader)).toContain(id);
  expect(await forum.sql('SELECT 1 FROM forum_flags WHERE post_id = $1', [id])).toEqual([]);
  expect((await flag(await forum.member(), id)).data?.flagForumPost.hidden).toBe(false);
});

it('counts one flag per member', async () => {
  const id = await approvedPost(await forum.member());
  const flagger = await forum.member();
  expect((await flag(flagger, id)).errors).toBeUndefined();
  const again = await flag(flagger, id, 'other');
  expect(again.errors?.[0]?.message).toBe('You have already flagged this post');
  expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  expect(await forum.sql('SELECT reason FROM forum_flags WHERE post_id = $1', [id])).toEqual([{ reason: 'spam' }]);
});

it('refuses an unknown reason, the author’s own flag, and a post the member cannot see', async () => {
  const author = await forum.member();
  const id = await approvedPost(author);
  expect((await flag(await forum.member(), id, 'boring')).errors?.[0]?.message).toBe('Choose a reason');
  expect((await flag(author, id)).errors?.[0]?.message).toBe('You cannot flag your own post');

  const blocker = await forum.member();
  await forum.block(blocker, author);
  expect((await flag(blocker, id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect((await flag(await forum.member(), 'nope')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

  const waiting = await forum.graph<{ submitForumPost: { id: string } }>(author, SUBMIT, {
    input: { title: 'Still waiting', content: 'Nobody but the author and admins see this.' },
  });
  const waitingId = waiting.data!.submitForumPost.id;
  expect((await flag(await forum.member(), waitingId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(await forum.sql('SELECT 1 FROM forum_flags WHERE post_id = ANY($1::uuid[])', [[id, waitingId]])).toEqual([]);
});
