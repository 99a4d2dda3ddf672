import { randomInt } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { clientFor, uniqueEmail, type RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { FUTURE_DAY, requestBookingOnceListed } from './support/booking-requests';
import { expect, test } from './support/consented-test';
import { rememberCookieChoice } from './support/cookie-consent';
import { confirmedMember, type ConfirmedMember } from './support/confirmed-member';
import { verifiedByAdmin } from './support/identity-verification';
import { csrfTokenOfPage } from './support/member-in-browser';
import { findInEveryBucket, findInEverySchema, mediaObjectIdsOf } from './support/personal-data-search';
import { photoWithLocation } from './support/photo-with-location';
import { createService, createServiceInPage, samplePhoto, serviceFields, uniqueTitle } from './support/service-seeding';
import { PHONE } from './support/viewport';

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
/** A name no other member of the stack has, so finding it anywhere means finding this member. */
const uniqueName = (start: string) =>
  start + Array.from({ length: 7 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
/** A postcode of the member's own (the inward code is random), not a listing's, so it is theirs alone. */
const uniquePostcode = () =>
  `YO1 ${randomInt(10)}${'ABDEFGHJLNPQRSTUWXYZ'[randomInt(20)]}${'ABDEFGHJLNPQRSTUWXYZ'[randomInt(20)]}`;

const PASSWORD = 'steady lantern 42';
const WAIT_FOR_EVERY_SERVICE_MS = 150_000;

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, status: number): Promise<unknown> {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

/** Registers the member in the page's browser (with a profile photo); the page is signed in as them. */
async function succeeded(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<void> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
}

async function registerWithPhoto(page: Page, fields: Record<string, string>, photo: Buffer): Promise<string> {
  await page.goto('/about');
  const response = await page.request.post('/api/register', {
    multipart: { ...fields, profilePhoto: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo } },
    headers: { 'x-csrf-token': await csrfTokenOfPage(page) },
  });
  const body = (await ok(response, 201)) as { user: { id: string } };
  return body.user.id;
}

test.describe.configure({ timeout: 300_000 });

test('a member who used Village erases their account from Security: nothing of them is left in any schema or bucket', async ({
  page,
  browser,
  baseURL,
}) => {
  const firstName = uniqueName('Ottil');
  const lastName = uniqueName('Brack');
  const email = uniqueEmail('erase');
  const postcode = uniquePostcode();
  const profilePhoto = await samplePhoto('#3a7bd5');
  const servicePhoto = await samplePhoto('#5bd53a');
  const memberId = await registerWithPhoto(
    page,
    {
      fullName: `${firstName} ${lastName}`,
      email,
      password: PASSWORD,
      city: 'York',
      postcode,
      country: 'United Kingdom',
      isSingleParent: 'true',
      isLookingForColiving: 'false',
      offersServices: 'true',
    },
    profilePhoto,
  );
  const csrf = { 'x-csrf-token': await csrfTokenOfPage(page) };
  const [host, admin]: RoleClient[] = await Promise.all([clientFor('member', baseURL!), clientFor('admin', baseURL!)]);
  let voucher: ConfirmedMember | undefined;
  try {
    // A listing with a photo of their own.
    await createServiceInPage(page, { title: uniqueTitle('Garden playdate') }, [servicePhoto]);

    // A booking of another member's service, confirmed, then a message to the host.
    const hosted = await createService(host.http, serviceFields({ title: uniqueTitle('Park morning') }));
    const memberClient: RoleClient = { ...host, http: page.request, csrfToken: csrf['x-csrf-token'] };
    const booked = (await ok(
      await requestBookingOnceListed(memberClient, {
        serviceId: hosted.id,
        hostId: (hosted as unknown as { hostId: string }).hostId,
        bookingDate: FUTURE_DAY,
      }),
      201,
    )) as { id: string; hostId: string };
    await ok(
      await host.http.post(`/api/bookings/${booked.id}/accept`, { headers: { 'x-csrf-token': host.csrfToken } }),
      200,
    );
    let conversationId = '';
    await expect(async () => {
      const started = await page.request.post('/api/conversations', {
        data: { memberId: booked.hostId },
        headers: csrf,
      });
      conversationId = ((await ok(started, 200)) as { id: string }).id;
    }).toPass({ timeout: 30_000 });
    await ok(
      await page.request.post(`/api/conversations/${conversationId}/messages`, {
        data: { body: `Hello, ${firstName} here, see you on the day` },
        headers: csrf,
      }),
      201,
    );

    // A safety plan for the booking, the host in their cover circle, a profile, a feed link, a pre-emptive block.
    await succeeded(
      await page.request.post(`/api/bookings/${booked.id}/safety-plan`, {
        data: {
          contactName: 'Aunt Bea',
          contactEmail: uniqueEmail('aunt'),
          meetingNote: `${firstName} waits at the gate`,
        },
        headers: csrf,
      }),
    );
    await succeeded(
      await page.request.post('/api/cover-circle/members', { data: { memberId: booked.hostId }, headers: csrf }),
    );
    await succeeded(
      await page.request.put('/api/profile/enhanced', {
        data: { bio: `${firstName} ${lastName}, parent of two near ${postcode}`, kidsAgeRange: '2-5' },
        headers: csrf,
      }),
    );
    await succeeded(await page.request.post('/api/calendar/feed-link', { headers: csrf }));
    await succeeded(
      await page.request.post('/api/blocks/pre-emptive', {
        data: { email: uniqueEmail('avoid'), label: `Kept away from ${firstName}` },
        headers: csrf,
      }),
    );

    // A forum post and a reply, approved.
    const postTitle = uniqueTitle('Swapping school runs');
    const post = (await ok(
      await page.request.post('/api/forum/posts', {
        data: { title: postTitle, content: 'Does anyone near the river share school runs?', topic: 'general' },
        headers: csrf,
      }),
      201,
    )) as { id: string };
    await ok(
      await admin.http.post(`/api/forum/posts/${post.id}/moderate`, {
        data: { approved: true },
        headers: { 'x-csrf-token': admin.csrfToken },
      }),
      200,
    );
    await ok(
      await page.request.post(`/api/forum/posts/${post.id}/replies`, {
        data: { content: 'Tuesdays and Thursdays work best for me.' },
        headers: csrf,
      }),
      201,
    );

    // A video meeting they host.
    await ok(
      await page.request.post('/api/video-meetings', {
        data: {
          title: `Coffee with ${firstName}`,
          scheduledFor: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
          duration: 30,
          meetingType: 'playdate',
        },
        headers: csrf,
      }),
      201,
    );

    // An identity document waiting for review: private, and gone with the account.
    const idPhoto = await photoWithLocation();
    await page.goto('/profile-setup?tab=verification');
    await page
      .getByLabel('Passport or government ID photo')
      .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: idPhoto });
    await page.getByRole('button', { name: 'Submit for Verification' }).click();
    await expect(page.getByText('Pending review')).toBeVisible();

    // A vouch asked of a verified member who knows them: the email that named them goes too.
    voucher = await confirmedMember(baseURL!, 'voucher');
    await verifiedByAdmin(browser, voucher, baseURL!);
    const { id: voucherId } = (await ok(await voucher.http.get('/api/auth/user'), 200)) as { id: string };
    await ok(await page.request.post('/api/trust/vouches', { data: { voucherId }, headers: csrf }), 200);

    // The search finds the member everywhere first (so finding nothing later means something).
    const personal = [email, firstName, lastName, postcode];
    await expect
      .poll(async () => new Set((await findInEverySchema(personal)).map((finding) => finding.value)).size, {
        timeout: 60_000,
      })
      .toBe(personal.length);
    const objectIds = await mediaObjectIdsOf(memberId);
    expect(objectIds.length).toBeGreaterThanOrEqual(3);
    expect((await findInEveryBucket([], objectIds, [])).length).toBeGreaterThan(0);
    const oldSession = await playwrightRequest.newContext({
      baseURL,
      storageState: await page.context().storageState(),
    });

    // Security's danger zone, at phone width too.
    await page.goto('/profile-setup?tab=security');
    const zone = page.getByRole('region', { name: 'Erase your account' });
    await expect(zone).toContainText('This cannot be undone');
    await expectNoSeriousViolations(page, '/profile-setup?tab=security');
    await page.setViewportSize(PHONE);
    await zone.getByRole('button', { name: 'Erase my account' }).scrollIntoViewIfNeeded();
    await expect(zone.getByRole('button', { name: 'Erase my account' })).toBeInViewport();
    await zone.getByLabel(/Your password/).fill('not my password');
    await zone.getByLabel('Type "erase my account" to confirm').fill('erase my account');
    await zone.getByRole('button', { name: 'Erase my account' }).click();
    await expect(zone.getByText('Your password is incorrect')).toBeVisible();

    await zone.getByLabel(/Your password/).fill(PASSWORD);
    await zone.getByRole('button', { name: 'Erase my account' }).click();
    await expect(page).toHaveURL(new URL('/', baseURL).href);
    expect((await page.context().cookies()).filter((cookie) => /village_(at|rt)$/.test(cookie.name))).toEqual([]);
    // The session the browser had is refused at once, even with the old cookies.
    await expect.poll(async () => (await oldSession.get('/api/conversations')).status(), { timeout: 15_000 }).toBe(401);
    await oldSession.dispose();

    // Every service forgets them: no schema and no bucket holds their email, names, postcode or photos.
    await expect
      .poll(
        async () => [
          ...(await findInEverySchema(personal)),
          ...(await findInEveryBucket(personal, objectIds, [profilePhoto, servicePhoto, idPhoto])),
        ],
        { timeout: WAIT_FOR_EVERY_SERVICE_MS, intervals: [2_000] },
      )
      .toEqual([]);

    // Signing in is refused (after the search: a refused sign-in records the address it was tried with).
    const signIn = await page.request.post('/api/auth/signin', {
      data: { email, password: PASSWORD },
      headers: { 'x-csrf-token': await csrfTokenOfPage(page) },
    });
    expect(signIn.status()).toBe(401);

    // Their forum post stays, under "Former member".
    const hostPage = await (await browser.newContext({ storageState: await host.http.storageState() })).newPage();
    await rememberCookieChoice(hostPage);
    await hostPage.goto(`/forum/${post.id}`);
    await expect(hostPage.getByRole('heading', { name: postTitle })).toBeVisible();
    await expect(hostPage.getByText(/^Former member ·/).first()).toBeVisible();
    await hostPage.context().close();
  } finally {
    await Promise.all([host.dispose(), admin.dispose(), voucher?.dispose()]);
  }
});
