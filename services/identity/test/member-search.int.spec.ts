import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from './factories/registration.factory';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

const SEARCH = `query Search($name: String!, $limit: Int) {
  searchMembers(name: $name, limit: $limit) { id firstName lastName email }
}`;

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

/** Letters no other spec's member carries, so each test searches its own members. */
const uniqueWord = (): string =>
  `Q${Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const member = async (fullName: string): Promise<SessionBody> =>
  (await identity.register(validRegistration({ fullName }))).json<SessionBody>();

interface Found {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

const search = async (who: SessionBody, name: string, limit?: number) => {
  const answer = await subgraphQuery<{ searchMembers: Found[] }>(identity.app, who.session.accessToken, SEARCH, {
    name,
    limit,
  });
  return answer;
};

const foundIds = async (who: SessionBody, name: string, limit?: number): Promise<string[]> => {
  const answer = await search(who, name, limit);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.searchMembers.map((found) => found.id);
};

it('matches the start of the first, last or full name in any case, sorted by name, without private fields', async () => {
  const surname = uniqueWord();
  const viewer = await member(`Viewer ${surname}`);
  const anna = await member(`Anna ${surname}`);
  const bella = await member(`Bella ${surname}`);
  const byFirst = await member(`${surname}son Carter`);

  expect(await foundIds(viewer, surname.toLowerCase())).toEqual(
    expect.arrayContaining([anna.user.id, bella.user.id, byFirst.user.id]),
  );
  expect(await foundIds(viewer, `anna ${surname.toUpperCase()}`)).toEqual([anna.user.id]);
  expect(await foundIds(viewer, surname.slice(1))).toEqual([]);
  const answer = await search(viewer, `Bella ${surname}`);
  expect(answer.data?.searchMembers).toEqual([
    { id: bella.user.id, firstName: 'Bella', lastName: surname, email: null },
  ]);
  const sorted = await foundIds(viewer, surname);
  expect(sorted.indexOf(anna.user.id)).toBeLessThan(sorted.indexOf(bella.user.id));
});

it('never finds yourself, members across a block either way, nor suspended members', async () => {
  const surname = uniqueWord();
  const viewer = await member(`Viewer ${surname}`);
  const visible = await member(`Vera ${surname}`);
  const blocked = await member(`Blocked ${surname}`);
  const blocking = await member(`Blocking ${surname}`);
  const suspended = await member(`Suspended ${surname}`);
  await identity.sql('INSERT INTO member_blocks (blocker_id, blocked_id, blocked_at) VALUES ($1, $2, now())', [
    viewer.user.id,
    blocked.user.id,
  ]);
  await identity.sql('INSERT INTO member_blocks (blocker_id, blocked_id, blocked_at) VALUES ($1, $2, now())', [
    blocking.user.id,
    viewer.user.id,
  ]);
  await identity.sql('UPDATE users SET suspended_at = now() WHERE id = $1', [suspended.user.id]);

  expect(await foundIds(viewer, surname)).toEqual([visible.user.id]);
});

it('treats % and _ as letters, and keeps to the limit', async () => {
  const surname = uniqueWord();
  const viewer = await member(`Viewer ${surname}`);
  await member(`Amy ${surname}`);
  await member(`Ben ${surname}`);
  await member(`Cal ${surname}`);

  expect(await foundIds(viewer, '%%')).toEqual([]);
  expect(await foundIds(viewer, '__')).toEqual([]);
  expect(await foundIds(viewer, surname, 2)).toHaveLength(2);
  expect(await foundIds(viewer, surname)).toHaveLength(3);
});

it.each([
  ['a', undefined, 'Search must be 2 to 50 characters'],
  ['  b  ', undefined, 'Search must be 2 to 50 characters'],
  ['x'.repeat(51), undefined, 'Search must be 2 to 50 characters'],
  ['Sam', 0, 'Limit must be between 1 and 20'],
  ['Sam', 21, 'Limit must be between 1 and 20'],
])('refuses the search %j with limit %j', async (name, limit, message) => {
  const viewer = await member(`Viewer ${uniqueWord()}`);
  const answer = await search(viewer, name, limit);
  expect(answer.errors?.[0]).toMatchObject({ message, extensions: { errorCode: 'SEARCH_INVALID' } });
});

it('refuses a signed-out caller', async () => {
  const answer = await subgraphQuery(identity.app, null, SEARCH, { name: 'Sam' });
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
});
