import { test, expect, type Browser, type Page } from '@playwright/test';
import { demo, demoPassword, expectAccessible, registerByApi, signIn, signOut } from '../support/fixtures.ts';

const support = 'support@example.com';

/** A page of its own browser context: another person on another device. */
async function personOnAnotherDevice(browser: Browser, baseURL: string | undefined, small: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(small ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}) });
  return context.newPage();
}

/** Opens a staff action's dialog, gives the reason and confirms it. */
async function act(page: Page, button: string, reason: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/reason/i).fill(reason);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('support', () => {
  test('finds a member and disables them with a reason: the member is signed out and sees the notice; re-enabled; the audit log shows both', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    // Three people sign in (the member twice), and axe reads three screens.
    test.setTimeout(120_000);
    const small = testInfo.project.name === 'small';
    const member = await registerByApi(request, { name: 'Noa Disabled-Soon' });

    // The member, signed in on their own device.
    const memberPage = await personOnAnotherDevice(browser, baseURL, small);
    await signIn(memberPage, member.email, member.password);
    await expect(memberPage.getByText(/^Hi .+,$/)).toBeVisible();

    // Support finds them and disables the account.
    await signIn(page, support);
    await page.goto('/studio/people');
    await page.getByRole('searchbox').fill(member.email);
    // The box hands the search to the address after a pause; the list is then the address's.
    await expect(page).toHaveURL(/[?&]q=/);
    // The search is typo-tolerant: addresses like this one are listed too (the other screen
    // sizes' members), so the member is the row with exactly this address.
    await page.getByRole('row').filter({ hasText: member.email }).getByRole('link', { name: 'Noa Disabled-Soon' }).click();
    await expect(page).toHaveURL(/\/studio\/people\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Actions' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Disable account', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Disable account', exact: true }).click();
    // The reason is required, and said so beside the field.
    await expect(dialog.getByText('Please say why.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel(/reason/i).fill('Reported for abuse in a support ticket');
    await dialog.getByRole('button', { name: 'Disable account', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The account is disabled and every session has ended.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable account', exact: true })).toBeVisible();

    // The member's next step finds them signed out; signing in again shows only the notice.
    await memberPage.reload();
    await expect(memberPage.getByRole('button', { name: 'Login', exact: true }).or(memberPage.getByRole('button', { name: 'Next' })).first()).toBeVisible();
    await signIn(memberPage, member.email, member.password);
    await expect(memberPage).toHaveURL(/\/disabled$/);
    await expect(memberPage.getByText('Your account has been disabled.')).toBeVisible();

    // Re-enabled, the member is let in again.
    await act(page, 'Enable account', 'Cleared after review');
    await expect(page.getByText('The account is enabled again.')).toBeVisible();
    await memberPage.goto('/');
    await expect(memberPage.getByText(/^Hi .+,$/)).toBeVisible();
    await memberPage.context().close();

    // The admin reads both in the audit log.
    await signOut(page);
    await signIn(page, demo.admin, demoPassword);
    await page.goto(`/studio/audit?subject=${encodeURIComponent(member.email)}`);
    const table = page.getByRole('table', { name: 'Staff actions, newest first' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('Enabled the account');
    await expect(table.getByRole('row').nth(1)).toContainText('Cleared after review');
    await expect(table.getByRole('row').nth(2)).toContainText('Disabled the account');
    await expect(table.getByRole('row').nth(2)).toContainText(support);
    await expectAccessible(page);
  });
});
