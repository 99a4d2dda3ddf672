import { expect, test } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';

const graph = async (client: RoleClient, query: string, variables: Record<string, unknown> = {}) => {
  const response = await client.http.post('/graphql', {
    data: { query, variables },
    headers: { 'x-csrf-token': client.csrfToken, 'content-type': 'application/json' },
  });
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
};
const idOf = async (client: RoleClient) => ((await graph(client, '{ me { id } }')).data!.me as { id: string }).id;

test('a member blocks another through the graph: listed for the blocker only, undone by unblock', async ({
  baseURL,
}) => {
  const member = await clientFor('member', baseURL!);
  const other = await clientFor('anotherMember', baseURL!);
  try {
    const otherId = await idOf(other);
    const memberId = await idOf(member);

    expect(
      (await graph(member, 'mutation($id: ID!) { blockMember(memberId: $id) }', { id: memberId })).errors?.[0].message,
    ).toBe('You cannot block yourself');
    expect((await graph(member, 'mutation($id: ID!) { blockMember(memberId: $id) }', { id: otherId })).data).toEqual({
      blockMember: true,
    });
    const list = await graph(member, '{ myBlockedMembers { memberId fullName } }');
    expect(list.data).toEqual({ myBlockedMembers: [{ memberId: otherId, fullName: 'Robin Ashby' }] });
    expect((await graph(other, '{ myBlockedMembers { memberId } }')).data).toEqual({ myBlockedMembers: [] });

    await graph(member, 'mutation($id: ID!) { unblockMember(memberId: $id) }', { id: otherId });
    expect((await graph(member, '{ myBlockedMembers { memberId } }')).data).toEqual({ myBlockedMembers: [] });
  } finally {
    await member.dispose();
    await other.dispose();
  }
});
