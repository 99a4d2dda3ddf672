import { minutes } from '@village/kit';
import { startCommunity, type CommunityTestApp, type TestMember } from '../support/community-test-app';
import { MODERATE, POST, POSTS, REPLY, STATS, SUBMIT } from './forum-test-app';

let forum: CommunityTestApp;
let admin: TestMember;

beforeAll(async () => {
  forum = await startCommunity();
  admin = await forum.admin();
});

afterAll(async () => {
  await forum?.close();
});

type Post = { id: string; title: string; topic: string; status: string; authorName: string | null };
type Listed = { forumPosts: Post[] };

const submit = async (author: TestMember, title: string, content: string, topic = 'general') => {
  const answer = await forum.graph<{ submitForumPost: Post }>(author, SUBMIT, { input: { title, content, topic } });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.submitForumPost.id;
};

const approve = async (id: string) => {
  const answer = await forum.graph(admin, MODERATE, { id, approved: true });
  expect(answer.errors).toBeUndefined();
};

const listed = async (viewer: TestMember, filter: Record<string, unknown> = {}) => {
  const answer = await forum.graph<Listed>(viewer, POSTS, filter);
  expect(answer.errors).toBeUndefined();
  return answer.data?.forumPosts.map((post) => post.id) ?? [];
};

describe('submitting', () => {
  it('holds a new post for moderation: its author sees it, other members do not', async () => {
    const author = await forum.member();
    const other = await forum.member();
    const answer = await forum.graph<{ submitForumPost: Post & { isModerated: boolean; approved: boolean } }>(
      author,
      SUBMIT,
      {
        input: { title: '  School runs  ', content: 'Who else shares the school run in Leeds?', topic: 'single_dads' },
      },
    );
    expect(answer.errors).toBeUndefined();
    const post = answer.data!.submitForumPost;
    expect(post).toMatchObject({
      authorId: author.id,
      title: 'School runs',
      topic: 'single_dads',
      status: 'pending',
      isModerated: false,
      approved: false,
    });
    expect(await listed(other)).not.toContain(post.id);
    expect((await forum.graph<{ forumPost: Post | null }>(other, POST, { id: post.id })).data?.forumPost).toBeNull();
    expect((await forum.graph<{ forumPost: Post }>(author, POST, { id: post.id })).data?.forumPost.status).toBe(
      'pending',
    );
  });

  it.each([
    [{ title: 'Hey', content: 'Long enough content for a post.' }, 'Title must be at least 5 characters'],
    [{ title: 'A good title', content: 'Too short' }, 'Content must be at least 20 characters'],
    [{ title: 'A good title', content: 'Long enough content for a post.', topic: 'gossip' }, 'Choose a topic'],
  ])('refuses %j with the spec message', async (input, message) => {
    const answer = await forum.graph(await forum.member(), SUBMIT, { input });
    expect(answer.errors?.[0]?.message).toBe(message);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('needs a signed-in member', async () => {
    const answer = await forum.graph(null, SUBMIT, {
      input: { title: 'Anonymous', content: 'Nobody should be able to post this.' },
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('moderating', () => {
  it('lists pending posts for admins only, then publishes an approved post and emails its author', async () => {
    const pendingCount = async () =>
      (await forum.graph<{ pendingForumPostCount: number }>(admin, '{ pendingForumPostCount }')).data
        ?.pendingForumPostCount;
    const before = await pendingCount();
    const author = await forum.member();
    const email = await forum.knowMember(author, 'Maya');
    const id = await submit(author, 'Weekend playdates', 'Anyone up for a park playdate on Saturday?', 'single_moms');

    const pending = await forum.graph<Listed>(admin, POSTS, { approved: false });
    expect(pending.data?.forumPosts.find((post) => post.id === id)).toMatchObject({ authorName: 'Maya' });
    const refused = await forum.graph(author, POSTS, { approved: false });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await pendingCount()).toBe(before! + 1);
    const countRefused = await forum.graph(author, '{ pendingForumPostCount }');
    expect(countRefused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const moderated = await forum.graph<{ moderateForumPost: Record<string, unknown> }>(admin, MODERATE, {
      id,
      approved: true,
    });
    expect(moderated.data?.moderateForumPost).toMatchObject({ status: 'approved', isModerated: true, approved: true });
    expect(await pendingCount()).toBe(before);
    expect(await listed(await forum.member())).toContain(id);
    expect(await listed(await forum.member(), { topic: 'single_moms' })).toContain(id);
    expect(await listed(await forum.member(), { topic: 'single_dads' })).not.toContain(id);

    await forum.clock.runDue();
    const mail = forum.smtp.received.find((one) => one.to.includes(email));
    expect(mail?.subject).toBe('Your forum post "Weekend playdates" is live');
    expect(mail?.text).toContain(`https://village.test/forum/${id}`);
  });

  it('rejects only with a reason, which the author is told', async () => {
    const author = await forum.member();
    const email = await forum.knowMember(author, 'Noor');
    const id = await submit(author, 'Buy my stuff', 'Great deals on everything, message me now.');

    const bare = await forum.graph(admin, MODERATE, { id, approved: false });
    expect(bare.errors?.[0]?.message).toBe('A reason is required to reject a post');
    const rejected = await forum.graph<{ moderateForumPost: Record<string, unknown> }>(admin, MODERATE, {
      id,
      approved: false,
      reason: 'Advertising is not allowed on the forum',
    });
    expect(rejected.data?.moderateForumPost).toMatchObject({
      status: 'rejected',
      isModerated: true,
      approved: false,
      rejectionReason: 'Advertising is not allowed on the forum',
    });
    const [row] = await forum.sql<{ moderated_by: string }>('SELECT moderated_by FROM forum_posts WHERE id = $1', [id]);
    expect(row?.moderated_by).toBe(admin.id);

    await forum.clock.runDue();
    const mail = forum.smtp.received.find((one) => one.to.includes(email));
    expect(mail?.subject).toBe('Your forum post "Buy my stuff" was not approved');
    expect(mail?.text).toContain('Advertising is not allowed on the forum');
  });

  it('is for admins only, and answers an unknown post with not found', async () => {
    const author = await forum.member();
    const id = await submit(author, 'Self approval', 'I would like to approve my own post.');
    expect((await forum.graph(author, MODERATE, { id, approved: true })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const unknown = await forum.graph(admin, MODERATE, { id: 'not-a-post', approved: true });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('reading', () => {
  it('finds approved posts by full-text search, never pending ones', async () => {
    const author = await forum.member();
    const reader = await forum.member();
    const approved = await submit(author, 'Sleeping toddlers', 'How do you get a toddler sleeping through the night?');
    const waiting = await submit(author, 'More toddlers', 'Toddler sleep again, still waiting for an admin.');
    await approve(approved);

    expect(await listed(reader, { search: 'toddler sleep' })).toEqual([approved]);
    expect(await listed(reader, { search: 'toddler -night' })).toEqual([]);
    expect(await listed(reader, { search: '"through the night"' })).toEqual([approved]);
    expect(await listed(reader, { search: 'toddler' })).not.toContain(waiting);
  });

  it('hides the posts and replies of a member blocked either way', async () => {
    const author = await forum.member();
    const blocker = await forum.member();
    const blockedByAuthor = await forum.member();
    const id = await submit(author, 'Blocked thread', 'A post that blocked members should not see.');
    await approve(id);
    await forum.block(blocker, author);
    await forum.block(author, blockedByAuthor);

    expect(await listed(blocker)).not.toContain(id);
    expect(await listed(blockedByAuthor)).not.toContain(id);
    expect(await listed(await forum.member())).toContain(id);
    expect((await forum.graph<{ forumPost: Post | null }>(blocker, POST, { id })).data?.forumPost).toBeNull();
    expect((await forum.graph(blocker, REPLY, { postId: id, content: 'Hello' })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('counts approved posts as active discussions', async () => {
    const reader = await forum.member();
    const before = (await forum.graph<{ forumStats: { activeDiscussions: number } }>(reader, STATS)).data!.forumStats
      .activeDiscussions;
    const id = await submit(await forum.member(), 'Counting posts', 'This post counts once it is approved.');
    await approve(id);
    const after = await forum.graph<{ forumStats: { activeDiscussions: number } }>(reader, STATS);
    expect(after.data?.forumStats.activeDiscussions).toBe(before + 1);
  });
});

describe('replying', () => {
  type Reply = { id: string; content: string; status: string };
  const reply = async (who: TestMember, postId: string, content: string) => {
    const answer = await forum.graph<{ replyToForumPost: Reply }>(who, REPLY, { postId, content });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.replyToForumPost;
  };
  const repliesSeenBy = async (who: TestMember, id: string) =>
    (await forum.graph<{ forumPost: { replies: Reply[] } }>(who, POST, { id })).data?.forumPost.replies.map(
      (one) => one.content,
    );

  it('publishes at once a reply from a member with an approved post, and holds a newcomer’s', async () => {
    const author = await forum.member();
    const newcomer = await forum.member();
    const newcomerEmail = await forum.knowMember(newcomer, 'Ruth');
    const reader = await forum.member();
    const id = await submit(author, 'Meal planning', 'Share your cheap weekday dinners here please.');
    await approve(id);

    expect(await reply(author, id, 'Pasta bake, every Tuesday.')).toMatchObject({ status: 'approved' });
    await forum.clock.advance(minutes(1));
    const held = await reply(newcomer, id, 'Soup and bread!');
    expect(held.status).toBe('pending');
    expect(await repliesSeenBy(reader, id)).toEqual(['Pasta bake, every Tuesday.']);
    expect(await repliesSeenBy(newcomer, id)).toEqual(['Pasta bake, every Tuesday.', 'Soup and bread!']);

    const pending = await forum.graph<{ pendingForumReplies: Reply[] }>(admin, '{ pendingForumReplies { id } }');
    expect(pending.data?.pendingForumReplies.map((one) => one.id)).toContain(held.id);
    const moderated = await forum.graph(admin, 'mutation M($id: ID!) { moderateForumReply(id: $id, approved: true) }', {
      id: held.id,
    });
    expect(moderated.errors).toBeUndefined();
    expect(await repliesSeenBy(reader, id)).toEqual(['Pasta bake, every Tuesday.', 'Soup and bread!']);

    await forum.clock.runDue();
    const mail = forum.smtp.received.find((one) => one.to.includes(newcomerEmail));
    expect(mail?.subject).toBe('Your reply to "Meal planning" is live');
    expect(mail?.text).toContain(`https://village.test/forum/${id}`);
  });

  it('rejects a held reply only with a reason, which its author is told', async () => {
    const author = await forum.member();
    const newcomer = await forum.member();
    const email = await forum.knowMember(newcomer, 'Idris');
    const reader = await forum.member();
    const id = await submit(author, 'School runs', 'Who walks to Greenfield primary in the mornings?');
    await approve(id);
    const held = await reply(newcomer, id, 'Visit my shop for cheap shoes!');
    const moderateReply =
      'mutation M($id: ID!, $approved: Boolean!, $reason: String) { moderateForumReply(id: $id, approved: $approved, reason: $reason) }';

    const bare = await forum.graph(admin, moderateReply, { id: held.id, approved: false });
    expect(bare.errors?.[0]?.message).toBe('A reason is required to reject a reply');
    const refused = await forum.graph(newcomer, moderateReply, { id: held.id, approved: true });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rejected = await forum.graph(admin, moderateReply, {
      id: held.id,
      approved: false,
      reason: 'Advertising is not allowed on the forum',
    });
    expect(rejected.errors).toBeUndefined();
    expect(await repliesSeenBy(reader, id)).toEqual([]);
    const pending = await forum.graph<{ pendingForumReplies: Reply[] }>(admin, '{ pendingForumReplies { id } }');
    expect(pending.data?.pendingForumReplies.map((one) => one.id)).not.toContain(held.id);

    await forum.clock.runDue();
    const mail = forum.smtp.received.find((one) => one.to.includes(email));
    expect(mail?.subject).toBe('Your reply to "School runs" was not approved');
    expect(mail?.text).toContain('Advertising is not allowed on the forum');
  });

  it('refuses a reply to a post still waiting for moderation, and an empty reply', async () => {
    const author = await forum.member();
    const waiting = await submit(author, 'Not yet approved', 'This post has not been approved yet.');
    expect(
      (await forum.graph(await forum.member(), REPLY, { postId: waiting, content: 'Hi' })).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    const approved = await submit(author, 'Approved thread', 'This post has been approved by an admin.');
    await approve(approved);
    const empty = await forum.graph(author, REPLY, { postId: approved, content: '   ' });
    expect(empty.errors?.[0]?.message).toBe('Reply must not be empty');
  });
});
