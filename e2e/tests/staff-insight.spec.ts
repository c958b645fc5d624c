import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { clientInfo, demo, expectAccessible, registerByApi, signIn } from '../support/fixtures.ts';

test.describe('insight (admin)', () => {
  test('an admin reads the figures as charts and as tables, downloads one as CSV, and is told when a range will not do', async ({ page, browser }) => {
    test.setTimeout(90_000);
    // Someone signs up today; the rollups are brought up to date at once rather than at the job's next run.
    const other = await browser.newContext();
    await registerByApi(other.request);
    await other.close();
    await signIn(page, demo.admin);
    const refreshed = await page.request.post('/api/dev/insight/refresh', { headers: clientInfo });
    expect(refreshed.status(), await refreshed.text()).toBe(200);

    await page.goto('/studio/insight');
    await expect(page.getByRole('heading', { level: 1, name: 'Insight' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 30 days', pressed: true })).toBeVisible();
    await expect(page.getByText(/^Figures as of /)).toBeVisible();
    const accounts = page.getByRole('region', { name: 'Sign-ups and verified accounts' });
    // The chart is drawn, and hidden from screen readers: its table stands in for it.
    await expect(accounts.locator('canvas').first()).toBeVisible();
    await expect(accounts.locator('[aria-hidden="true"] canvas').first()).toBeAttached();
    await expectAccessible(page);

    await accounts.getByRole('button', { name: 'Show as table', pressed: false }).click();
    const table = accounts.getByRole('table', { name: 'Sign-ups and verified accounts' });
    await expect(table).toBeVisible();
    await expect(accounts.locator('canvas')).toHaveCount(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone) }).format(new Date());
    const signUpsToday = Number(await table.getByRole('row', { name: new RegExp(`^${today}`) }).getByRole('cell').first().textContent());
    expect(signUpsToday).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), accounts.getByRole('button', { name: 'Download “Sign-ups and verified accounts” as CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^insight-accounts-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Day,Sign-ups,Verified');
    expect(csv).toContain(`${today},${signUpsToday},`);

    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page.getByRole('button', { name: 'Last 7 days', pressed: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(8);

    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.getByText('The date range must run forwards and span at most 366 days.')).toBeVisible();
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });
});
