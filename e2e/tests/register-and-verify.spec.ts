import { test, expect } from '@playwright/test';
import { expectAccessible, linkFromLatestMail, uniqueEmail } from '../support/fixtures.ts';

test.describe('registration and e-mail verification', () => {
  test('a newcomer registers through the Terms popup and verifies the address', async ({ page, context, request }) => {
    const email = uniqueEmail('newcomer');
    await page.goto('/register?code=kw2lp84n');
    const code = page.getByLabel(/institution code/i);
    await expect(code).toHaveValue('KW2LP84N');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Oops, you need to complete all fields before submitting!')).toBeVisible();

    await page.getByLabel(/full name/i).fill('Sam Rivers');
    await page.getByLabel(/e-?mail/i).first().fill(email);
    await page.getByLabel(/^password$/i).fill('quiet-morning-tea-7');
    await page.getByLabel(/confirm/i).fill('quiet-morning-tea-8');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Oops, your password confirmation must match your password!')).toBeVisible();
    await page.getByLabel(/confirm/i).fill('quiet-morning-tea-7');
    await page.getByRole('button', { name: 'Register' }).click();

    const dialog = page.getByRole('dialog');
    const agree = dialog.getByRole('button', { name: 'Agree and Finish Registration' });
    await expect(agree).toBeDisabled();
    await expectAccessible(page);
    for (const name of [/Terms of Use/, /Privacy Policy/]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name }).click()]);
      await tab.close();
    }
    await expect(agree).toBeEnabled();
    await agree.click();

    // Signed in, with the prompt to verify the address.
    await expect(page.getByText(email).first()).toBeVisible();
    const verify = await linkFromLatestMail(request, email, '/email/verify/');
    expect(verify.startsWith('http://127.0.0.1:')).toBe(true);

    await page.goto(new URL(verify).pathname);
    await expect(
      page.getByText('Thank you for verifying your email. Your account setup is now fully completed.'),
    ).toBeVisible();
    await expectAccessible(page);

    // The same link again: it worked once, and the address is verified anyway.
    await page.goto(new URL(verify).pathname);
    await expect(
      page.getByText('There was a problem processing this request, but your email already seems to be verified anyway...'),
    ).toBeVisible();

    // The institution code linked the account: its name shows on the account screen.
    await page.goto('/users/me');
    await expect(page.getByText('Maple Grove University')).toBeVisible();
    await expect(page.getByText('Full Access', { exact: true })).toBeVisible();
  });

  test('a tampered link fails with the spec text; resend sends another mail', async ({ page, request }) => {
    const email = uniqueEmail('resend');
    await page.goto('/register');
    await page.getByLabel(/full name/i).fill('Alex Stone');
    await page.getByLabel(/e-?mail/i).first().fill(email);
    await page.getByLabel(/^password$/i).fill('gentle-harbour-lights-3');
    await page.getByLabel(/confirm/i).fill('gentle-harbour-lights-3');
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    for (const name of [/Terms of Use/, /Privacy Policy/]) {
      const [tab] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('link', { name }).click()]);
      await tab.close();
    }
    await dialog.getByRole('button', { name: 'Agree and Finish Registration' }).click();
    await expect(page.getByText(email).first()).toBeVisible();

    await page.goto('/email/verify/not-a-real-verification-id');
    await expect(page.getByText('There was a problem verifying your email. This link may be expired or invalid.')).toBeVisible();

    await page.goto('/email/verify');
    await expect(page.getByText(email).first()).toBeVisible();
    await expectAccessible(page);
    const before = (await (await request.get('/api/dev/outbox')).json()).data.filter((m: { to: string }) => m.to === email).length;
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(page.getByText(/sent another email/i)).toBeVisible();
    const after = (await (await request.get('/api/dev/outbox')).json()).data.filter((m: { to: string }) => m.to === email).length;
    expect(after).toBe(before + 1);
  });
});
