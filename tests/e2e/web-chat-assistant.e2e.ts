import type { Page } from '@playwright/test';
import { expect, test } from './support/consented-test';
import { installPageClock, stopPageTimeNow } from './support/fake-clock';

const TYPED_FALLBACK =
  'Thanks for your question! For detailed information, please contact our support team or browse our FAQ section.';
const QUICK_FALLBACK = "I don't have a specific answer for that question. Please contact our support team.";

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Ask the Village assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Village assistant' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('chat assistant', () => {
  test('greets, offers four quick questions and answers one after 1 s', async ({ page }) => {
    await installPageClock(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const dialog = await openAssistant(page);
    const log = dialog.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText("Hello! I'm the Village assistant.");

    const quick = dialog.getByRole('list', { name: 'Quick questions' }).getByRole('button');
    await expect(quick).toHaveCount(4);
    await expect(quick.first()).toHaveText('About Village: what is it and who is it for?');

    await stopPageTimeNow(page);
    await dialog.getByRole('button', { name: 'Membership cost: is Village free?' }).click();
    await expect(log).toContainText('You: Membership cost: is Village free?');
    await expect(dialog.getByRole('list', { name: 'Quick questions' })).toBeHidden();
    await page.clock.runFor(999);
    await expect(log).not.toContainText('Basic membership is free');
    await page.clock.runFor(1);
    await expect(log).toContainText('Basic membership is free');
    await expect(log).toContainText('13%');
  });

  test('keeps Send disabled for an empty or blank message and answers typed questions', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const dialog = await openAssistant(page);
    const input = dialog.getByRole('textbox', { name: 'Your question' });
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(input).toBeFocused();

    await expect(send).toBeDisabled();
    await input.fill('    ');
    await expect(send).toBeDisabled();

    await input.fill('Who moderates the forum?');
    await expect(send).toBeEnabled();
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(dialog.getByRole('log')).toContainText('Every new forum post waits for a Village moderator');

    await input.fill('What is the weather like tomorrow?');
    await send.click();
    await expect(dialog.getByRole('log').getByText(TYPED_FALLBACK)).toBeVisible();
  });

  test('gives the quick-question fallback when a quick question has no answer', async ({ page }) => {
    await page.route(/\/assets\/chat-assistant-dialog-[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/(["'`])Basic membership is free\. Some services[^"'`]*\1/, '""');
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const dialog = await openAssistant(page);
    await dialog.getByRole('button', { name: 'Membership cost: is Village free?' }).click();
    await expect(dialog.getByRole('log').getByText(QUICK_FALLBACK)).toBeVisible();
  });

  test('closes on Escape and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const dialog = await openAssistant(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ask the Village assistant' })).toBeFocused();
  });
});
