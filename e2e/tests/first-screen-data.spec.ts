import { test, expect, type Page } from '@playwright/test';
import { bootReadPaths } from '@innerway/domain';
import { demo, signIn } from '../support/fixtures.ts';

/** The API reads a page load sends over the network, as paths under /api. */
function recordApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname.slice(4) + url.search);
  });
  return reads;
}

// The page carries its first screen's replies (packages/domain/src/boot-data.ts): the screen
// draws from them, so none of those reads goes over the network on a fresh load.
test.describe('first screen drawn from the page itself', () => {
  test('signed out: the sign-in screen does not wait for the session', async ({ page }) => {
    const reads = recordApiReads(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true }).or(page.getByRole('button', { name: 'Next' })).first()).toBeVisible();
    expect(reads).not.toContain('/users/me');
  });

  test('signed in: the dashboard, library, progress, resources and a topic', async ({ page }) => {
    await signIn(page, demo.full);
    // The screen the sign-in leads to makes its own requests: not part of what is measured.
    await page.waitForLoadState('networkidle');
    const screens: [string, RegExp][] = [
      ['/', /Connect/],
      ['/topics', /Connect/],
      ['/progress', /Connect/],
      ['/resources', /Resources/],
      ['/topic_overview/1', /Connect/],
      ['/topic_detail/1', /Connect/],
    ];
    for (const [path, shown] of screens) {
      // Off the previous screen first: on a loaded machine its own late reads would be counted.
      await page.goto('about:blank');
      const reads = recordApiReads(page);
      await page.goto(path);
      await expect(page.getByRole('main').getByText(shown).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const read of bootReadPaths(path)) expect(reads, `${path} asked for ${read}`).not.toContain(read);
      page.removeAllListeners('request');
    }
  });
});
