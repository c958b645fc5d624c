import { test, expect, type Page } from '@playwright/test';
import { expectAccessible, registerByApi, signIn, signOut, uniqueEmail } from '../support/fixtures.ts';
import { fullAccessCode } from '../support/learning.ts';
import { buyGiftCardByApi, giftFromMail, giftSection, prompt, sendGift, signInVerified } from '../support/access.ts';

/** The card in the buyer's list whose status line reads `status`. */
function cardWithStatus(page: Page, status: string | RegExp) {
  return giftSection(page).getByRole('list', { name: 'Your gift cards' }).getByRole('listitem').filter({ hasText: status });
}

test.describe('gift cards', () => {
  // Two people, several sign-ins, a registration and mails each: longer than one screen's journey.
  test.beforeEach(() => test.slow());

  test('a full user buys a gift, sends it; the recipient registers from the mail and has full access; the sender sees it redeemed', async ({
    page,
    request,
  }) => {
    const sender = await registerByApi(request, { name: 'Robin Giver', institution_code: fullAccessCode });
    const recipient = uniqueEmail('gift-recipient');
    await signIn(page, sender.email, sender.password);

    // The address leads straight to the section, which takes the focus.
    await page.goto('/users/me?gift=1');
    await expect(giftSection(page).getByRole('heading', { level: 2, name: 'Gift Cards' })).toBeFocused();
    await expect(giftSection(page).getByText('You have not bought a gift card yet.')).toBeVisible();
    await expect(giftSection(page).getByRole('link', { name: /App Store/ })).toBeVisible();
    await expectAccessible(page);

    // No store on the web: the local sandbox buys the card, and the send form appears directly.
    await giftSection(page).getByRole('button', { name: 'Sandbox purchase (local only)' }).click();
    const form = page.getByRole('form', { name: 'Send your gift' });
    await expect(form).toBeVisible();
    await expect(cardWithStatus(page, 'Unsent')).toHaveCount(1);
    await form.getByRole('button', { name: 'Send Gift' }).click();
    await expect(form.getByRole('alert')).toHaveText('Oops, you need to enter the recipient email!');
    await expect(form.getByLabel('Message (optional)')).toHaveAttribute('maxlength', '140');
    await expectAccessible(page);

    await sendGift(page, { to: recipient, from: 'Robin', message: 'For the hard weeks. Be gentle with yourself.' });
    await expect(cardWithStatus(page, `Sent to ${recipient}`)).toHaveCount(1);
    await expect(form).toHaveCount(0);
    await expectAccessible(page);

    // The recipient follows the mail's link, which carries the code into registration.
    const gift = await giftFromMail(page, recipient);
    await signOut(page);
    await page.goto(gift.path);
    await expect(page.getByLabel(/institution code/i)).toHaveValue(gift.code);
    await page.getByLabel(/full name/i).fill('Kim Receiver');
    await page.getByLabel(/e-?mail/i).first().fill(recipient);
    await page.getByLabel(/^password$/i).fill('soft-morning-light-5');
    await page.getByLabel(/confirm/i).fill('soft-morning-light-5');
    await page.getByRole('button', { name: 'Register' }).click();
    const terms = page.getByRole('dialog');
    for (const name of [/Terms of Use/, /Privacy Policy/]) {
      const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.getByRole('link', { name }).click()]);
      await tab.close();
    }
    await terms.getByRole('button', { name: 'Agree and Finish Registration' }).click();
    await expect(page).not.toHaveURL(/\/register/);
    await page.goto('/users/me');
    await expect(page.getByText('Full Access', { exact: true })).toBeVisible();

    // Opened again while signed in, the link leads to the prompt, which says they have full access.
    await page.goto(gift.path);
    await expect(page).toHaveURL(new RegExp(`/\\?subscribe=1&code=${gift.code}$`));
    await expect(prompt(page).getByRole('heading', { name: 'You have full access' })).toBeVisible();

    // The sender sees it redeemed.
    await signOut(page);
    await signIn(page, sender.email, sender.password);
    await page.goto('/users/me?gift=1');
    const redeemed = cardWithStatus(page, 'Redeemed');
    await expect(redeemed).toHaveCount(1);
    await expect(redeemed).toContainText(recipient);
    await expect(redeemed.getByRole('button')).toHaveCount(0);
  });

  test('a card taken back cannot be redeemed with its old code; the verified recipient is offered the new one in the prompt', async ({
    page,
    request,
  }) => {
    // The recipient has an account on trial, with a verified address (the offer needs one).
    const recipient = await registerByApi(request, { name: 'Kim Receiver' });
    await signInVerified(page, recipient.email, recipient.password);
    await signOut(page);
    const sender = await registerByApi(request, { name: 'Robin Giver', institution_code: fullAccessCode });

    // The sender sends a card, then takes it back after confirming.
    await signIn(page, sender.email, sender.password);
    await buyGiftCardByApi(page);
    await page.goto('/users/me?gift=1');
    await sendGift(page, { to: recipient.email, message: 'Thinking of you.' });
    const first = await giftFromMail(page, recipient.email);

    await giftSection(page).getByRole('button', { name: `Take back the gift sent to ${recipient.email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Take this gift back?' });
    await expect(confirm).toContainText(recipient.email);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Yes, take it back' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(giftSection(page).getByText(/The gift was taken back\./)).toBeVisible();
    await expect(cardWithStatus(page, 'Unsent')).toHaveCount(1);
    // The message is kept for the next send.
    await expect(page.getByRole('form', { name: 'Send your gift' }).getByLabel('Message (optional)')).toHaveValue('Thinking of you.');

    // Sent again, under a new code.
    await sendGift(page, { to: recipient.email });
    await expect
      .poll(async () => (await giftFromMail(page, recipient.email)).code)
      .not.toBe(first.code);

    // The recipient opens the old link while signed in: the prompt, code filled in, refuses it.
    await signOut(page);
    await signIn(page, recipient.email, recipient.password);
    await page.goto(first.path);
    await expect(page).toHaveURL(new RegExp(`/\\?subscribe=1&code=${first.code}$`));
    const dialog = prompt(page);
    await expect(dialog.getByLabel('Code')).toHaveValue(first.code);
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That code did not work. Check it and try again.');

    // The card now waiting for them is offered instead, with who it is from.
    await dialog.getByRole('button', { name: 'Back to your gift' }).click();
    await expect(dialog.getByRole('heading', { name: 'A gift is waiting for you' })).toBeFocused();
    await expect(dialog.getByText('Robin Giver has given you full access.')).toBeVisible();
    await expect(dialog.getByText('Thinking of you.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog.getByRole('heading', { name: 'You have full access' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Account/ }).click();
    await expect(page.getByText('Full Access', { exact: true })).toBeVisible();

    // The card is spent: the prompt now only says they have full access.
    await page.goto('/topics?subscribe=1');
    await expect(prompt(page).getByRole('heading', { name: 'You have full access' })).toBeVisible();
  });
});
