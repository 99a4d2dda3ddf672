import { randomInt } from 'node:crypto';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { notifications } from './support/notifications';
import { signUpInPage } from './support/signed-in-page';

test('a member fills in the enhanced profile, saves it and finds it again', async ({ page }) => {
  await signUpInPage(page);
  await page.goto('/enhanced-profile');
  await expect(page.getByRole('heading', { name: 'Enhanced Profile' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your languages' }).getByRole('listitem')).toHaveText(['English']);
  await expect(page.getByRole('checkbox', { name: 'Chat' })).toBeChecked();
  await expect(page.getByText('0/500')).toBeVisible();
  await expect(page.getByText(/Ages only/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
  await expectNoSeriousViolations(page, '/enhanced-profile');

  await page.getByLabel('Bio').fill('x'.repeat(501));
  await expect(page.getByText('501/500')).toBeVisible();
  await expect(page.getByText('Bio must be under 500 characters')).toBeVisible();
  await page.getByLabel('Bio').fill('Dad of twins, keen cyclist.');
  await expect(page.getByText('27/500')).toBeVisible();

  await page.getByLabel('Parenting situation').selectOption('co_parenting');
  await page.getByLabel("Children's ages").fill('6 and 6');
  await page.getByLabel('Skills and interests').fill('Bike repair');
  await page.getByRole('button', { name: 'Add French' }).click();
  const custom = page.getByLabel('Another language');
  await custom.fill('Welsh');
  await custom.press('Enter');
  await custom.fill('   ');
  await custom.press('Enter');
  await custom.fill('welsh');
  await custom.press('Enter');
  const languages = page.getByRole('list', { name: 'Your languages' }).getByRole('listitem');
  await expect(languages).toHaveText(['English', 'French', 'Welsh']);
  await page.getByRole('button', { name: 'Remove English' }).focus();
  await page.keyboard.press('Enter');
  await expect(languages).toHaveText(['French', 'Welsh']);
  await expect(page.getByRole('button', { name: 'Remove French' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'Video call' }).click();

  // A number that cannot be dialled is refused at the field; a UK mobile written nationally is kept in E.164.
  const phoneField = page.getByLabel('Phone number', { exact: true });
  await phoneField.fill('12345');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(phoneField).toHaveAccessibleDescription(/Please enter a valid phone number/);
  const subscriber = String(randomInt(1_000_000)).padStart(6, '0');
  await phoneField.fill(`07400 ${subscriber}`);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(notifications(page).getByText('Profile Updated!')).toBeVisible();
  await expect(phoneField).toHaveValue(`+447400${subscriber}`);

  const saved = await page.request.get('/api/profile/enhanced');
  expect(await saved.json()).toEqual({
    bio: 'Dad of twins, keen cyclist.',
    parentingSituation: 'co_parenting',
    kidsAgeRange: '6 and 6',
    skillsInterests: 'Bike repair',
    languagesSpoken: ['French', 'Welsh'],
    preferredContactMethods: ['chat', 'video_call'],
    phoneNumber: `+447400${subscriber}`,
  });
  await page.reload();
  await expect(phoneField).toHaveValue(`+447400${subscriber}`);
  await expect(page.getByLabel('Bio')).toHaveValue('Dad of twins, keen cyclist.');
  await expect(page.getByRole('checkbox', { name: 'Video call' })).toBeChecked();
});

test('PUT /api/profile/enhanced refuses bad values with the spec messages and changes nothing', async ({ page }) => {
  await signUpInPage(page);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('village_csrf'))!.value;
  const put = (data: unknown) => page.request.put('/api/profile/enhanced', { data, headers: { 'x-csrf-token': csrf } });

  const tooLong = await put({ bio: 'b'.repeat(501) });
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.json()).toMatchObject({ fieldErrors: { bio: 'Bio must be under 500 characters' } });
  const skills = await put({ skillsInterests: 's'.repeat(1001) });
  expect(await skills.json()).toMatchObject({
    fieldErrors: { skillsInterests: 'Skills/Interests must be under 1000 characters' },
  });
  const phone = await put({ phoneNumber: 'call me' });
  expect(phone.status()).toBe(400);
  expect(await phone.json()).toMatchObject({ fieldErrors: { phoneNumber: 'Please enter a valid phone number' } });
  const unknown = await put({ parentingSituation: 'single', preferredContactMethods: ['fax'] });
  expect(unknown.status()).toBe(400);
  expect((await page.request.get('/api/profile/enhanced')).status()).toBe(200);
  expect(await (await page.request.get('/api/profile/enhanced')).json()).toMatchObject({
    bio: '',
    languagesSpoken: ['English'],
    preferredContactMethods: ['chat'],
    phoneNumber: null,
  });
});
