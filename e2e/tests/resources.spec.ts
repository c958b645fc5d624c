import { expect, type Page } from '@playwright/test';
import { demo, signIn, signOut } from '../support/fixtures.ts';
import { closeDialog, dialog, signInAsNewFullAccessUser, test } from '../support/learning.ts';

const shelfOrder = ['Meditations', 'Activities', 'Journaling', 'Songs', 'Movies', 'Books', 'Downloads'];
const draftMovie = 'The Secret Life of Walter Mitty (2013)';

const group = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('resources', () => {
  test('the shelf groups in the spec order; items open in their popup, by tile and by link', async ({ page, request }) => {
    await signInAsNewFullAccessUser(page, request);
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(shelfOrder);
    await expect(group(page, 'Meditations').getByRole('button', { name: /A three-minute landing/ })).toBeVisible();
    await expect(group(page, 'Movies').getByRole('button', { name: /Inside Out \(2015\)/ })).toBeVisible();

    // Chosen on the shelf: the popup has its own address, and closing it returns to the shelf.
    await group(page, 'Journaling').getByRole('button', { name: /Today, I noticed/ }).click();
    await expect(page).toHaveURL(/\/resources\/2\?contentType=A$/);
    await expect(dialog(page).getByRole('heading', { name: 'Today, I noticed' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Mark As Complete' })).toBeVisible();
    await closeDialog(page);
    await expect(page).toHaveURL(/\/resources$/);

    // An activity by its link (contentType=A): the meditation with its two voices.
    await page.goto('/resources/1?contentType=A');
    const meditation = dialog(page);
    await expect(meditation.getByRole('heading', { name: 'A three-minute landing' })).toBeVisible();
    await expect(meditation.getByRole('tab', { name: 'Female Voice', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(meditation.getByRole('tab', { name: 'Male Voice', exact: true })).toBeVisible();
    await expect(meditation.getByRole('button', { name: 'Play' })).toBeVisible();
    await closeDialog(page);
    await expect(page).toHaveURL(/\/resources$/);

    // The same id as a resource (contentType=R) is another item: the song.
    await page.goto('/resources/1?contentType=R');
    await expect(dialog(page).getByRole('heading', { name: 'Weightless, by Marconi Union' })).toBeVisible();
    await expect(dialog(page).getByText('Song', { exact: true })).toBeVisible();
  });

  test('a file download carries its file name', async ({ page, request }) => {
    await signInAsNewFullAccessUser(page, request);
    await page.goto('/resources');
    await group(page, 'Downloads').getByRole('button', { name: /Worksheet: my values compass/ }).click();
    await expect(page).toHaveURL(/\/resources\/11\?contentType=R$/);
    const link = dialog(page).getByRole('link', { name: /Download/ });
    await expect(link).toContainText('my-values-compass.pdf');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('my-values-compass.pdf');
    expect(await download.failure()).toBeNull();
  });

  test('drafts: the admin sees them with a badge, a full-access user does not see them', async ({ page, request }) => {
    await signIn(page, demo.admin);
    await page.goto('/resources');
    const draft = group(page, 'Movies').getByRole('button', { name: new RegExp(draftMovie.replace(/[()]/g, '\\$&')) });
    await expect(draft).toBeVisible();
    await expect(draft).toContainText('Draft');
    await expect(group(page, 'Movies').getByRole('button', { name: /Inside Out/ })).not.toContainText('Draft');

    await signOut(page);
    await signInAsNewFullAccessUser(page, request);
    await page.goto('/resources');
    await expect(group(page, 'Movies').getByRole('button', { name: /Inside Out/ })).toBeVisible();
    await expect(page.getByText(draftMovie)).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Draft', { exact: true })).toHaveCount(0);
  });
});
