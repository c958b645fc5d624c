import { test, expect, type Page } from '@playwright/test';
import { demo, demoPassword, passWelcomeStep, registerByApi, signIn, uniqueEmail } from '../support/fixtures.ts';

/** What Chromium logs, from the page and its frames, each time the CSP refuses something. */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('content security policy', () => {
  test('the app runs under its strict CSP without a single refusal', async ({ page, request }) => {
    const violations = collectCspViolations(page);

    await page.goto('/login');
    await passWelcomeStep(page);

    // The modal locks the page behind it with a <style> element: allowed by the page's nonce.
    await page.goto('/register');
    await page.getByLabel(/full name/i).fill('Casey Policy');
    await page.getByLabel(/e-?mail/i).first().fill(uniqueEmail('csp'));
    await page.getByLabel(/^password$/i).fill('steady-harbour-lights-3');
    await page.getByLabel(/confirm/i).fill('steady-harbour-lights-3');
    await page.getByRole('button', { name: 'Register' }).click();
    const terms = page.getByRole('dialog');
    await expect(terms.getByRole('button', { name: 'Agree and Finish Registration' })).toBeVisible();
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(terms).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

    await page.goto('/password/reset');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await page.goto('/health');
    await expect(page.getByText(/^healthy$/i).first()).toBeVisible();
    await page.goto('/request-account-deletion');
    await expect(page.getByText(/Request for Account Deletion/)).toBeVisible();

    await signIn(page, demo.full, demoPassword);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
    await page.goto('/users/me');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const deletion = page.getByRole('dialog');
    await expect(deletion.getByText(/Do you really want to delete/)).toBeVisible();
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await deletion.getByRole('button', { name: 'No', exact: true }).click();
    await expect(deletion).toHaveCount(0);

    // The learning screens: banners, video with captions, audio, hue accents set through the CSSOM.
    for (const [path, ready] of [
      ['/', page.getByRole('heading', { name: /^Hi / })],
      ['/topics', page.getByRole('link', { name: /Connect/ }).first()],
      ['/topic_overview/1', page.getByRole('heading', { name: 'Connect' })],
      ['/topic_detail/1?stepId=111', page.locator('video track[kind="captions"]')],
      ['/topic_detail/1?activityId=1', page.getByRole('tab', { name: 'Female Voice' })],
      ['/resources', page.getByRole('heading', { name: 'Resources', level: 1 })],
      ['/progress', page.getByRole('heading', { name: 'Progress', level: 1 })],
    ] as const) {
      await page.goto(path);
      await expect(ready.first()).toBeAttached();
    }

    // A mail in the outbox, shown in its own framed document with its inline styles.
    await registerByApi(request);
    await page.goto('/dev/mail');
    const mail = page.getByRole('article').first();
    await mail.getByText('As the recipient sees it').click();
    const frame = mail.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^\/api\/dev\/outbox\/\d+\/html$/);
    await expect(frame.contentFrame().getByRole('link').first()).toBeVisible();
    const buttonColour = await frame
      .contentFrame()
      .getByRole('link')
      .first()
      .evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(buttonColour).toBe('rgb(47, 111, 98)');

    expect(violations).toEqual([]);
  });
});
