import { randomUUID } from 'node:crypto';
import { startSocial, type SocialTestApp, type TestMember } from '../support/social-test-app';

const EXPORT = '{ mySocialDataExport }';

let social: SocialTestApp;

beforeAll(async () => {
  social = await startSocial();
});

afterAll(async () => {
  await social?.close();
});

type Row = Record<string, unknown>;

async function exportOf(who: TestMember): Promise<Record<string, Row[]>> {
  const answer = await social.graph<{ mySocialDataExport: string }>(who, EXPORT);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return JSON.parse(answer.data.mySocialDataExport) as Record<string, Row[]>;
}

const post = (author: TestMember, content: string) =>
  social.sql(
    `INSERT INTO social_posts (id, author_id, platform, content, hashtags, status, created_at)
     VALUES ($1, $2, 'twitter', $3, '{}', 'draft', now())`,
    [randomUUID(), author.id, content],
  );

const connect = (member: TestMember, accessToken: string) =>
  social.sql(
    `INSERT INTO social_accounts (member_id, platform, external_account_id, account_name, access_token,
       refresh_token, connected_at)
     VALUES ($1, 'linkedin', $2, 'Village parent', $3, $4, now())`,
    [member.id, `ext-${member.id}`, accessToken, `${accessToken}-refresh`],
  );

describe("social's part of a member's data export", () => {
  it('holds their posts and connected accounts, never the tokens, and nothing of anyone else', async () => {
    const member = await social.member();
    const other = await social.member();
    await post(member, 'Our playgroup is back on Tuesdays');
    await post(other, 'Another member promotes a bake sale');
    await connect(member, 'member-access-token-secret');
    await connect(other, 'other-access-token-secret');

    const part = await exportOf(member);

    expect(part.posts.map((row) => row.content)).toEqual(['Our playgroup is back on Tuesdays']);
    expect(part.connectedAccounts).toEqual([
      expect.objectContaining({ platform: 'linkedin', account_name: 'Village parent' }),
    ]);
    const text = JSON.stringify(part);
    expect(text).not.toContain('access-token-secret');
    expect(text).not.toContain('bake sale');
  });

  it('is refused to a visitor', async () => {
    const answer = await social.graph(null, EXPORT);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
