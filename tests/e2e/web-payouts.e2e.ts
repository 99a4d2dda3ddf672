import Stripe from 'stripe';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { signUpInPage } from './support/signed-in-page';
import { E2E_STACK_ENV } from './support/stack-env';

const SIGNING_SECRET = String(E2E_STACK_ENV.STRIPE_WEBHOOK_SECRET);

/** An `account.updated` event as Stripe sends it: JSON with irregular spacing, signed on those exact bytes. */
const accountUpdated = (accountId: string, payoutsEnabled: boolean) => {
  const payload = `{"id": "evt_e2e_${accountId}_${Date.now()}", "object": "event",  "type": "account.updated",
  "api_version": "2025-01-01", "created": 1900000000, "livemode": false, "pending_webhooks": 1,
  "request": {"id": null, "idempotency_key": null},
  "data": {"object": {"id": "${accountId}", "object": "account", "charges_enabled": true,
    "payouts_enabled": ${payoutsEnabled}, "details_submitted": true}}}`;
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SIGNING_SECRET }) };
};

test('a host sets up payouts from My Services and sees them active; a signed account.updated moves them on', async ({
  page,
}) => {
  const host = await signUpInPage(page, { fullName: 'Priya Host' });
  await page.goto('/my-services');
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByText('Not set up')).toBeVisible();
  await expect(payouts.getByText('Set up payouts to receive the money from your paid bookings.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Payouts card on My Services');

  // The stack's test provider readies the account at once; its link leads straight back here.
  await payouts.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page).toHaveURL(/\/my-services\?payouts=return$/);
  await expect(payouts.getByText('Active')).toBeVisible();
  await expect(payouts.getByText('Payouts are set up: paid bookings are paid out to you.')).toBeVisible();
  await expect(payouts.getByRole('button')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the Payouts card, set up');

  // Through the gateway, with no session or CSRF token: the signature on the exact bytes is the guard.
  const event = accountUpdated(`test_acct_${host.id}`, false);
  const delivered = await page.request.fetch('/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    data: event.payload,
  });
  expect([delivered.status(), await delivered.json()]).toEqual([200, { received: true }]);

  await page.reload();
  await expect(payouts.getByText('Incomplete')).toBeVisible();
  await expect(payouts.getByRole('button', { name: 'Continue payout setup' })).toBeVisible();
});

test("Stripe's webhook is refused when the signature does not verify on the body", async ({ request }) => {
  const event = accountUpdated('acct_forged', true);
  const response = await request.post('/api/payments/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    data: event.payload.replace('"payouts_enabled": true', '"payouts_enabled": false'),
  });
  expect([response.status(), (await response.json()) as unknown]).toEqual([
    400,
    expect.objectContaining({ code: 'PAYMENT_WEBHOOK_INVALID' }),
  ]);
});
