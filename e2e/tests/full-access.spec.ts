import { test, expect } from '@playwright/test';
import { expectAccessible, registerByApi, signIn } from '../support/fixtures.ts';
import { prompt } from '../support/access.ts';
import { storePages } from '../support/store-pages.ts';

test.describe('full access', () => {
  test('a trial user unlocks with an institution code in the prompt and has full access at once', async ({ page, request }) => {
    // Every state of the prompt gets its own accessibility scan: longer than most journeys.
    test.slow();
    const { email, password } = await registerByApi(request, { name: 'Rowan Trial' });
    await signIn(page, email, password);

    // A locked topic leads to the prompt, which opens on the code entry (no gift waits for them).
    await page.goto('/topics');
    await page.getByRole('link', { name: 'Forward (locked, available with full access)' }).click();
    const dialog = prompt(page);
    await expect(dialog.getByText('This content is only available to those with full access.')).toBeVisible();
    const code = dialog.getByLabel('Code');
    await expect(code).toBeVisible();
    await expectAccessible(page);

    // The stores are one press away, and back.
    await dialog.getByRole('button', { name: 'Get full access in the app' }).click();
    await expect(dialog.getByRole('heading', { name: 'Full access in the app' })).toBeFocused();
    // The store pages the server is configured with, written into the page.
    await expect(dialog.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', storePages.appStore);
    await expect(dialog.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', storePages.googlePlay);
    await expect(dialog.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Google Play/ })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'I have a code' }).click();
    await expect(dialog.getByRole('heading', { name: 'Enter your code' })).toBeFocused();

    // Empty, unknown and inactive codes are refused inline.
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your code.');
    await code.fill('zz99zz99');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That code did not work. Check it and try again.');
    await code.fill('');
    await code.pressSequentially('oldcode1');
    await expect(code).toHaveValue('OLDCODE1');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This code is no longer active.');
    await expectAccessible(page);

    // Typed in lower case, upper-cased as typed, 8 characters at most.
    await code.fill('');
    await code.pressSequentially('kw2lp84nx');
    await expect(code).toHaveValue('KW2LP84N');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(dialog.getByRole('heading', { name: 'You have full access' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // At once, without signing in again or reloading: the locks are gone...
    await expect(page.getByRole('link', { name: 'Forward', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /available with full access/ })).toHaveCount(0);
    // ...and the account says so, with the institution.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Account/ }).click();
    await expect(page.getByText('Full Access', { exact: true })).toBeVisible();
    await expect(page.getByText('Maple Grove University')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Unlock full access' })).toHaveCount(0);

    // And it holds after a reload (the server granted it, not just the screen).
    await page.reload();
    await expect(page.getByText('Full Access', { exact: true })).toBeVisible();
  });

  test("the account's 'Unlock full access' opens the prompt, and closing it leaves the account", async ({ page, request }) => {
    const { email, password } = await registerByApi(request);
    await signIn(page, email, password);
    await page.goto('/users/me');
    await page.getByRole('link', { name: 'Unlock full access' }).click();
    await expect(page).toHaveURL(/\/users\/me\?subscribe=1$/);
    await expect(prompt(page).getByLabel('Code')).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/users\/me$/);
    await expect(page.getByText('Trial User')).toBeVisible();
  });
});
