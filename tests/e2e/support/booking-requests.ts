import type { APIResponse } from '@playwright/test';
import type { RoleClient } from './api-roles';

/** The address the stack answers on, as tests/e2e/playwright.config.ts sets it (for clients made outside a test). */
export const stackBaseUrl = (): string =>
  process.env.E2E_BASE_URL ?? `http://localhost:${Number(process.env.E2E_PORT ?? 18080)}`;

/** A day far enough ahead to be bookable whenever the test runs. */
export const FUTURE_DAY = '2099-06-01';

const LISTING_WAIT_MS = 15_000;
const POLL_INTERVAL_MS = 250;

/**
 * POST /api/bookings as the client, asked again while bookings answers 'Service not found': a service just listed
 * reaches bookings through an event, a moment later. Any other answer (or the last 404 after 15 s) is returned.
 */
export async function requestBookingOnceListed(
  client: RoleClient,
  body: Record<string, unknown>,
): Promise<APIResponse> {
  const deadline = Date.now() + LISTING_WAIT_MS;
  for (;;) {
    const response = await client.http.post('/api/bookings', {
      data: body,
      headers: { 'x-csrf-token': client.csrfToken },
    });
    if (response.status() !== 404 || Date.now() >= deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
