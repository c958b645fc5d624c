import { test, expect } from '@playwright/test';
import {
  demo,
  demoPassword,
  expectAccessible,
  linkFromLatestMail,
  registerByApi,
  signIn,
  signOut,
  uniqueEmail,
} from '../support/fixtures.ts';

test.describe('account', () => {
  test('shows who I am and my status; the profile edits, saves and cancels', async ({ page, request }) => {
    const { email, password } = await registerByApi(request, { name: 'Jo Example' });
    await signIn(page, email, password);
    await page.goto('/users/me');
    await expect(page.getByText('Jo Example').first()).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByText('Trial User')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Unlock full access' }).or(page.getByRole('button', { name: 'Unlock full access' }))).toBeVisible();
    for (const name of ['Terms of Use', 'Privacy Policy', 'App Support', 'About', 'Logout']) {
      await expect(page.getByRole('link', { name }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'App Support' })).toHaveAttribute('href', /^mailto:/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit' }).click();
    const name = page.getByLabel(/name/i).first();
    await name.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Oops, you need to enter your name and email!')).toBeVisible();
    await name.fill('Changed Then Cancelled');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Jo Example').first()).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel(/name/i).first().fill('Jo Calm');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Jo Calm').first()).toBeVisible();
  });

  test('a new address needs the current password, and then its own verification', async ({ page, request }) => {
    const { email, password } = await registerByApi(request);
    await signIn(page, email, password);
    await page.goto(new URL(await linkFromLatestMail(request, email, '/email/verify/')).pathname);
    await expect(page.getByText(/Thank you for verifying your email/)).toBeVisible();
    await page.goto('/users/me');
    await expect(page.getByText(/Please verify your email address/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    const emailField = page.getByLabel('Email', { exact: true });
    const currentPassword = page.getByLabel('Current password');
    await expect(currentPassword).toHaveCount(0);
    const moved = uniqueEmail('moved');
    await emailField.fill(moved);
    await expect(currentPassword).toBeVisible();
    await expectAccessible(page);
    await emailField.fill(email.toUpperCase());
    await expect(currentPassword).toHaveCount(0);

    await emailField.fill(moved);
    await currentPassword.fill('not my password');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your current password is not correct.')).toBeVisible();
    await expect(currentPassword).toBeFocused();
    await currentPassword.fill(password);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`We sent a link to ${moved}: open it to verify your new address.`, { exact: false })).toBeVisible();
    await expect(page.getByText(`Please verify your email address. We sent a link to ${moved}.`)).toBeVisible();

    await page.goto(new URL(await linkFromLatestMail(request, moved, '/email/verify/')).pathname);
    await expect(page.getByText(/Thank you for verifying your email/)).toBeVisible();
  });

  test('the language switches the whole interface at once and is kept', async ({ page, request }) => {
    const { email, password } = await registerByApi(request);
    await signIn(page, email, password);
    await page.goto('/users/me');
    await page.getByRole('radio', { name: 'Français' }).click();
    await expect(page.getByRole('navigation', { name: /.+/ }).first()).toContainText('Bibliothèque');
    await expect(page).toHaveTitle(/Innerway - .+ \[local\]/);
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();
    await page.getByRole('radio', { name: 'Español' }).click();
    await expect(page.getByRole('navigation', { name: /.+/ }).first()).toContainText('Biblioteca');
    // The interface switches at once; the account's copy is saved alongside.
    await expect
      .poll(async () => (await (await page.request.get('/api/users/me')).json()).data.preferred_language)
      .toBe('es');
  });

  test('deleting the account takes two confirmations and ends everything', async ({ page, request }) => {
    const { email, password } = await registerByApi(request);
    await signIn(page, email, password);
    await page.goto('/users/me');
    await page.getByRole('button', { name: /delete/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/Do you really want to delete/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Are you really sure?' })).toBeVisible();
    // The safe answer takes the focus when the question changes.
    await expect(dialog.getByRole('button', { name: 'No', exact: true })).toBeFocused();
    await dialog.getByRole('button', { name: 'Yes, proceed now' }).click();
    await expect(page.getByRole('button', { name: /Next|Login/ }).first()).toBeVisible();

    const login = await request.post('/api/auth/login', { data: { email, password } });
    expect(login.status()).toBe(401);
  });

  test('admins see the admin section; others do not', async ({ page }) => {
    await signIn(page, demo.admin, demoPassword);
    await page.goto('/users/me');
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByText('For Admin Only')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Progress' }).click();
    await page.getByRole('button', { name: 'Yes, reset my progress' }).click();
    await expect(page.getByText('Your progress was reset.')).toBeVisible();
    await signOut(page);
    await signIn(page, demo.full, demoPassword);
    await page.goto('/users/me');
    await expect(page.getByText('Full Access', { exact: true })).toBeVisible();
    await expect(page.getByText('For Admin Only')).toHaveCount(0);
  });
});
