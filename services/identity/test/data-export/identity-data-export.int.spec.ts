import { subgraphQuery } from '../../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from '../factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from '../support/identity-test-app';

const EXPORT = '{ myIdentityDataExport }';
const BLOCK = 'mutation Block($id: ID!) { blockMember(memberId: $id) }';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

type Row = Record<string, unknown>;

async function exportOf(accessToken: string): Promise<Record<string, Row[]>> {
  const answer = await subgraphQuery<{ myIdentityDataExport: string }>(identity.app, accessToken, EXPORT);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return JSON.parse(answer.data.myIdentityDataExport) as Record<string, Row[]>;
}

describe("identity's part of a member's data export", () => {
  it('holds their account, sessions and blocks, never a secret and nothing private of the member they blocked', async () => {
    const form = validRegistration({ fullName: 'Alex Morgan', city: 'Cork', postcode: 'T12 X70', country: 'Ireland' });
    const { user, session } = (await identity.register(form)).json<SessionBody>();
    const otherForm = validRegistration({ fullName: 'Blair Quinn', postcode: 'BT1 1AA' });
    const other = (await identity.register(otherForm)).json<SessionBody>();
    await subgraphQuery(identity.app, session.accessToken, BLOCK, { id: other.user.id });

    const part = await exportOf(session.accessToken);

    expect(part.account).toEqual([
      expect.objectContaining({
        id: user.id,
        email: form.email,
        full_name: 'Alex Morgan',
        postcode: 'T12 X70',
        city: 'Cork',
      }),
    ]);
    expect(part.sessions).toHaveLength(1);
    expect(part.blockedMembers).toEqual([expect.objectContaining({ blocked_id: other.user.id })]);
    const text = JSON.stringify(part);
    expect(text).not.toContain(form.password);
    expect(text).not.toContain(session.refreshToken);
    expect(text).not.toMatch(/password_hash|token_hash|secret_ciphertext|contact_hash/);
    expect(text).not.toContain(otherForm.email);
    expect(text).not.toContain('Blair');
  });

  it('is refused to a visitor', async () => {
    const answer = await subgraphQuery(identity.app, null, EXPORT);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
