import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registrationFields, uniqueEmail } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { rememberCookieChoice } from './support/cookie-consent';
import { expect, test } from './support/consented-test';
import { notifications } from './support/notifications';
import { PHONE } from './support/viewport';

/** Penzance: a district no other browser test registers members in, so the candidates are this test's members. */
const POSTCODE = 'TR18 4AA';
const LAST_NAME = 'Penrose';

interface MatchingMember {
  firstName: string;
  /** As a match card names the member. */
  cardName: string;
  id: string;
  http: APIRequestContext;
  csrfToken: string;
}

interface MatchRun {
  id: string;
  status: string;
}
interface Match {
  id: string;
  status: string;
  matchedUser: { memberId: string };
}

/** A first name this run alone uses (letters only), so a card can be told from other runs' members. */
const uniqueFirstName = (name: string) =>
  name + [...randomBytes(4)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** The next Saturday after today, as 'YYYY-MM-DD'. */
function nextSaturday(): string {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 6);
  return day.toISOString().slice(0, 10);
}

const send = (member: MatchingMember, method: 'POST' | 'PUT', path: string, data: unknown = {}) =>
  member.http.fetch(path, { method, data, headers: { 'x-csrf-token': member.csrfToken } });

/** Registers a single parent in Penzance with the same enhanced profile, preferences and availability as the others. */
async function compatibleMember(baseURL: string, name: string): Promise<MatchingMember> {
  const http = await playwrightRequest.newContext({ baseURL });
  await http.get('/');
  const csrfToken = (await http.storageState()).cookies.find((cookie) => cookie.name.endsWith('village_csrf'))!.value;
  const firstName = uniqueFirstName(name);
  const registered = await http.post('/api/register', {
    multipart: {
      ...registrationFields(uniqueEmail('matching')),
      fullName: `${firstName} ${LAST_NAME}`,
      city: 'Penzance',
      postcode: POSTCODE,
    },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const me = await http.post('/graphql', {
    data: { query: '{ me { id } }' },
    headers: { 'x-csrf-token': csrfToken },
  });
  const id = ((await me.json()) as { data: { me: { id: string } } }).data.me.id;
  const member: MatchingMember = { firstName, cardName: `${firstName} ${LAST_NAME[0]}.`, id, http, csrfToken };

  const profile = await send(member, 'PUT', '/api/profile/enhanced', {
    parentingSituation: 'solo_parent',
    kidsAgeRange: '4 and 6',
    languagesSpoken: ['English', 'Cornish'],
    preferredContactMethods: ['chat', 'video_call'],
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const preferences = await send(member, 'PUT', '/api/user-preferences', {
    serviceTypes: ['playdates', 'wellbeing'],
    maxDistance: 10,
    minMatchScore: 0.5,
    verifiedContactOnly: false,
  });
  expect(preferences.status(), await preferences.text()).toBe(200);
  const availability = await send(member, 'PUT', '/api/availability', {
    rules: [
      { kind: 'alternate_weekends', state: 'child_free', startsOn: nextSaturday() },
      { kind: 'weekly', state: 'child_free', days: [2, 4], from: '18:00', to: '21:00' },
    ],
  });
  expect(availability.status(), await availability.text()).toBe(200);
  return member;
}

/** Generates the member's matches through the API until a run lists `expected` (the projections are eventual). */
async function matchesOnceListed(member: MatchingMember, expected: MatchingMember): Promise<Match[]> {
  let matches: Match[] = [];
  await expect
    .poll(
      async () => {
        const queued = await send(member, 'POST', '/api/ai-matching/generate');
        expect(queued.status(), await queued.text()).toBe(202);
        const run = (await queued.json()) as MatchRun;
        await expect
          .poll(
            async () =>
              ((await (await member.http.get('/api/ai-matching/runs/latest')).json()) as { run: MatchRun }).run,
          )
          .toMatchObject({ id: run.id, status: 'done' });
        matches = ((await (await member.http.get('/api/ai-matching/results')).json()) as { matches: Match[] }).matches;
        return matches.some((match) => match.matchedUser.memberId === expected.id);
      },
      { timeout: 45_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(true);
  return matches;
}

async function pageOf(browser: Browser, member: MatchingMember): Promise<Page> {
  const context = await browser.newContext({ storageState: await member.http.storageState() });
  await rememberCookieChoice(context);
  return context.newPage();
}

test('two compatible parents match with explained factors, both accept and message; a blocked member never appears', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [amara, bea, cleo] = await Promise.all(
    ['Amara', 'Bea', 'Cleo'].map((name) => compatibleMember(baseURL!, name)),
  );
  try {
    // Amara blocks Cleo, who is as compatible as Bea.
    const blocked = await send(amara, 'POST', '/graphql', {
      query: 'mutation Block($memberId: ID!) { blockMember(memberId: $memberId) }',
      variables: { memberId: cleo.id },
    });
    expect(await blocked.json()).toEqual({ data: { blockMember: true } });

    const amarasMatches = await matchesOnceListed(amara, bea);
    expect(amarasMatches.map((match) => match.matchedUser.memberId)).not.toContain(cleo.id);
    // Either way: Cleo, generating, never meets Amara, though she meets Bea.
    const cleosMatches = await matchesOnceListed(cleo, bea);
    expect(cleosMatches.map((match) => match.matchedUser.memberId)).not.toContain(amara.id);

    // Amara's page: generate, watch it complete, and find Bea with every factor explained.
    const amaraPage = await pageOf(browser, amara);
    await amaraPage.goto('/parent-matching');
    await expect(amaraPage.getByRole('heading', { name: 'Parent Matching', level: 1 })).toBeVisible();
    await amaraPage.getByRole('button', { name: 'Generate Matches' }).click();
    await expect(notifications(amaraPage).getByText('AI Matching Complete')).toBeVisible({ timeout: 30_000 });
    const beaCard = amaraPage.getByRole('listitem', { name: bea.cardName });
    await expect(beaCard.getByRole('heading', { name: bea.cardName })).toBeVisible();
    await expect(beaCard.getByText('Chyandour')).toBeVisible();
    await expect(beaCard.getByText(/^\d+% match$/)).toBeVisible();
    const factors = beaCard.getByRole('list', { name: 'Why you match' }).getByRole('listitem');
    await expect(factors).toHaveCount(5);
    for (const factor of await factors.all()) {
      await expect(factor.getByRole('meter')).toHaveAttribute('aria-valuenow', /^\d+$/);
      await expect(factor.locator('p')).toHaveText(/\w+/);
    }
    await expect(beaCard.getByRole('meter', { name: 'Location' })).toHaveAttribute('aria-valuenow', '100');
    await expect(amaraPage.getByRole('listitem', { name: cleo.cardName })).toHaveCount(0);
    await expectNoSeriousViolations(amaraPage, '/parent-matching');

    await beaCard.getByRole('button', { name: `Accept ${bea.cardName}` }).click();
    await expect(notifications(amaraPage).getByText('Response Recorded')).toBeVisible();
    await expect(beaCard.getByText(`You accepted; waiting for ${bea.firstName}.`)).toBeVisible();

    // Bea accepts too: mutual, 'Matched!'.
    await matchesOnceListed(bea, amara);
    const beaPage = await pageOf(browser, bea);
    await beaPage.goto('/parent-matching');
    const amaraCard = beaPage.getByRole('listitem', { name: amara.cardName });
    await amaraCard.getByRole('button', { name: `Accept ${amara.cardName}` }).click();
    await expect(notifications(beaPage).getByText('Response Recorded')).toBeVisible();
    await expect(amaraCard.getByText('Matched!')).toBeVisible();
    const mutual = beaPage.getByRole('region', { name: 'Your matches' }).locator('div', { hasText: /^Mutual/ });
    await expect(mutual.locator('dd')).toHaveText('1');

    // Amara sees the match and messages Bea from the card, once community has the mutual match (an event away).
    await expect
      .poll(async () => (await send(amara, 'POST', '/api/conversations', { memberId: bea.id })).status(), {
        timeout: 30_000,
      })
      .toBeLessThan(300);
    await amaraPage.reload();
    await expect(beaCard.getByText('Matched!')).toBeVisible();
    await expect(beaCard.getByText(/^Matched on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await beaCard.getByRole('button', { name: `Message ${bea.cardName}` }).click();
    await expect(amaraPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    const composer = amaraPage.getByLabel('Your message');
    await composer.fill('Hello from Parent Matching!');
    await composer.press('Enter');
    await expect(
      amaraPage.getByRole('list', { name: 'Messages' }).getByText('Hello from Parent Matching!'),
    ).toBeVisible();
  } finally {
    await Promise.all([amara, bea, cleo].map((member) => member.http.dispose()));
  }
});

test('preferences and availability persist across a reload; the page fits a phone', async ({ browser, baseURL }) => {
  const member = await compatibleMember(baseURL!, 'Dara');
  try {
    const page = await pageOf(browser, member);
    await page.goto('/parent-matching');
    const distance = page.getByRole('slider', { name: 'Maximum distance' });
    await expect(distance).toHaveAttribute('aria-valuetext', '10 miles');
    await distance.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const score = page.getByRole('slider', { name: 'Minimum match score' });
    await expect(score).toHaveAttribute('aria-valuetext', '50%');
    await score.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('checkbox', { name: 'Holidays' }).click();
    await page.getByRole('switch', { name: 'Suggest me only to verified members' }).click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(notifications(page).getByText('Preferences Updated')).toBeVisible();

    await page.getByRole('button', { name: 'Remove time 2' }).click();
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(notifications(page).getByText('Availability Saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('slider', { name: 'Maximum distance' })).toHaveAttribute('aria-valuetext', '12 miles');
    await expect(page.getByRole('slider', { name: 'Minimum match score' })).toHaveAttribute('aria-valuetext', '55%');
    await expect(page.getByRole('checkbox', { name: 'Holidays' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Suggest me only to verified members' })).toBeChecked();
    await expect(page.getByLabel('Alternate weekends from (a Saturday)')).toHaveValue(nextSaturday());
    await expect(page.getByRole('button', { name: 'Remove time 2' })).toHaveCount(0);
    expect(await (await member.http.get('/api/user-preferences')).json()).toEqual({
      serviceTypes: expect.arrayContaining(['playdates', 'wellbeing', 'holiday']) as unknown,
      maxDistance: 12,
      minMatchScore: 0.55,
      verifiedContactOnly: true,
    });

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Parent Matching', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousViolations(page, '/parent-matching at 390 px');
  } finally {
    await member.http.dispose();
  }
});
