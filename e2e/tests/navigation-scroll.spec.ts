import { test, expect, type Page } from '@playwright/test';
import { demo, signIn } from '../support/fixtures.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  return scrollY(page);
}

test.describe('scroll across in-app navigation', () => {
  test('a new screen starts at the top; Back and Forward return to where the person was', async ({ page }) => {
    await signIn(page, demo.full);
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: /main/i });

    const resourcesBottom = await scrollToBottom(page);
    await nav.getByRole('link', { name: /Progress/ }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    const progressBottom = await scrollToBottom(page);
    await nav.getByRole('link', { name: /Library/ }).click();
    await expect(page).toHaveURL(/\/topics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/progress$/);
    await expect.poll(() => scrollY(page)).toBe(progressBottom);
    await page.goBack();
    await expect(page).toHaveURL(/\/resources$/);
    await expect.poll(() => scrollY(page)).toBe(resourcesBottom);
    await page.goForward();
    await expect(page).toHaveURL(/\/progress$/);
    await expect.poll(() => scrollY(page)).toBe(progressBottom);
  });
});
