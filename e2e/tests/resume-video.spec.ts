import { expect, type Page } from '@playwright/test';
import { closeTopicMenu, connect, nextUp, openTopicMenu, signInAsNewFullAccessUser, stepVideo, videoTime, watchVideoTo, watchVideoToEnd, test } from '../support/learning.ts';

const { welcome, breath } = connect.steps;

/** The video has its length and stands where the screen put it on arrival. */
async function expectVideoResumedAt(page: Page, seconds: number): Promise<void> {
  await expect.poll(() => stepVideo(page).evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => videoTime(page)).toBeGreaterThan(seconds - 1.5);
  expect(await videoTime(page)).toBeLessThan(seconds + 1.5);
  // A reload does not start the video by itself.
  expect(await stepVideo(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
}

async function expectCurrentStep(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  const menu = await openTopicMenu(page);
  await expect(menu.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('aria-current', 'page');
  await closeTopicMenu(page);
}

test.describe('resuming a video', () => {
  test('a reload mid-video resumes where the person stopped, on the same step', async ({ page, request }) => {
    await signInAsNewFullAccessUser(page, request);
    await page.goto('/topic_overview/1');
    await page.getByRole('link', { name: 'Start', exact: true }).click();
    await watchVideoToEnd(page);
    await nextUp(page).getByRole('button', { name: `Play ${breath.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`stepId=${breath.id}$`));

    // About half of the second video, saved: the menu shows how much was watched.
    const stoppedAt = await watchVideoTo(page, 0.5);
    const menu = await openTopicMenu(page);
    await expect(menu.getByRole('link', { name: new RegExp(breath.title) })).toHaveAccessibleName(/\b(4[5-9]|5\d)% watched$/);
    await closeTopicMenu(page);
    // Half-way is not the end: no 'Next up' yet.
    await expect(nextUp(page)).toHaveCount(0);

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/topic_detail/1\\?stepId=${breath.id}$`));
    await expectCurrentStep(page, breath.title);
    await expectVideoResumedAt(page, stoppedAt);

    // Coming back through the overview's Continue: the first unfinished step, at the same place.
    await page.goto('/topic_overview/1');
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`stepId=${breath.id}$`));
    await expectCurrentStep(page, breath.title);
    await expectVideoResumedAt(page, stoppedAt);

    // A finished step starts again from the beginning.
    const finished = await openTopicMenu(page);
    await finished.getByRole('link', { name: new RegExp(welcome.title) }).click();
    await expectCurrentStep(page, welcome.title);
    await expect.poll(() => stepVideo(page).evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
    expect(await videoTime(page)).toBe(0);
  });
});
