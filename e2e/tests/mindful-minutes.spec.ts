import { expect } from '@playwright/test';
import { connect, dialog, signInAsNewFullAccessUser, test } from '../support/learning.ts';

test.describe('mindful minutes', () => {
  test('a member listens to a meditation for a while and the dashboard then shows the minutes', async ({ page, request }) => {
    // The server counts no more seconds than really pass, so the listening takes real time.
    test.setTimeout(150_000);
    await signInAsNewFullAccessUser(page, request);
    await page.goto('/');
    const minutes = page.getByRole('region', { name: 'Mindful minutes this week' });
    await expect(minutes).toContainText('Your minutes will appear here');

    await page.goto('/resources');
    // The new member's address is unverified: the banner that says so arrives with the page and
    // moves the shelf down; a click before it lands where the tile was.
    await expect(page.getByRole('complementary', { name: 'Verify Your Email' })).toBeVisible();
    await page.getByRole('region', { name: 'Meditations', exact: true }).getByRole('button', { name: connect.activities.meditation.title }).click();
    const popup = dialog(page);
    const play = popup.getByRole('button', { name: 'Play', exact: true });
    await expect(play).not.toHaveAttribute('aria-disabled', 'true');
    await play.click();
    const timeline = popup.getByRole('slider', { name: 'Timeline' });
    // The periodic report (every 30 s) goes out while it plays.
    const periodic = page.waitForResponse((response) => response.url().includes('/api/mindful_minutes/plays'), { timeout: 60_000 });
    await expect.poll(async () => Number(await timeline.inputValue()), { timeout: 60_000 }).toBeGreaterThanOrEqual(35);
    expect((await periodic).ok()).toBe(true);

    // Pausing sends what was played since.
    const onPause = page.waitForResponse((response) => response.url().includes('/api/mindful_minutes/plays'));
    await popup.getByRole('button', { name: 'Pause', exact: true }).click();
    expect((await onPause).ok()).toBe(true);

    await popup.getByRole('button', { name: 'Close', exact: true }).click();
    await page.goto('/');
    await expect(minutes).toContainText('1 minute');
    await expect(minutes.getByText('Meditation', { exact: true }).locator('..')).toContainText('1 min');
    await expect(minutes.getByText('Videos', { exact: true }).locator('..')).toContainText('0 min');
    await expect(minutes).not.toContainText('Your minutes will appear here');
  });
});
