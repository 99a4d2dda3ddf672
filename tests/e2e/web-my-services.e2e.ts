import type { APIRequestContext } from '@playwright/test';
import { clientFor } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { createService, createServiceInPage, csrfHeaders, samplePhoto, uniqueTitle } from './support/service-seeding';
import { signUpInPage } from './support/signed-in-page';

const DELETE_CONFIRMATION =
  'Are you sure you want to delete this service? This action cannot be undone and will remove all associated data.';

interface ServiceRow {
  id: string;
  title: string;
  status: string;
}

async function myServices(request: APIRequestContext): Promise<ServiceRow[]> {
  const response = await request.get('/api/services/my');
  expect(response.status()).toBe(200);
  return (await response.json()) as ServiceRow[];
}

test('my services: status, date or Flexible, place, price, 3 thumbnails plus +N, and the View dialog', async ({
  page,
}) => {
  await signUpInPage(page, { fullName: 'Nadia Rahman' });
  const photos = await Promise.all(['#d98e5f', '#88a07a', '#6b5a50', '#f2c7ab', '#3a2e28'].map(samplePhoto));
  const swap = await createServiceInPage(
    page,
    {
      title: uniqueTitle('Cottage swap'),
      type: 'rent_swap_home',
      homeType: 'cottage',
      bedrooms: '3',
      amenities: JSON.stringify(['WiFi', 'Garden']),
      pricingType: 'exchange',
      location: '4 Mill Lane, York',
      dateTime: '2026-08-01T10:00:00.000Z',
    },
    photos,
  );
  const walk = await createServiceInPage(page, {
    title: uniqueTitle('Evening walk'),
    pricingType: 'fixed_price',
    price: '7.5',
  });

  await page.goto('/my-services');
  const swapCard = page.getByRole('article', { name: swap.title });
  await expect(swapCard.getByText('Active')).toBeVisible();
  await expect(swapCard.getByText('Home Swap')).toBeVisible();
  await expect(swapCard.getByText('1 Aug 2026')).toBeVisible();
  await expect(swapCard.getByText('4 Mill Lane, York')).toBeVisible();
  await expect(swapCard.getByText('Exchange')).toBeVisible();
  await expect(swapCard.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(3);
  await expect(swapCard.getByLabel('2 more photos')).toHaveText('+2');
  await expect(swapCard.getByRole('link', { name: `Edit ${swap.title}` })).toHaveAttribute(
    'href',
    `/edit-service/${swap.id}`,
  );

  const walkCard = page.getByRole('article', { name: walk.title });
  await expect(walkCard.getByText('Flexible')).toBeVisible();
  await expect(walkCard.getByText('£7.50')).toBeVisible();
  await expect(walkCard.getByText('United Kingdom, YO1 7HH')).toBeVisible();
  await expectNoSeriousViolations(page, 'my services');

  await swapCard.getByRole('button', { name: `View ${swap.title}` }).click();
  const dialog = page.getByRole('dialog', { name: swap.title });
  await expect(dialog.getByText('Cottage', { exact: true })).toBeVisible();
  await expect(dialog.getByText('WiFi, Garden')).toBeVisible();
  await expectNoSeriousViolations(page, 'the View dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('pause hides a service from browse and resume brings it back', async ({ page, baseURL }) => {
  await signUpInPage(page);
  const service = await createServiceInPage(page, { title: uniqueTitle('Pausable playdate'), type: 'childcare' });
  const other = await clientFor('anotherMember', baseURL!);
  const browsedIds = async () => {
    const response = await other.http.get(
      '/api/services?type=childcare&near=YO1%207HH&nearCountry=United%20Kingdom&limit=50',
    );
    expect(response.status()).toBe(200);
    return ((await response.json()) as ServiceRow[]).map((row) => row.id);
  };
  try {
    expect(await browsedIds()).toContain(service.id);
    await page.goto('/services?tab=my');
    const card = page.getByRole('article', { name: service.title });

    await card.getByRole('button', { name: `Pause ${service.title}` }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Status Updated')).toBeVisible();
    await expect(card.getByText('Paused')).toBeVisible();
    expect((await myServices(page.request)).find((row) => row.id === service.id)?.status).toBe('paused');
    expect(await browsedIds()).not.toContain(service.id);

    await card.getByRole('button', { name: `Resume ${service.title}` }).click();
    await expect(card.getByText('Active')).toBeVisible();
    expect((await myServices(page.request)).find((row) => row.id === service.id)?.status).toBe('active');
    expect(await browsedIds()).toContain(service.id);
  } finally {
    await other.dispose();
  }
});

test("delete asks with the spec's confirmation, then the service is gone", async ({ page }) => {
  await signUpInPage(page);
  const service = await createServiceInPage(page, { title: uniqueTitle('Deletable swap') });
  await page.goto('/my-services');
  const card = page.getByRole('article', { name: service.title });

  await card.getByRole('button', { name: `Delete ${service.title}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(DELETE_CONFIRMATION);
  await expectNoSeriousViolations(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect((await myServices(page.request)).map((row) => row.id)).toContain(service.id);

  await card.getByRole('button', { name: `Delete ${service.title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Service Deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(`/api/services/${service.id}`)).status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Create Your First Service' })).toHaveAttribute(
    'href',
    '/services?tab=create',
  );
});

test('another member cannot change, pause or delete a service: 404 and the row is unchanged', async ({
  page,
  baseURL,
}) => {
  await signUpInPage(page);
  const service = await createServiceInPage(page, { title: uniqueTitle('Guarded playdate') });
  const other = await clientFor('anotherMember', baseURL!);
  try {
    const headers = await csrfHeaders(other.http);
    const pause = await other.http.patch(`/api/services/${service.id}/status`, { data: { status: 'paused' }, headers });
    expect(pause.status()).toBe(404);
    expect(((await pause.json()) as { code: string }).code).toBe('SERVICE_NOT_FOUND');
    const form = new FormData();
    form.append('title', 'Taken over');
    form.append('description', 'Someone else tried to change this service description.');
    form.append('type', 'playdate');
    form.append('country', 'United Kingdom');
    form.append('postcode', 'YO1 7HH');
    const edit = await other.http.put(`/api/services/${service.id}`, { multipart: form, headers });
    expect(edit.status()).toBe(404);
    const remove = await other.http.delete(`/api/services/${service.id}`, { headers });
    expect(remove.status()).toBe(404);

    const row = (await myServices(page.request)).find((candidate) => candidate.id === service.id);
    expect(row).toMatchObject({ title: service.title, status: 'active' });
    expect((await myServices(other.http)).map((candidate) => candidate.id)).not.toContain(service.id);
  } finally {
    await other.dispose();
  }
});

test('the dashboard shows the 4 services nearest the member and their 3 newest, with View All', async ({
  page,
  baseURL,
}) => {
  const host = await clientFor('anotherMember', baseURL!);
  const nearest = [
    { title: uniqueTitle('Thurso swim'), postcode: 'KW14 7AA' },
    { title: uniqueTitle('Wick walk'), postcode: 'KW1 4AA' },
    { title: uniqueTitle('Lerwick knit'), postcode: 'ZE1 0AA' },
    { title: uniqueTitle('Kirkwall picnic'), postcode: 'KW15 1AA' },
  ];
  try {
    for (const seed of nearest) await createService(host.http, seed);
  } finally {
    await host.dispose();
  }
  await signUpInPage(page, { fullName: 'Morag Gunn', postcode: 'KW14 7AA', city: 'Thurso' });
  const mine: { id: string; title: string }[] = [];
  for (const what of ['First', 'Second', 'Third', 'Fourth']) {
    mine.push(await createServiceInPage(page, { title: uniqueTitle(`${what} of mine`), postcode: 'KW14 7AA' }));
  }
  await page.goto('/');

  const discover = page.getByRole('region', { name: 'Discover Services Near You' });
  await expect(discover.getByRole('article')).toHaveCount(4);
  // The member's own services are in Thurso too; the first card is one of the Thurso services, nearest first.
  await expect(
    discover
      .getByRole('article')
      .first()
      .getByText(/^KW14 · less than a mile away$/),
  ).toBeVisible();

  const my = page.getByRole('region', { name: 'My Services' });
  await expect(my.getByRole('listitem')).toHaveCount(3);
  await expect(my.getByRole('link', { name: mine[3].title })).toBeVisible();
  await expect(my.getByRole('link', { name: mine[0].title })).toHaveCount(0);
  await my.getByRole('link', { name: 'View all my services' }).click();
  await expect(page).toHaveURL(/\/services\?tab=my$/);
  await expect(page.getByRole('article', { name: mine[0].title })).toBeVisible();
  await page.goto('/');
  await expectNoSeriousViolations(page, 'the dashboard with services');
});
