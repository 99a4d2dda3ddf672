import { UpstreamRefusal } from '../errors/upstream-refusal';
import { MemberUploadsClient } from './member-uploads.client';

const photo = { buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), filename: 'garden.jpg' };
const client = new MemberUploadsClient('http://media.internal:4106');

describe('MemberUploadsClient.stageServicePhoto', () => {
  let fetchMock: jest.SpyInstance;

  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });

  afterEach(() => {
    fetchMock.mockRestore();
  });

  it("hands the raw photo to media with the member's token and returns the pending photo's id", async () => {
    answer(201, { id: '3f0c7a52-1d0e-4a57-9d4b-2c4e8f6a9b10' });

    await expect(client.stageServicePhoto(photo, 'member-token', 'corr-1')).resolves.toBe(
      '3f0c7a52-1d0e-4a57-9d4b-2c4e8f6a9b10',
    );

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://media.internal:4106/uploads/service-photos');
    expect(init).toMatchObject({
      method: 'POST',
      headers: {
        authorization: 'Bearer member-token',
        'content-type': 'application/octet-stream',
        'x-correlation-id': 'corr-1',
      },
      body: photo.buffer,
    });
  });

  it.each([
    [400, 'Please select a valid image file (JPG, PNG, GIF, or WebP)', 'INVALID_IMAGE'],
    [413, 'Please select an image smaller than 10MB', 'IMAGE_TOO_LARGE'],
  ])("relays media's %i as a refusal of the images field", async (status, message, code) => {
    answer(status, { message, code });

    const refusal = await client.stageServicePhoto(photo, 'member-token', 'corr-2').catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(UpstreamRefusal);
    expect(refusal).toMatchObject({ status, body: { message, code, fieldErrors: { images: message } } });
  });

  it('turns a failure of media into a 502', async () => {
    answer(500, { message: 'Something went wrong' });

    await expect(client.stageServicePhoto(photo, 'member-token', 'corr-3')).rejects.toMatchObject({ status: 502 });
  });

  it('keeps media being unavailable (its storage restarting) a 503 the member may try again', async () => {
    answer(503, { message: 'Village is briefly unavailable. Please try again in a moment.' });

    await expect(client.stageServicePhoto(photo, 'member-token', 'corr-4')).rejects.toMatchObject({ status: 503 });
  });
});
