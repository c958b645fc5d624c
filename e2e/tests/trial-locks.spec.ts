import { expect, type Page } from '@playwright/test';
import { demo, signIn } from '../support/fixtures.ts';
import {
  chooseFromTopicMenu,
  closeDialog,
  connect,
  dialog,
  expectSubscribePrompt,
  closeTopicMenu,
  openTopicMenu,
  nextUp,
  watchVideoToEnd,
  test,
} from '../support/learning.ts';

const lockedTitle = 'This topic is part of full access';

/** The prompt is open at `path?subscribe=1`; closing it leaves `path` without the parameter. */
async function expectPromptAtThenClose(page: Page, path: string): Promise<void> {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`${escaped}[?&]subscribe=1$`));
  await expectSubscribePrompt(page);
  await closeDialog(page);
  await expect(page).toHaveURL(new RegExp(`${escaped}$`));
}

test.describe('trial locks', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.trial);
  });

  test('locked cards, featured items and shelf items lead to the subscribe prompt', async ({ page }) => {
    await page.goto('/topics');
    await expect(page.getByRole('link', { name: connect.title, exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Forward (locked, available with full access)' }).click();
    await expectPromptAtThenClose(page, '/topics');

    await page.goto('/progress');
    const forward = page.getByRole('article', { name: 'Forward' });
    await expect(forward.getByText('Full access', { exact: true })).toBeVisible();
    await forward.getByRole('link', { name: 'Start Topic' }).click();
    await expectPromptAtThenClose(page, '/progress');

    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured for you' });
    await featured.getByRole('button', { name: /The Happiness Trap/ }).click();
    await expectPromptAtThenClose(page, '/dashboard');
    // The Introduction is always open, trial or not.
    await featured.getByRole('button', { name: /Introduction to Innerway/ }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Introduction to Innerway' })).toBeVisible();
    await expect(dialog(page).locator('video')).toBeVisible();
    await closeDialog(page);

    await page.goto('/resources');
    await page.getByRole('region', { name: 'Movies', exact: true }).getByRole('button', { name: /Inside Out/ }).click();
    await expectPromptAtThenClose(page, '/resources');

    // Trial content opens as usual: the trial meditation on the shelf.
    await page.getByRole('region', { name: 'Meditations', exact: true }).getByRole('button', { name: new RegExp(connect.activities.meditation.title) }).click();
    await expect(page).toHaveURL(/\/resources\/1\?contentType=A$/);
    await expect(dialog(page).getByRole('heading', { name: connect.activities.meditation.title })).toBeVisible();
  });

  test('a locked topic opened by its address shows the locked state, overview and detail', async ({ page }) => {
    for (const path of ['/topic_overview/2', '/topic_detail/2']) {
      // The prompt opens at once, over the locked panel.
      await page.goto(path);
      await expectPromptAtThenClose(page, path);
      // Closed, it stays closed; the panel offers it again and the way back.
      await expect(page.getByRole('heading', { level: 1, name: lockedTitle })).toBeVisible();
      await expect(page.getByRole('main').getByText('This content is only available to those with full access.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the Library' })).toHaveAttribute('href', '/topics');
      await page.getByRole('link', { name: 'Unlock full access' }).click();
      await expectPromptAtThenClose(page, path);
    }
  });

  test('in the trial topic the videos play, but the assessment is locked and there is no way on', async ({ page }) => {
    await page.goto('/topics');
    await page.getByRole('link', { name: connect.title, exact: true }).click();
    await page.getByRole('link', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: connect.steps.welcome.title })).toBeVisible();

    // The video plays to its end, and 'Next up' offers the next (trial) video.
    await watchVideoToEnd(page);
    await expect(nextUp(page)).toContainText(connect.steps.breath.title);
    await expect(nextUp(page)).not.toContainText('Available with full access');
    await expect(page.getByRole('link', { name: /^Next Topic/ })).toHaveCount(0);

    const menu = await openTopicMenu(page);
    await expect(menu.getByRole('link', { name: /^Assessment/ })).toHaveAccessibleName(/Full access only$/);
    await closeTopicMenu(page);
    await chooseFromTopicMenu(page, /^Assessment/);
    await expectPromptAtThenClose(page, '/topic_detail/1?stepId=111');
    await expect(page.getByRole('dialog', { name: 'Self-Assessment' })).toHaveCount(0);

    // A trial user's progress is not kept: after a reload the video is not marked as watched.
    await page.reload();
    const menuAgain = await openTopicMenu(page);
    await expect(menuAgain.getByRole('link', { name: new RegExp(connect.steps.welcome.title) })).toBeVisible();
    await expect(menuAgain.getByRole('link', { name: new RegExp(connect.steps.welcome.title) })).not.toHaveAccessibleName(/Completed$/);
  });

  test("trial users read the activities but are not offered 'Mark As Complete'", async ({ page }) => {
    await page.goto('/topic_detail/1?stepId=121');
    await chooseFromTopicMenu(page, new RegExp(connect.activities.journaling.title));
    const popup = dialog(page);
    await expect(popup.getByRole('heading', { name: connect.activities.journaling.title })).toBeVisible();
    await expect(popup.getByText('Write for a few minutes, without judging what comes.')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Mark As Complete' })).toHaveCount(0);
    await closeDialog(page);

    // The same on the shelf.
    await page.goto('/resources/3?contentType=A');
    await expect(dialog(page).getByRole('heading', { name: connect.activities.written.title })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Mark As Complete' })).toHaveCount(0);
  });
});
