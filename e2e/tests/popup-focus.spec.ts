import { test, expect, type Page } from '@playwright/test';
import { demo, signIn } from '../support/fixtures.ts';

const focused = (page: Page) => page.locator('*:focus');
const activityLink = (page: Page) => page.getByRole('link', { name: /A three-minute landing/ });

test.describe('focus after a popup closes', () => {
  test('an activity opened from the topic menu with Enter gives the focus back to its opener on Escape', async ({ page }, testInfo) => {
    await signIn(page, demo.full);
    await page.goto('/topic_detail/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // On small screens the menu is a bottom sheet, opened by its toggle; the sheet closes as the popup opens.
    const small = testInfo.project.name === 'small';
    const toggle = page.getByRole('button', { name: /Topic menu/ });
    if (small) {
      await toggle.focus();
      await page.keyboard.press('Enter');
    }
    await activityLink(page).focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'A three-minute landing' });
    await expect(popup).toBeVisible();
    await expect(focused(page)).toBeAttached();
    // The dialog takes the focus as it opens, a moment after it shows on a loaded machine.
    await expect.poll(() => popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(small ? toggle : activityLink(page)).toBeFocused();
  });

  test('a resource opened from the shelf (a popup with its own address) gives the focus back to its tile on Escape', async ({ page }) => {
    await signIn(page, demo.full);
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tile = page.getByRole('button', { name: /Weightless/ }).or(page.getByRole('link', { name: /Weightless/ })).first();
    await tile.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/resources\/\d+/);
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    // The dialog takes the focus as it opens, a moment after it shows on a loaded machine.
    await expect.poll(() => popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(tile).toBeFocused();
  });

  test('a popup opened by its address gives the focus to the main heading, not the body', async ({ page }) => {
    await signIn(page, demo.full);
    await page.goto('/topic_detail/1?activityId=1');
    const popup = page.getByRole('dialog', { name: 'A three-minute landing' });
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});
