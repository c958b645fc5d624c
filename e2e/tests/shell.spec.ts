import { test, expect } from '@playwright/test';
import { demo, expectAccessible, signIn } from '../support/fixtures.ts';

test.describe('app shell', () => {
  test('five numbered sections, the active one marked, footer and local title', async ({ page }, testInfo) => {
    await signIn(page, demo.full);
    await page.goto('/topics');
    const nav = page.getByRole('navigation', { name: /main/i });
    const links = nav.getByRole('link', { name: /Dashboard|Library|Resources|Progress|Account/ });
    await expect(links).toHaveCount(5);
    await expect(links.nth(0)).toContainText('Dashboard');
    await expect(links.nth(1)).toContainText('Library');
    await expect(links.nth(2)).toContainText('Resources');
    await expect(links.nth(3)).toContainText('Progress');
    await expect(links.nth(4)).toContainText('Account');
    await expect(nav.getByRole('link', { name: /Library/ })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Innerway - Library [local]');
    await expect(page.getByRole('contentinfo')).toContainText('2009-2020');

    // Bottom bar on small screens, side menu on larger ones.
    const box = await nav.boundingBox();
    const viewport = page.viewportSize()!;
    if (testInfo.project.name === 'small') {
      expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 100);
      expect(box!.width).toBeGreaterThan(viewport.width - 10);
    } else {
      expect(box!.height).toBeGreaterThan(300);
      expect(box!.width).toBeLessThan(viewport.width / 2);
    }
    await expectAccessible(page);

    await links.nth(4).click();
    await expect(page).toHaveURL(/\/users\/me$/);
    await expect(nav.getByRole('link', { name: /Account/ })).toHaveAttribute('aria-current', 'page');
  });

  test('the local environment banner shows', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText(/local/i).first()).toBeVisible();
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Uh oh! Page not found.' })).toBeVisible();
    await expect(
      page.getByText('Please check the URL and make sure it is valid, or return to the dashboard.'),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('the status page reports each service', async ({ page }) => {
    await page.goto('/health');
    await expect(page.getByText(/database/i)).toBeVisible();
    await expect(page.getByText(/^healthy$/i).first()).toBeVisible();
    await expect(page.getByText(/App version 1\.8\.0/)).toBeVisible();
    await expect(page.getByRole('link', { name: /home|dashboard/i })).toBeVisible();
    await expectAccessible(page);
  });

  test('the account-deletion page renders without the app', async ({ page }) => {
    await page.goto('/request-account-deletion');
    await expect(page.getByText(/Request for Account Deletion/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the component showcase exists in local', async ({ page }) => {
    await page.goto('/ui');
    await expect(page.getByRole('button').first()).toBeVisible();
  });
});
