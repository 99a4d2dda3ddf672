import { subgraphQuery } from '../../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from '../factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from '../support/identity-test-app';

const EXPORT = '{ myIdentityDataExport }';
const BLOCK = 'mutation Block($id: ID!) { blockMember(memberId: $id) }';
const SAVE_PHONE =
  'mutation Save($phone: String) { updateEnhancedProfile(input: { phoneNumber: $phone }) { phoneNumber } }';

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

  it("lists the member's own phone number in their profile, and no one else's", async () => {
    const form = validRegistration({ fullName: 'Casey Phone', postcode: 'T12 X70', city: 'Cork', country: 'Ireland' });
    const { session } = (await identity.register(form)).json<SessionBody>();
    const other = (await identity.register(validRegistration({ fullName: 'Drew Other' }))).json<SessionBody>();
    await subgraphQuery(identity.app, session.accessToken, SAVE_PHONE, { phone: '087 123 4567' });
    const othersPhone = await subgraphQuery(identity.app, other.session.accessToken, SAVE_PHONE, {
      phone: '07911 123456',
    });
    expect(othersPhone.data).toEqual({ updateEnhancedProfile: { phoneNumber: '+447911123456' } });
    await subgraphQuery(identity.app, session.accessToken, BLOCK, { id: other.user.id });

    const part = await exportOf(session.accessToken);

    expect(part.profile).toEqual([expect.objectContaining({ phone_number: '+353871234567' })]);
    expect(JSON.stringify(part)).not.toContain('7911123456');
  });

  it('is refused to a visitor', async () => {
    const answer = await subgraphQuery(identity.app, null, EXPORT);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
