import { expect, type Locator, type Page } from '@playwright/test';
import { clientInfo, linkFromLatestMail, signIn } from './fixtures.ts';

// Steps shared by the full-access journeys (tests/full-access.spec.ts, tests/gift-cards.spec.ts).

/** The subscribe prompt. */
export function prompt(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Get full access' });
}

/** The account screen's Gift Cards section. */
export function giftSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Gift Cards' });
}

/** Signs in and verifies the address through the mailed link, as the person would. */
export async function signInVerified(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  const link = await linkFromLatestMail(page.request, email, '/email/verify/');
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Thank you for verifying your email. Your account setup is now fully completed.')).toBeVisible();
}

/**
 * Buys a gift card through the local sandbox store with the page's own session, as the app would
 * after a store purchase; each call is a new transaction.
 */
export async function buyGiftCardByApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/in_app_purchases', {
    headers: clientInfo,
    data: { store: 'sandbox', product_id: 'gift_card', transaction_id: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Fills the Gift Cards section's send form and sends; waits for the spec's success alert. */
export async function sendGift(page: Page, fields: { to: string; from?: string; message?: string }): Promise<void> {
  const form = page.getByRole('form', { name: 'Send your gift' });
  await form.getByLabel('Recipient email').fill(fields.to);
  if (fields.from !== undefined) await form.getByLabel('From (optional)').fill(fields.from);
  if (fields.message !== undefined) await form.getByLabel('Message (optional)').fill(fields.message);
  await form.getByRole('button', { name: 'Send Gift' }).click();
  await expect(
    page.getByText('Your gift was sent! You can buy another gift and see your purchase history at any time by returning to this screen.'),
  ).toBeVisible();
}

/** The newest gift mail to an address: its link (`/register?code=...`) and the code in it. */
export async function giftFromMail(page: Page, to: string): Promise<{ path: string; code: string }> {
  const link = new URL(await linkFromLatestMail(page.request, to, '/register'));
  const code = link.searchParams.get('code');
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  return { path: link.pathname + link.search, code: code! };
}
