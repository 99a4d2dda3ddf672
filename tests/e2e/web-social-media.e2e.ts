import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { registerInBrowser } from './support/member-in-browser';
import { socialPlatformsControl } from './support/social-platforms';
import { createServiceInPage, csrfHeaders, uniqueTitle } from './support/service-seeding';
import { PHONE } from './support/viewport';

const PAGE = '/social-media-automation';
/** The stack sets SOCIAL_PUBLISH_RETRY_SECONDS=2 and SOCIAL_ENGAGEMENT_FIRST_REFRESH_SECONDS=3: all within a minute or two. */
const PUBLISHING = { timeout: 120_000 };

/** A datetime-local value `ms` from now, in the browser's (and this machine's) zone. */
function localDateTimeIn(ms: number): string {
  const at = new Date(Date.now() + ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const recentPost = (page: Page, platform: string, text: string): Locator =>
  page
    .getByRole('list', { name: 'Recent posts' })
    .getByRole('listitem', { name: `${platform} post` })
    .filter({ hasText: text });

/** The social service learns of a new service from listings' events a moment later: wait until it can promote it. */
async function waitUntilPromotable(page: Page, serviceId: string): Promise<void> {
  const headers = await csrfHeaders(page.request);
  await expect
    .poll(
      async () =>
        (await page.request.post('/api/social-media-posts/generate', { data: { serviceId }, headers })).status(),
      { timeout: 30_000 },
    )
    .toBe(200);
}

test('a member connects X, generates, schedules for Facebook and X, sees them published and measured, and a failing X retried then failed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const control = socialPlatformsControl();
  await registerInBrowser(page);
  const service = await createServiceInPage(page, { title: uniqueTitle('Saturday playdate') });
  await waitUntilPromotable(page, service.id);

  // The dashboard's quick action leads to the page.
  await page.goto('/');
  await page.getByRole('link', { name: /^Social media/ }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Social Media Automation' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Facebook' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Best posting times' })).toContainText('Twitter12 PM-3 PM');
  const accounts = page.getByRole('region', { name: 'Connected accounts' });
  await expect(accounts.getByRole('listitem', { name: 'Facebook' })).toContainText(
    'Sandbox — nothing is posted to Facebook',
  );
  await expectNoSeriousViolations(page, PAGE);

  // X is configured against the stand-in: Connect goes through its OAuth and comes back connected.
  await accounts.getByRole('button', { name: 'Connect X' }).click();
  await page.waitForURL((url) => url.pathname === PAGE, { timeout: 30_000 });
  await expect(page.getByText('Account Connected', { exact: true })).toBeVisible();
  await expect(accounts.getByRole('listitem', { name: 'X' })).toContainText('Connected as');
  await expect(accounts.getByRole('button', { name: 'Disconnect X' })).toBeVisible();

  // 'AI Generate' asks for a service first, then writes from the service.
  await page.getByRole('button', { name: 'AI Generate' }).click();
  await expect(
    page.getByText('Please select a service to generate promotional content.', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Service to promote (optional)').selectOption({ label: service.title });
  await page.getByRole('button', { name: 'AI Generate' }).click();
  await expect(page.getByText('Content Generated', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Post content')).not.toHaveValue('');
  await expect(page.getByLabel('Hashtags')).not.toHaveValue('');

  // A post short enough for X, to Facebook and X, a minute ahead.
  const scheduled = `Playdate this Saturday ${uniqueTitle('in the park')}`;
  await page.getByLabel('Post content').fill(scheduled);
  await page.getByLabel('Hashtags').fill('playdate, parents');
  await page.getByRole('checkbox', { name: 'X (Twitter)' }).check();
  await page.getByLabel('Schedule (optional)').fill(localDateTimeIn(60_000));
  await page.getByRole('button', { name: 'Schedule Post' }).click();
  await expect(page.getByText('Post Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Post content')).toHaveValue('');
  await expect(recentPost(page, 'Facebook', scheduled)).toContainText('Scheduled');
  await expect(recentPost(page, 'X', scheduled)).toContainText('Scheduled');

  // Published at its time: Facebook into the sandbox, X to the stand-in.
  await expect(recentPost(page, 'Facebook', scheduled)).toContainText('Published', PUBLISHING);
  await expect(recentPost(page, 'Facebook', scheduled).getByText('Sandbox')).toBeVisible();
  await expect(recentPost(page, 'X', scheduled)).toContainText('Published', PUBLISHING);
  await expect(recentPost(page, 'X', scheduled).getByText('Sandbox')).toHaveCount(0);

  // The figures X reports are fetched and shown.
  const onX = (await control.posts('twitter')).find((post) => post.text.startsWith(scheduled));
  expect(onX, 'the stand-in received the X post').toBeDefined();
  await control.setMetrics(onX!.id, { likes: 7, shares: 3, comments: 2 });
  await expect(recentPost(page, 'X', scheduled)).toContainText(
    'Engagement: 7 likes · 3 shares · 2 comments · 12 total',
    PUBLISHING,
  );
  await expect(page.getByRole('region', { name: 'Quick stats' }).getByLabel('Total engagement: 12')).toBeVisible();

  // X answers 503 to every attempt: the post is retried (attempts grow) and ends Failed with its reason.
  await control.failNextPublishes('twitter', 503, { count: 10 });
  const failing = `Craft morning ${uniqueTitle('at the library')}`;
  await page.getByRole('checkbox', { name: 'Facebook' }).uncheck();
  await page.getByRole('checkbox', { name: 'X (Twitter)' }).check();
  await page.getByLabel('Post content').fill(failing);
  await page.getByRole('button', { name: 'Post Now' }).click();
  await expect(page.getByText('Post Scheduled', { exact: true })).toBeVisible();
  await expect(recentPost(page, 'X', failing)).toContainText(
    /Retrying after \d attempts?: X is not responding/,
    PUBLISHING,
  );
  await expect(recentPost(page, 'X', failing)).toContainText('Failed', PUBLISHING);
  await expect(recentPost(page, 'X', failing)).toContainText(
    /X is not responding \(503[^)]*\); tried 4 times \(4 attempts\)/,
  );
  await expect(page.getByRole('region', { name: 'Quick stats' }).getByLabel('Published: 2')).toBeVisible();

  // Usable on a phone: nothing wider than the screen, the composer within reach, still accessible.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Social Media Automation' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByLabel('Post content').fill('A phone post');
  await expect(page.getByRole('button', { name: 'Post Now' })).toBeEnabled();
  await expectNoSeriousViolations(page, `${PAGE} at 390 px`);
});

test('a visitor is asked to sign in', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Please sign in to continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Identity Verification' })).toHaveAttribute(
    'href',
    '/api/login',
  );
  await expect(page.getByRole('heading', { name: 'Social Media Automation' })).toHaveCount(0);
});
