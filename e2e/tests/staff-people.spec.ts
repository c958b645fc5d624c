import { expect, test } from '@playwright/test';
import { clientInfo, expectAccessible, registerByApi, signIn, uniqueEmail } from '../support/fixtures.ts';

test.describe("support's People area", () => {
  test('support finds a member through a typo, opens their page and reads where their access came from', async ({ page, request }) => {
    // A member who bought full access (the local sandbox store), so their page has a history.
    const email = uniqueEmail('quillfeather');
    const member = await registerByApi(request, { name: 'Perpetua Quillfeather', email });
    const login = await request.post('/api/auth/login', { headers: clientInfo, data: { email, password: member.password } });
    expect(login.status(), await login.text()).toBe(200);
    const bought = await request.post('/api/in_app_purchases', {
      headers: clientInfo,
      data: { store: 'sandbox', product_id: 'full_access', transaction_id: `e2e-people-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    await request.get('/api/auth/logout', { headers: clientInfo });

    await signIn(page, 'support@example.com');
    await page.goto('/studio/people');
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Members, newest first/ })).toBeVisible();
    await expectAccessible(page);

    // One letter dropped from the address the member wrote from.
    const typo = email.replace('quillfeather', 'quilfeather');
    await page.getByRole('searchbox', { name: 'E-mail or name' }).fill(typo);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typo);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Full access (purchase)');
    await row.getByRole('link', { name: 'Perpetua Quillfeather' }).click();

    await expect(page).toHaveURL(new RegExp(`/studio/people/${member.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Perpetua Quillfeather' })).toBeVisible();
    const history = page.getByRole('table', { name: 'Access history, oldest first' });
    await expect(history.getByRole('row', { name: /Full access bought/ })).toContainText('Store: sandbox');
    await expect(page.getByRole('region', { name: 'Progress' }).getByRole('table')).toBeVisible();
    await expectAccessible(page);

    // Back to the same search.
    await page.getByRole('link', { name: 'All members' }).click();
    await expect(page.getByRole('searchbox', { name: 'E-mail or name' })).toHaveValue(typo);
  });
});
