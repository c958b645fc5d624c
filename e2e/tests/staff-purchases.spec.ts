import { test, expect, type APIRequestContext } from '@playwright/test';
import { clientInfo, expectAccessible, registerByApi, signIn } from '../support/fixtures.ts';

/** A member who bought full access and a gift card in the (local) sandbox store, as their app would. */
async function buyerWithPurchases(request: APIRequestContext) {
  const buyer = await registerByApi(request, { name: 'Noor Buyer' });
  const login = await request.post('/api/auth/login', { headers: clientInfo, data: { email: buyer.email, password: buyer.password } });
  expect(login.status(), await login.text()).toBe(200);
  const unique = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  for (const product_id of ['full_access', 'gift_card']) {
    const bought = await request.post('/api/in_app_purchases', {
      headers: clientInfo,
      data: { store: 'sandbox', product_id, transaction_id: `e2e-staff-${product_id}-${unique}` },
    });
    expect(bought.status(), await bought.text()).toBe(201);
  }
  await request.get('/api/auth/logout', { headers: clientInfo });
  return { ...buyer, fullAccessTransaction: `e2e-staff-full_access-${unique}` };
}

test('support finds a member’s purchases and gift card by e-mail and reads their record', async ({ page, request }) => {
  const buyer = await buyerWithPurchases(request);
  await signIn(page, 'support@example.com');

  await page.goto('/studio/purchases');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchases and gift cards' })).toBeVisible();
  await expect(page.getByRole('table', { name: /The latest purchases/ })).toBeVisible();
  await expectAccessible(page);

  const search = page.getByRole('search');
  await search.getByLabel('Search').fill(buyer.email);
  await search.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('table', { name: `Purchases found for “${buyer.email}” (2 shown)` });
  await expect(found).toBeVisible();
  await expect(found.getByRole('row').filter({ hasText: 'Full access' })).toContainText(buyer.fullAccessTransaction);
  await expect(found.getByRole('row').filter({ hasText: 'Gift card' })).toContainText('Active');
  await expectAccessible(page);

  // The buyer's name leads to their member page; the date to the purchase's record.
  await expect(found.getByRole('link', { name: 'Noor Buyer', exact: true }).first()).toHaveAttribute('href', `/studio/people/${buyer.id}`);
  await found.getByRole('row').filter({ hasText: 'Gift card' }).getByRole('link', { name: /open the purchase by Noor Buyer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The gift card' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'History' })).toContainText('Bought a gift card');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'All purchases' }).click();
  await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Gift cards' }).click();
  await page.getByRole('search').getByLabel('Search').fill(buyer.email);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const cards = page.getByRole('table', { name: `Gift cards found for “${buyer.email}” (1 shown)` });
  await expect(cards.getByRole('row').nth(1)).toContainText('Not sent');
  await expectAccessible(page);

  await page.getByRole('search').getByLabel('Search').fill('nobody-bought-anything@example.com');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No gift card matches “nobody-bought-anything@example.com”.')).toBeVisible();
});

test('a member without a staff role cannot open the purchases', async ({ page, request }) => {
  const member = await registerByApi(request);
  await signIn(page, member.email, member.password);
  await page.goto('/studio/purchases');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchases and gift cards' })).toHaveCount(0);
  expect((await page.request.get('/api/staff/purchases', { headers: clientInfo })).status()).toBe(403);
});
