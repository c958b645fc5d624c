import { expect, test, type Page } from '@playwright/test';
import { registerByApi, signIn } from '../support/fixtures.ts';

/** A screen shorter than the window ends with the footer at the window's foot: nothing to scroll. */
async function expectNoScroll(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const { documentHeight, viewportHeight } = await page.evaluate(() => ({
    documentHeight: document.documentElement.scrollHeight,
    viewportHeight: window.innerHeight,
  }));
  expect(documentHeight).toBe(viewportHeight);
}

test.describe('short pages fit the window', () => {
  test('the not-found screen, signed out and signed in, and the forgotten-password screen', async ({ page, request }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Uh oh! Page not found.' })).toBeVisible();
    await expectNoScroll(page);

    await page.goto('/password/reset');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectNoScroll(page);

    // Signed in: the section menu, and the reminder to verify the address above the screen.
    const account = await registerByApi(request);
    await signIn(page, account.email, account.password);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Uh oh! Page not found.' })).toBeVisible();
    await expectNoScroll(page);
  });
});
