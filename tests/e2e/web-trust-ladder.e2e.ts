import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { confirmedMember, type ConfirmedMember } from './support/confirmed-member';
import { expect, test } from './support/consented-test';
import { pageAs, verifiedByAdmin } from './support/identity-verification';
import { PHONE } from './support/viewport';

/** A surname no other spec's member has, so a search by name finds only this spec's members. */
const SURNAME = `Ladder${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

let climber: ConfirmedMember;
let firstVoucher: ConfirmedMember;
let secondVoucher: ConfirmedMember;
let admin: RoleClient;

test.beforeAll(async ({ baseURL }) => {
  [climber, firstVoucher, secondVoucher, admin] = await Promise.all([
    confirmedMember(baseURL!, 'ladder-climber', `Casey ${SURNAME}`),
    confirmedMember(baseURL!, 'ladder-voucher-one', `Vera ${SURNAME}`),
    confirmedMember(baseURL!, 'ladder-voucher-two', `Vince ${SURNAME}`),
    clientFor('admin', baseURL!),
  ]);
});

test.afterAll(async () => {
  await Promise.all([climber, firstVoucher, secondVoucher, admin].map((client) => client?.dispose()));
});

const trustBadges = (page: Page) => page.getByRole('list', { name: 'Trust badges' });

async function expectBadges(page: Page, labels: string[]): Promise<void> {
  await expect(async () => {
    await page.goto('/profile-setup?tab=verification');
    await expect(trustBadges(page).getByRole('listitem')).toHaveText(labels.map((label) => `✓${label}`));
  }).toPass({ timeout: 20_000 });
}

async function vouchFor(page: Page, name: string): Promise<void> {
  await page.goto('/profile-setup?tab=verification');
  await page.getByRole('button', { name: `Vouch for ${name}` }).click();
  await expect(page.getByText('Vouch given', { exact: true })).toBeVisible();
}

test('a member climbs the trust ladder: verified, vouched for by two verified members, enhanced DBS checked', async ({
  browser,
  baseURL,
}) => {
  await Promise.all([climber, firstVoucher, secondVoucher].map((member) => verifiedByAdmin(browser, member, baseURL!)));

  const climberPage = await pageAs(browser, climber);
  await expectBadges(climberPage, ['Verified']);
  await climberPage.goto('/');
  await expect(climberPage.getByRole('main').getByRole('list', { name: 'Trust badges' })).toHaveText(/Verified/);
  await expect(climberPage.getByRole('img', { name: 'Trust: Verified' }).first()).toBeAttached();

  await climberPage.goto('/profile-setup?tab=verification');
  await expect(climberPage.getByRole('heading', { name: 'Trust ladder' })).toBeVisible();
  await expectNoSeriousViolations(climberPage, 'the trust ladder panel');
  for (const first of ['Vera', 'Vince']) {
    const search = climberPage.getByLabel('Search members by name');
    await search.fill(SURNAME);
    await climberPage.getByRole('button', { name: `Ask ${first} ${SURNAME} for a vouch` }).click();
    await expect(climberPage.getByText('Vouch requested', { exact: true })).toBeVisible();
  }
  const asked = climberPage.getByRole('region', { name: 'Your vouch requests' });
  await expect(asked.getByText('Waiting for an answer')).toHaveCount(2);

  const firstPage = await pageAs(browser, firstVoucher);
  await vouchFor(firstPage, `Casey ${SURNAME}`);
  await expectNoSeriousViolations(firstPage, 'the trust ladder panel with a vouch given');
  const secondPage = await pageAs(browser, secondVoucher);
  await secondPage.setViewportSize(PHONE);
  await vouchFor(secondPage, `Casey ${SURNAME}`);
  await expectNoSeriousViolations(secondPage, 'the trust ladder panel at 390 px');

  await expectBadges(climberPage, ['Verified', 'Vouched']);

  const adminPage = await pageAs(browser, admin);
  await adminPage.goto('/admin?tab=dbs-checks');
  await expect(adminPage.getByRole('heading', { name: 'Enhanced DBS checks' })).toBeVisible();
  await adminPage.getByLabel('Find a member by name').fill(`Casey ${SURNAME}`);
  await adminPage.getByRole('button', { name: `Choose Casey ${SURNAME}` }).click();
  await expect(adminPage.getByTestId('dbs-current')).toHaveText('No enhanced DBS check recorded.');
  await adminPage.getByRole('button', { name: 'Record DBS check' }).click();
  await expect(adminPage.getByText('Please enter the 12-digit DBS certificate number')).toBeVisible();
  await expectNoSeriousViolations(adminPage, 'the admin DBS checks tab');
  await adminPage.getByLabel('Certificate number').fill('0012 3456 7890');
  await adminPage.getByLabel('Issue date').fill('2026-03-02');
  await adminPage.getByRole('button', { name: 'Record DBS check' }).click();
  await expect(adminPage.getByTestId('dbs-current')).toHaveText('Certificate ending 7890, issued 2026-03-02');
  await adminPage.setViewportSize(PHONE);
  await expectNoSeriousViolations(adminPage, 'the admin DBS checks tab at 390 px');

  await expectBadges(climberPage, ['Verified', 'Vouched', 'Enhanced DBS checked']);
  await climberPage.setViewportSize(PHONE);
  await expectNoSeriousViolations(climberPage, 'the trust ladder panel at the top step, 390 px');

  // A vouch withdrawn takes the member below the vouched step, and the DBS step needs the one before it.
  await firstPage.goto('/profile-setup?tab=verification');
  await firstPage.getByRole('button', { name: `Withdraw your vouch for Casey ${SURNAME}` }).click();
  await expect(firstPage.getByText('Vouch withdrawn', { exact: true })).toBeVisible();
  await expectBadges(climberPage, ['Verified']);
});
