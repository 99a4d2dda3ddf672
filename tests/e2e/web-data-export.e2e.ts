import { readFile } from 'node:fs/promises';
import { unzip } from '../support/unzip';
import { clientFor } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { FUTURE_DAY, requestBookingOnceListed } from './support/booking-requests';
import { expect, test } from './support/consented-test';
import { csrfTokenOfPage } from './support/member-in-browser';
import { createServiceInPage, samplePhoto, serviceFields, uniqueTitle } from './support/service-seeding';
import { signUpInPage } from './support/signed-in-page';
import { PHONE } from './support/viewport';

type Row = Record<string, unknown>;
type Part = Record<string, Row[]>;

const partOf = (files: Map<string, Buffer>, part: string): Part => {
  const file = files.get(`village-data/${part}.json`);
  if (!file) throw new Error(`no ${part}.json in the archive`);
  return JSON.parse(file.toString('utf8')) as Part;
};

test('a member with a photo, a listing, a booking, a forum post and messages downloads all of it from Security', async ({
  page,
  baseURL,
}) => {
  const member = await signUpInPage(page, { fullName: 'Dana Exporter' });
  const host = await clientFor('member', baseURL!, 'Hollis Otherside');
  try {
    const hostEmail = ((await (await host.http.get('/api/auth/user')).json()) as { email: string }).email;

    // The member's own listing, with a photo.
    const listingTitle = uniqueTitle('Export swap');
    const listing = await createServiceInPage(page, { title: listingTitle }, [await samplePhoto('#3a7d5c')]);

    // The member books the host's service; the host accepts.
    const listed = await host.http.post('/api/services', {
      headers: { 'x-csrf-token': host.csrfToken },
      multipart: serviceFields({ title: uniqueTitle('Export playdate'), pricingType: 'free', maxParticipants: '3' }),
    });
    expect(listed.status(), await listed.text()).toBe(201);
    const service = (await listed.json()) as { id: string; hostId: string };
    const csrfToken = await csrfTokenOfPage(page);
    const guest = { http: page.request, csrfToken } as Parameters<typeof requestBookingOnceListed>[0];
    const requested = await requestBookingOnceListed(guest, {
      serviceId: service.id,
      hostId: service.hostId,
      bookingDate: FUTURE_DAY,
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const booking = (await requested.json()) as { id: string };
    const accepted = await host.http.post(`/api/bookings/${booking.id}/accept`, {
      headers: { 'x-csrf-token': host.csrfToken },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // A forum post.
    const postTitle = uniqueTitle('Export question');
    const posted = await page.request.post('/api/forum/posts', {
      data: { title: postTitle, content: 'Which nurseries near the park take babies?', topic: 'general' },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    // A message each way, once the confirmed booking lets them talk.
    let conversationId = '';
    await expect
      .poll(
        async () => {
          const started = await page.request.post('/api/conversations', {
            data: { memberId: service.hostId },
            headers: { 'x-csrf-token': csrfToken },
          });
          if (started.status() === 201 || started.status() === 200)
            conversationId = ((await started.json()) as { id: string }).id;
          return started.status();
        },
        { timeout: 30_000 },
      )
      .toBeLessThan(300);
    const sent = await page.request.post(`/api/conversations/${conversationId}/messages`, {
      data: { body: 'Dana says hello before Sunday' },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const answered = await host.http.post(`/api/conversations/${conversationId}/messages`, {
      data: { body: 'Hollis answers: see you then' },
      headers: { 'x-csrf-token': host.csrfToken },
    });
    expect(answered.status(), await answered.text()).toBe(201);

    await page.setViewportSize(PHONE);
    await page.goto('/profile-setup?tab=security');
    await expect(page.getByRole('heading', { name: 'Download your data' })).toBeVisible();
    await expectNoSeriousViolations(page, '/profile-setup?tab=security (download your data)');

    // The listing reaches media (photo attached) and bookings through events: download once they have.
    let files = new Map<string, Buffer>();
    await expect
      .poll(
        async () => {
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Download my data' }).click(),
          ]);
          expect(download.suggestedFilename()).toMatch(/^village-data-\d{4}-\d{2}-\d{2}\.zip$/);
          files = await unzip(await readFile(await download.path()));
          const bookings = partOf(files, 'bookings').bookings ?? [];
          return bookings.some((row) => row.id === booking.id && row.status === 'confirmed');
        },
        { timeout: 30_000, intervals: [2_000] },
      )
      .toBe(true);
    await expect(page.getByRole('status')).toHaveText('Your data has been downloaded.');

    expect(files.has('village-data/README.txt')).toBe(true);
    expect(partOf(files, 'identity').account).toEqual([
      expect.objectContaining({ id: member.id, email: member.email, full_name: 'Dana Exporter' }),
    ]);
    expect(partOf(files, 'listings').services).toEqual([
      expect.objectContaining({ id: listing.id, title: listingTitle }),
    ]);
    const community = partOf(files, 'community');
    expect(community.forumPosts.map((row) => row.title)).toEqual([postTitle]);
    expect(community.conversations).toEqual([expect.objectContaining({ with_first_name: 'Hollis' })]);
    expect(community.messages.map((row) => [row.body, row.sent_by_me])).toEqual([
      ['Dana says hello before Sunday', true],
      ['Hollis answers: see you then', false],
    ]);

    const photos = partOf(files, 'media').photos;
    expect(photos).toHaveLength(1);
    const photoFile = files.get(`village-data/${String(photos[0].archiveFile)}`);
    const served = await page.request.get(String(photos[0].file));
    expect(served.status()).toBe(200);
    expect(photoFile?.equals(await served.body())).toBe(true);
    expect(photoFile?.subarray(8, 12).toString('ascii')).toBe('WEBP');

    const everything = [...files.values()].map((file) => file.toString('latin1')).join('\n');
    expect(everything).not.toContain(hostEmail);
    expect(everything).not.toContain('Otherside');
  } finally {
    await host.dispose();
  }
});
