import { randomUUID } from 'node:crypto';
import { subgraphQuery } from '../../../../tests/support/auth/subgraph-graphql';
import { familyPhotoJpeg } from '../fixtures/images';
import { startMedia, type MediaTestApp } from '../support/media-test-app';

const EXPORT = '{ myMediaDataExport }';

let media: MediaTestApp;

beforeAll(async () => {
  media = await startMedia();
});

afterAll(async () => {
  await media?.close();
});

type Row = Record<string, unknown>;
const tokenOf = (memberId: string) => media.keys.signAccessToken({ id: memberId });

async function stageServicePhoto(memberId: string): Promise<string> {
  const response = await media.inject({
    method: 'POST',
    url: '/uploads/service-photos',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${await tokenOf(memberId)}` },
    payload: await familyPhotoJpeg(),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

async function exportOf(memberId: string): Promise<Record<string, Row[]>> {
  const answer = await subgraphQuery<{ myMediaDataExport: string }>(media.app, await tokenOf(memberId), EXPORT);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return JSON.parse(answer.data.myMediaDataExport) as Record<string, Row[]>;
}

describe("media's part of a member's data export", () => {
  it("lists the member's own photos at an address media serves their bytes at, and no one else's", async () => {
    const member = randomUUID();
    const other = randomUUID();
    const mine = await stageServicePhoto(member);
    const theirs = await stageServicePhoto(other);

    const part = await exportOf(member);

    expect(part.photos).toEqual([
      expect.objectContaining({ id: mine, purpose: 'service_photo', file: `/media/service-photos/${mine}/full.webp` }),
    ]);
    expect(JSON.stringify(part)).not.toContain(theirs);
    const served = await media.inject({ method: 'GET', url: part.photos[0].file as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.length).toBeGreaterThan(0);
  });

  it('is refused to a visitor', async () => {
    const answer = await subgraphQuery(media.app, null, EXPORT);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
