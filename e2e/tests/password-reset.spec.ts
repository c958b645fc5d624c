import { test, expect } from '@playwright/test';
import { expectAccessible, linkFromLatestMail, registerByApi, signIn, signOut } from '../support/fixtures.ts';

test.describe('forgotten password', () => {
  test('the request answers the same for any address; the mailed link resets once', async ({ page, request }) => {
    const { email } = await registerByApi(request);

    await page.goto('/password/reset');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Oops, you need to enter an email!')).toBeVisible();

    await page.getByLabel(/e-?mail/i).fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    // The screen's own answer: the layout's offline notice is a status region too.
    const main = page.getByRole('main');
    const answer = main.getByRole('status').or(main.getByRole('alert')).first();
    const unknownAnswer = (await answer.innerText()).replace('nobody-here@example.com', '<address>');
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

    await page.goto('/password/reset');
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(answer).toContainText(email);
    expect((await answer.innerText()).replace(email, '<address>')).toBe(unknownAnswer);

    const link = await linkFromLatestMail(request, email, '/password/reset/');
    const url = new URL(link);
    await page.goto(url.pathname + url.search);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByLabel(/e-?mail/i)).toHaveValue(email);
    await expect(page.getByLabel(/e-?mail/i)).not.toBeEditable();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText('Oops, you need to enter a new password before submitting!')).toBeVisible();
    await page.getByLabel(/^new password/i).fill('new-lantern-path-19');
    await page.getByLabel(/confirm/i).fill('new-lantern-path-19');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText('Your password was successfully reset!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to the Dashboard' }).or(page.getByRole('link', { name: 'Go to the Dashboard' }))).toBeVisible();

    // The link worked once.
    await signOut(page);
    await page.goto(url.pathname + url.search);
    await page.getByLabel(/^new password/i).fill('another-lantern-path-20');
    await page.getByLabel(/confirm/i).fill('another-lantern-path-20');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText(/^There was a problem resetting your password \(.+\)$/)).toBeVisible();

    // And the new password signs in.
    await signIn(page, email, 'new-lantern-path-19');
    await expect(page.getByText(/^Hi .+,$/)).toBeVisible();
  });
});
