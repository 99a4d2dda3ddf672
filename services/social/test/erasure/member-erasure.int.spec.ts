import { randomUUID } from 'node:crypto';
import { userErased } from '../../../../tests/support/factories/user-erased.factory';
import { startSocial, type SocialTestApp } from '../support/social-test-app';

let social: SocialTestApp;

beforeAll(async () => {
  social = await startSocial();
});

afterAll(async () => {
  await social?.close();
});

const countOf = async (sql: string, parameters: unknown[]) =>
  (await social.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, parameters))[0].n;

it("deletes an erased member's posts, connected accounts and tokens, and keeps everyone else's", async () => {
  const leaving = await social.member();
  const staying = await social.member();
  for (const member of [leaving, staying]) {
    await social.sql(
      `INSERT INTO social_accounts (member_id, platform, external_account_id, account_name, access_token, connected_at)
       VALUES ($1, 'twitter', $2, 'Marisol on X', 'sealed-token', now())`,
      [member.id, randomUUID()],
    );
    await social.sql(
      `INSERT INTO social_posts (id, author_id, platform, content, hashtags, status, created_at)
       VALUES ($1, $2, 'twitter', 'Our playdate is on!', '{}', 'draft', now())`,
      [randomUUID(), member.id],
    );
  }

  await social.processed(userErased(leaving.id), userErased(leaving.id));

  expect(await countOf('social_accounts WHERE member_id = $1', [leaving.id])).toBe(0);
  expect(await countOf('social_posts WHERE author_id = $1', [leaving.id])).toBe(0);
  expect(await countOf('social_accounts WHERE member_id = $1', [staying.id])).toBe(1);
  expect(await countOf('social_posts WHERE author_id = $1', [staying.id])).toBe(1);
});
