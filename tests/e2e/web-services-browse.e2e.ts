import { clientFor } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { createService, samplePhoto, uniqueTitle } from './support/service-seeding';
import { signUpInPage } from './support/signed-in-page';

test('browse filters by type, country, postcode and free-only on the server', async ({ page, baseURL }) => {
  const host = await clientFor('anotherMember', baseURL!);
  const titles = {
    dublinFreePlaydate: uniqueTitle('Dublin free playdate'),
    dublinPaidPlaydate: uniqueTitle('Dublin paid playdate'),
    dublinPetSitting: uniqueTitle('Dublin pet sitting'),
    corkFreePlaydate: uniqueTitle('Cork free playdate'),
    yorkFreePlaydate: uniqueTitle('York free playdate'),
  };
  try {
    const ireland = { country: 'Ireland', postcode: 'D02 X285' };
    await createService(host.http, { ...ireland, title: titles.dublinFreePlaydate }, [await samplePhoto()]);
    await createService(host.http, {
      ...ireland,
      title: titles.dublinPaidPlaydate,
      pricingType: 'fixed_price',
      price: '12.50',
      currency: 'EUR',
    });
    await createService(host.http, { ...ireland, title: titles.dublinPetSitting, type: 'pet_services' });
    await createService(host.http, { country: 'Ireland', postcode: 'T12 X70A', title: titles.corkFreePlaydate });
    await createService(host.http, { title: titles.yorkFreePlaydate });
  } finally {
    await host.dispose();
  }

  await signUpInPage(page, { fullName: 'Aoife Byrne', country: 'Ireland', postcode: 'D02 X285', city: 'Dublin' });
  await page.goto('/services');
  await expect(page.getByRole('tab', { name: 'Browse' })).toHaveAttribute('aria-selected', 'true');

  const results = page.getByRole('list', { name: 'Services' });
  const card = (title: string) => page.getByRole('article', { name: title });

  await page.getByLabel('Service type').selectOption({ label: 'Playdate' });
  await page.getByLabel('Country').selectOption('Ireland');
  const browsed = page.waitForRequest((request) => request.url().includes('freeOnly=true'));
  await page.getByRole('checkbox', { name: 'Free only' }).click();
  const query = new URL((await browsed).url()).searchParams;
  expect([query.get('type'), query.get('country'), query.get('freeOnly')]).toEqual(['playdate', 'Ireland', 'true']);

  await expect(card(titles.dublinFreePlaydate)).toBeVisible();
  await expect(card(titles.corkFreePlaydate)).toBeVisible();
  for (const excluded of [titles.dublinPaidPlaydate, titles.dublinPetSitting, titles.yorkFreePlaydate]) {
    await expect(card(excluded)).toHaveCount(0);
  }
  const dublin = card(titles.dublinFreePlaydate);
  await expect(dublin.getByText('Free', { exact: true })).toBeVisible();
  await expect(dublin.getByText('Playdate', { exact: true })).toBeVisible();
  await expect(dublin.getByText(/^D02/)).toBeVisible();
  const photo = dublin.getByRole('img', { name: `Photo of ${titles.dublinFreePlaydate}` });
  await expect(photo).toHaveAttribute('srcset', /320w, .+ 800w, .+ 1600w/);
  await expect(photo).toHaveAttribute('loading', 'lazy');

  // A postcode keeps only services within 25 miles of it: Cork is ~135 miles from Dublin.
  await page.getByRole('textbox', { name: /Postcode/ }).fill('D02 X285');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(card(titles.dublinFreePlaydate)).toBeVisible();
  await expect(card(titles.corkFreePlaydate)).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Free only' }).click();
  await expect(card(titles.dublinPaidPlaydate)).toBeVisible();
  await expect(card(titles.dublinPaidPlaydate).getByText('€12.50')).toBeVisible();
  await expect(results).toBeVisible();
  await expectNoSeriousViolations(page, 'the services browse tab');

  await card(titles.dublinFreePlaydate)
    .getByRole('link', { name: `View ${titles.dublinFreePlaydate}` })
    .click();
  await expect(page).toHaveURL(/\/service\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: titles.dublinFreePlaydate })).toBeVisible();
});

test("near me lists the services nearest the member's postcode first, each with its area", async ({
  page,
  baseURL,
}) => {
  const host = await clientFor('anotherMember', baseURL!);
  const type = 'wellbeing_activity';
  const inverness = uniqueTitle('Inverness yoga');
  const aberdeen = uniqueTitle('Aberdeen yoga');
  const edinburgh = uniqueTitle('Edinburgh yoga');
  try {
    // Created farthest first, so newest-first order would be the reverse of nearest-first.
    await createService(host.http, { type, title: edinburgh, postcode: 'EH1 1YZ' });
    await createService(host.http, { type, title: aberdeen, postcode: 'AB10 1AB' });
    await createService(host.http, { type, title: inverness, postcode: 'IV2 3PY' });
  } finally {
    await host.dispose();
  }

  await signUpInPage(page, { fullName: 'Isla Fraser', postcode: 'IV1 1HY', city: 'Inverness' });
  await page.goto('/services');
  await expect(page.getByRole('checkbox', { name: 'Nearest to me first' })).toBeChecked();
  await page.getByLabel('Service type').selectOption({ label: 'Wellbeing Activity' });

  const titles = page.getByRole('list', { name: 'Services' }).getByRole('heading', { level: 3 });
  await expect(page.getByRole('article', { name: edinburgh })).toBeVisible();
  const order = (await titles.allTextContents()).filter((title) => [inverness, aberdeen, edinburgh].includes(title));
  expect(order).toEqual([inverness, aberdeen, edinburgh]);
  await expect(
    page.getByRole('article', { name: inverness }).getByText(/^IV2 · (less than a mile|about \d+ miles?) away$/),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: aberdeen }).getByText(/^AB10 · about \d+ miles away$/)).toBeVisible();
  // Other members see the district only, never the full postcode or an address.
  await expect(page.getByText('IV2 3PY')).toHaveCount(0);
});

test('the services page keeps its tab in the URL, and the bookings tab points to browsing', async ({ page }) => {
  await signUpInPage(page);
  await page.goto('/services?tab=bookings');
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse services' }).click();
  await expect(page).toHaveURL(/\/services\?tab=browse$/);
  await page.getByRole('tab', { name: 'My Services' }).click();
  await expect(page).toHaveURL(/tab=my/);
  await expect(page.getByRole('link', { name: 'Create Your First Service' })).toHaveAttribute(
    'href',
    '/services?tab=create',
  );
  await expectNoSeriousViolations(page, 'the my tab, empty');
});

test('the footer credits GeoNames for the postcode areas', async ({ page }) => {
  await page.goto('/about');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Postcode areas: GeoNames (CC BY 4.0)' }),
  ).toHaveAttribute('href', 'https://www.geonames.org/');
});
