import { test, expect, type Page } from '@playwright/test';
import { demo, demoPassword, expectAccessible, passWelcomeStep, signIn } from '../support/fixtures.ts';

async function openSignInForm(page: Page, small: boolean) {
  await page.goto('/login');
  if (small) {
    // Small screens greet first, with the way to create an account.
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
}

test.describe('sign in and out', () => {
  test('validation and server errors use the spec texts', async ({ page }, testInfo) => {
    await openSignInForm(page, testInfo.project.name === 'small');
    await expect(page.getByRole('heading', { name: /Welcome to Innerway/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Oops, you need to enter your email and password!')).toBeVisible();

    await page.getByLabel(/e-?mail/i).fill(demo.full);
    await page.getByLabel(/^password$/i).fill('not-the-password');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^There was a problem attempting to sign in \(.+\)$/)).toBeVisible();
  });

  test('a signed-out visitor of a protected route sees the login screen, then the page', async ({ page }) => {
    await page.goto('/progress');
    await expect(page).toHaveURL(/\/progress$/);
    await passWelcomeStep(page);
    await page.getByLabel(/e-?mail/i).fill(demo.full);
    await page.getByLabel(/^password$/i).fill(demoPassword);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  });

  test('signed in, /login, /register and /password/reset go to the dashboard; logout ends it', async ({ page }) => {
    await signIn(page, demo.full);
    for (const path of ['/login', '/register', '/password/reset']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    await expect(page.getByText(/^Hi .+,$/)).toBeVisible();
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/users/me');
    await expect(page.getByRole('button', { name: /Next|Login/ }).first()).toBeVisible();
  });

  test('a disabled account sees only the notice', async ({ page }) => {
    await signIn(page, demo.disabled);
    await expect(page).toHaveURL(/\/disabled$/);
    await expect(page.getByText('Your account has been disabled.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:/);
    await expectAccessible(page);
    await page.goto('/topics');
    await expect(page).toHaveURL(/\/disabled$/);
    await page.getByRole('button', { name: 'Logout' }).or(page.getByRole('link', { name: 'Logout' })).click();
    await expect(page).not.toHaveURL(/\/disabled$/);
  });
});
