import { test, expect } from '@playwright/test';
import { demo, expectAccessible, registerByApi, signIn, signOut } from '../support/fixtures.ts';

test.describe('the staff area', () => {
  test('is not found for a member, and opens only the areas of a staff role', async ({ page, request }) => {
    const member = await registerByApi(request, { name: 'Morgan Member' });
    await signIn(page, member.email, member.password);
    await page.goto('/studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Uh oh! Page not found.' })).toBeVisible();
    await page.goto('/studio/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Uh oh! Page not found.' })).toBeVisible();
    await signOut(page);

    await signIn(page, demo.partner);
    await page.goto('/studio/staff');
    const menu = page.getByRole('navigation', { name: 'Staff areas' });
    await expect(menu.getByRole('link')).toHaveText(['Partner report']);
    await expect(page.getByRole('heading', { level: 1, name: 'Uh oh! Page not found.' })).toBeVisible();
  });

  test('an admin gives a role with a reason, the person opens its areas, and the admin takes it back', async ({ page, browser, request }) => {
    test.slow();
    const colleague = await registerByApi(request, { name: 'Casey Colleague' });
    await signIn(page, demo.admin);
    await page.goto('/studio/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff roles' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Staff areas' }).getByRole('link', { name: 'Staff roles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Give a role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give a staff role' });
    await dialog.getByLabel("Their account's e-mail").fill('nobody-at-all@example.com');
    await dialog.getByLabel('Role').selectOption('support');
    await dialog.getByRole('button', { name: 'Give the role' }).click();
    await expect(dialog.getByText('Please say why.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Joins the support team');
    await dialog.getByRole('button', { name: 'Give the role' }).click();
    await expect(dialog.getByText('No one has an account with this address.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Their account's e-mail").fill(colleague.email);
    await dialog.getByRole('button', { name: 'Give the role' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `${colleague.email} now holds the role “Support”.` })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: colleague.email });
    await expect(row).toContainText('Support');

    // The colleague, in a browser of their own, now opens support's areas and no others.
    const colleagueContext = await browser.newContext();
    const colleaguePage = await colleagueContext.newPage();
    await signIn(colleaguePage, colleague.email, colleague.password);
    await colleaguePage.goto('/studio/staff');
    await expect(colleaguePage.getByRole('navigation', { name: 'Staff areas' }).getByRole('link')).toHaveText(['People', 'Purchases']);
    await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Uh oh! Page not found.' })).toBeVisible();

    await row.getByRole('button', { name: /Take back/ }).click();
    const revoke = page.getByRole('dialog', { name: 'Take a role back' });
    await expect(revoke).toContainText('Take the role “Support” from Casey Colleague?');
    await revoke.getByLabel('Reason').fill('Moved to another team');
    await revoke.getByRole('button', { name: 'Take the role back' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Casey Colleague no longer holds the role “Support”.' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: colleague.email })).toHaveCount(0);

    await colleaguePage.goto('/studio');
    await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Uh oh! Page not found.' })).toBeVisible();
    await colleagueContext.close();
  });
});
