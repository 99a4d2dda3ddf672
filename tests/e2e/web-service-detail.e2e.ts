import type { Page } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import {
  createService,
  createServiceInPage,
  samplePhoto,
  uniqueTitle,
  type SeededService,
} from './support/service-seeding';
import { signUpInPage } from './support/signed-in-page';

const DESCRIPTION =
  'Weekly family walk along the river with a stop at the playground, suitable for buggies and scooters, ' +
  'finishing with hot chocolate at the café by the bridge.';

async function seedWithHost(baseURL: string): Promise<{ host: RoleClient; service: SeededService }> {
  const host = await clientFor('member', baseURL);
  const service = await createService(
    host.http,
    {
      title: uniqueTitle('River walk'),
      description: DESCRIPTION,
      type: 'wellbeing_activity',
      activityType: 'walking',
      intensityLevel: 'gentle',
      location: '12 Riverside Walk, York',
      pricingType: 'donation_based',
      price: '5',
      cancellationPolicy: 'moderate',
    },
    [await samplePhoto('#88a07a'), await samplePhoto('#d98e5f')],
  );
  return { host, service };
}

/** Hides the Web Share API, as on most desktop browsers, before the page's scripts run. */
async function withoutWebShare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined, configurable: true });
  });
}

test('a visitor sees the public detail with short ids and a gallery, and must sign in to book', async ({
  page,
  baseURL,
}) => {
  const { host, service } = await seedWithHost(baseURL!);
  try {
    await page.goto(`/service/${service.id}`);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page.getByText('Donation (suggested £5.00)').first()).toBeVisible();
    // Members' names stay among members: a visitor reads who offers it only once signed in.
    await expect(page.getByText(/Offered by a Village member/)).toBeVisible();
    await expect(page.getByText(/Robin/)).toHaveCount(0);
    await expect(page.getByText(service.id.slice(0, 8), { exact: true })).toBeVisible();
    await expect(page.getByText(service.id, { exact: true })).toHaveCount(0);
    await expect(page.getByText('Walking')).toBeVisible();
    // A visitor gets the area, never the address or the full postcode.
    await expect(page.getByText('12 Riverside Walk, York')).toHaveCount(0);
    await expect(page.getByText('YO1 7HH')).toHaveCount(0);
    await expect(page.getByRole('img', { name: /Photo 1 of 2/ })).toHaveAttribute('srcset', /1600w/);
    await page.getByRole('button', { name: 'Show photo 2' }).click();
    await expect(page.getByRole('img', { name: /Photo 2 of 2/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Block/ })).toHaveCount(0);
    const cancellations = page.getByRole('region', { name: 'Cancellations' });
    await expect(cancellations.getByText('Cancellation policy: Moderate')).toBeVisible();
    await expect(
      cancellations.getByText('Full refund if you cancel at least 5 days before the booked day; 50% after that.'),
    ).toBeVisible();
    await expect(cancellations.getByText('If the host cancels or declines, you get a full refund.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the service detail page for a visitor');

    await page.getByRole('button', { name: 'Book This Service' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ });
    await expect(toast.getByText('Sign in required')).toBeVisible();
    await expect(toast.getByText('Please sign in to book this service.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/service/${service.id}$`));
  } finally {
    await host.dispose();
  }
});

test('a signed-in member books through /services?book={id} and can block the host', async ({ page, baseURL }) => {
  const { host, service } = await seedWithHost(baseURL!);
  try {
    await signUpInPage(page, { fullName: 'Sam Carter' });
    await page.goto(`/service/${service.id}`);
    await expect(page.getByRole('button', { name: 'Block Robin A.' })).toBeVisible();
    await page.getByRole('button', { name: 'Book This Service' }).click();
    await expect(page).toHaveURL(new RegExp(`/services\\?book=${service.id}$`));
  } finally {
    await host.dispose();
  }
});

test("share falls back to the clipboard: 'Link copied!' with the service's link", async ({
  page,
  context,
  baseURL,
}) => {
  const { host, service } = await seedWithHost(baseURL!);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await withoutWebShare(page);
    await page.goto(`/service/${service.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(baseURL!).origin}/service/${service.id}`,
    );
  } finally {
    await host.dispose();
  }
});

test("without share or clipboard, a 'Share Link' toast shows the link", async ({ page, baseURL }) => {
  const { host, service } = await seedWithHost(baseURL!);
  try {
    await withoutWebShare(page);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await page.goto(`/service/${service.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ });
    await expect(toast.getByText('Share Link')).toBeVisible();
    await expect(toast.getByText(`${new URL(baseURL!).origin}/service/${service.id}`)).toBeVisible();
  } finally {
    await host.dispose();
  }
});

test("the Web Share API gets the title, the first 100 characters and the link: 'Shared successfully!'", async ({
  page,
  baseURL,
}) => {
  const { host, service } = await seedWithHost(baseURL!);
  try {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
      Object.defineProperty(Navigator.prototype, 'canShare', { value: () => true, configurable: true });
    });
    await page.goto(`/service/${service.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Shared successfully!')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData)).toEqual([
      {
        title: service.title,
        text: DESCRIPTION.slice(0, 100),
        url: `${new URL(baseURL!).origin}/service/${service.id}`,
      },
    ]);
  } finally {
    await host.dispose();
  }
});

test("an unknown or paused service shows 'Service Not Found' with the spec's text", async ({ page, baseURL }) => {
  const { host, service } = await seedWithHost(baseURL!);
  try {
    await page.goto('/service/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
    await expect(page.getByText("The service you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expectNoSeriousViolations(page, 'the Service Not Found state');

    const paused = await host.http.patch(`/api/services/${service.id}/status`, {
      data: { status: 'paused' },
      headers: { 'x-csrf-token': host.csrfToken },
    });
    expect(paused.status()).toBe(200);
    await page.goto(`/service/${service.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
  } finally {
    await host.dispose();
  }
});

test('the share demo shares one of the member’s own services', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  await withoutWebShare(page);
  await signUpInPage(page);
  const title = uniqueTitle('Shared playdate');
  const service = await createServiceInPage(page, { title });

  await page.goto('/share-demo');
  await page.getByRole('radio', { name: new RegExp(title) }).check();
  await page.getByRole('button', { name: 'Share this service' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Link copied!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'copied to your clipboard' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(baseURL!).origin}/service/${service.id}`,
  );
  await expectNoSeriousViolations(page, 'the share demo');
});
