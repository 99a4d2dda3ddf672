import { startListings, type ListingsTestApp, type TestMember } from '../support/listings-test-app';

const EXPORT = '{ myListingsDataExport }';

let listings: ListingsTestApp;

beforeAll(async () => {
  listings = await startListings();
});

afterAll(async () => {
  await listings?.close();
});

async function exportOf(who: TestMember): Promise<{ service: string; services: Array<Record<string, unknown>> }> {
  const answer = await listings.graph<{ myListingsDataExport: string }>(who, EXPORT);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return JSON.parse(answer.data.myListingsDataExport) as { service: string; services: Array<Record<string, unknown>> };
}

describe("listings' part of a member's data export", () => {
  it('holds the services the member lists and none of anyone else', async () => {
    const host = await listings.member();
    const other = await listings.member();
    const mine = await listings.createService(host, { title: 'Saturday swimming lift' });
    const theirs = await listings.createService(other, { title: 'Sunday baking club' });

    const part = await exportOf(host);

    expect(part.service).toBe('listings');
    expect(part.services).toEqual([expect.objectContaining({ id: mine, title: 'Saturday swimming lift' })]);
    expect(JSON.stringify(part)).not.toContain(theirs);
  });

  it('is refused to a visitor', async () => {
    const answer = await listings.graph(null, EXPORT);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
