import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@village/kit';
import { create, timestampFromDate, UserErasedEvent, UserErasedSchema } from '@village/proto';
import { startCommunity, type CommunityTestApp, type TestMember } from '../support/community-test-app';
import { MODERATE, POSTS, REPLY, SUBMIT } from '../forum/forum-test-app';

let community: CommunityTestApp;

beforeAll(async () => {
  community = await startCommunity();
});

afterAll(async () => {
  await community?.close();
});

const erased = (member: TestMember) =>
  createEnvelope(
    UserErasedEvent,
    create(UserErasedSchema, { userId: member.id, erasedAt: timestampFromDate(new Date()) }),
    { key: member.id },
  );

async function approvedPostBy(author: TestMember, admin: TestMember): Promise<string> {
  const submitted = await community.graph<{ submitForumPost: { id: string } }>(author, SUBMIT, {
    input: { title: 'Swapping school runs', content: 'Anyone near the park gates?', topic: 'general' },
  });
  if (!submitted.data) throw new Error(JSON.stringify(submitted.errors));
  const id = submitted.data.submitForumPost.id;
  await community.graph(admin, MODERATE, { id, approved: true });
  return id;
}

async function conversationBetween(one: TestMember, other: TestMember): Promise<string> {
  const id = randomUUID();
  const [a, b] = [one.id, other.id].sort();
  await community.sql(
    'INSERT INTO conversations (id, member_a_id, member_b_id, created_at) VALUES ($1, $2, $3, now())',
    [id, a, b],
  );
  for (const [sender, body] of [
    [one, 'Hello from the one who leaves'],
    [other, 'Hello back from the one who stays'],
  ] as const) {
    await community.sql(
      'INSERT INTO messages (id, conversation_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4, now())',
      [randomUUID(), id, sender.id, body],
    );
  }
  return id;
}

it('keeps the forum posts of an erased member under "Former member" and forgets everything else, however often delivered', async () => {
  const leaving = await community.member();
  const staying = await community.member();
  const admin = await community.admin();
  const email = await community.knowMember(leaving, 'Rowena');
  await community.knowMember(staying, 'Tamsin');
  await community.block(staying, leaving);
  const postId = await approvedPostBy(leaving, admin);
  await community.graph(leaving, REPLY, { postId, content: 'Me too, on Tuesdays' });
  const conversationId = await conversationBetween(leaving, staying);
  await community.sql(
    `INSERT INTO contact_queries (id, first_name, last_name, email, subject, message, member_id, status, created_at)
     VALUES ($1, 'Rowena', 'Pike', $2, 'general', 'A question', NULL, 'open', now())`,
    [randomUUID(), email],
  );

  // Delivered twice (identity's relay may publish again after a crash): the second changes nothing.
  await community.processed(erased(leaving), erased(leaving));

  const posts = await community.graph<{ forumPosts: Array<{ id: string; authorName: string | null }> }>(admin, POSTS, {
    approved: true,
  });
  expect(posts.data?.forumPosts.find((post) => post.id === postId)?.authorName).toBe('Former member');
  expect(
    await community.sql('SELECT count(*)::int AS n FROM forum_replies WHERE author_id = $1', [leaving.id]),
  ).toEqual([{ n: 1 }]);
  expect(await community.sql('SELECT body FROM messages WHERE conversation_id = $1', [conversationId])).toEqual([
    { body: 'Hello back from the one who stays' },
  ]);
  expect(
    await community.sql('SELECT count(*)::int AS n FROM member_contacts WHERE user_id = $1', [leaving.id]),
  ).toEqual([{ n: 0 }]);
  expect(
    await community.sql('SELECT count(*)::int AS n FROM member_blocks WHERE blocked_id = $1', [leaving.id]),
  ).toEqual([{ n: 0 }]);
  expect(await community.sql('SELECT count(*)::int AS n FROM contact_queries WHERE email = $1', [email])).toEqual([
    { n: 0 },
  ]);
  expect(await community.sql('SELECT count(*)::int AS n FROM erased_members WHERE user_id = $1', [leaving.id])).toEqual(
    [{ n: 1 }],
  );
  expect(await community.sql('SELECT first_name FROM member_contacts WHERE user_id = $1', [staying.id])).toEqual([
    { first_name: 'Tamsin' },
  ]);
});
