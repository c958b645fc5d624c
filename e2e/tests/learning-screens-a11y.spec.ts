import { expect, type Page } from '@playwright/test';
import { demo, expectAccessible, signIn } from '../support/fixtures.ts';
import {
  closeDialog,
  closeTopicMenu,
  connect,
  dialog,
  expectSubscribePrompt,
  finishConnectVideosAndActivitiesByApi,
  openTopicMenu,
  signInAsNewFullAccessUser,
  watchVideoToEnd,
  test,
} from '../support/learning.ts';

/** One axe scan, named in the report so a failure says which screen it was. */
async function scan(page: Page, what: string): Promise<void> {
  await test.step(`axe: ${what}`, () => expectAccessible(page));
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('accessibility of the learning screens', () => {
  test('full access: dashboard, library, overview, progress and resources, with their popups', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInAsNewFullAccessUser(page, request, { name: 'Ari Scan' });

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured for you' }).getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Track Your Progress' }).getByText('0/8').first()).toBeVisible();
    await scan(page, 'dashboard');
    await page.goto('/?featuredItemId=0&contentType=R');
    await expect(dialog(page).locator('video')).toBeVisible();
    await scan(page, 'tutorial popup');

    await page.goto('/topics');
    await expect(page.getByRole('link', { name: connect.title, exact: true })).toBeVisible();
    await scan(page, 'library');

    await page.goto('/topic_overview/1');
    await expect(h1(page, connect.title)).toBeVisible();
    await scan(page, 'topic overview');

    await page.goto('/progress');
    await expect(page.getByRole('article', { name: connect.title })).toBeVisible();
    await scan(page, 'progress');

    await page.goto('/resources');
    await expect(page.getByRole('region', { name: 'Downloads', exact: true })).toBeVisible();
    await scan(page, 'resources');
    await page.goto('/resources/11?contentType=R');
    await expect(dialog(page).getByRole('link', { name: /Download/ })).toBeVisible();
    await scan(page, 'resource viewer (download)');
    await page.goto('/resources/9?contentType=R');
    await expect(dialog(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await scan(page, 'resource viewer (audio)');
  });

  test('full access: topic detail, its menu, Next up and its popups', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInAsNewFullAccessUser(page, request);

    await page.goto('/topic_detail/1');
    await expect(page.getByRole('heading', { level: 2, name: connect.steps.welcome.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related Resources' }).getByRole('button').first()).toBeVisible();
    await scan(page, 'topic detail');
    await openTopicMenu(page);
    await scan(page, 'topic menu');
    await closeTopicMenu(page);
    await watchVideoToEnd(page);
    await scan(page, "'Next up'");

    await page.goto('/topic_detail/1?stepId=112&activityId=1');
    await expect(dialog(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await scan(page, 'meditation activity');
    await closeDialog(page);
    await page.goto('/topic_detail/1?stepId=121&activityId=3');
    await expect(dialog(page).getByRole('button', { name: 'Mark As Complete' })).toBeVisible();
    await scan(page, 'written activity');
    await closeDialog(page);
    await page.goto('/topic_detail/1?stepId=111');
    await page.getByRole('region', { name: 'Related Resources' }).getByRole('button').first().click();
    await expect(dialog(page).getByRole('heading')).toBeVisible();
    await scan(page, 'resource viewer (related resource)');
    await closeDialog(page);
    await page.goto('/topic_detail/1?stepId=111&assessment=true');
    await expect(dialog(page).getByText('You must complete all videos and activities before doing your assessment.')).toBeVisible();
    await scan(page, 'assessment gate');
  });

  test('full access: every page of the assessment wizard', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInAsNewFullAccessUser(page, request);
    await finishConnectVideosAndActivitiesByApi(page);
    await page.goto('/topic_detail/1?stepId=122&assessment=true');
    const wizard = page.getByRole('dialog', { name: 'Self-Assessment' });
    const next = wizard.getByRole('button', { name: /^(Next|Skip)$/ });

    await expect(wizard.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
    await scan(page, 'assessment intro');
    await next.click();
    await wizard.getByRole('radio', { name: 'Somewhat' }).click();
    await scan(page, 'assessment rating');
    await next.click();
    await wizard.getByRole('textbox').fill('Slow mornings.');
    await scan(page, 'assessment first text');
    await next.click();
    await expect(wizard.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
    await next.click();
    await expect(wizard.getByRole('heading', { name: 'Your answers' })).toBeVisible();
    await expect(wizard.getByText('Skipped')).toBeVisible();
    await scan(page, 'assessment review');
    await wizard.getByRole('button', { name: 'Submit' }).click();
    await expect(wizard.getByRole('heading', { name: 'Saved' })).toBeVisible();
    await scan(page, 'assessment saved');
  });

  test('trial: locks, the subscribe prompt and the locked topic', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, demo.trial);
    await page.goto('/topics');
    await expect(page.getByRole('link', { name: /^Forward \(locked/ })).toBeVisible();
    await scan(page, 'library with locks');
    await page.getByRole('link', { name: /^Forward \(locked/ }).click();
    await expectSubscribePrompt(page);
    await scan(page, 'subscribe prompt');

    await page.goto('/progress');
    await expect(page.getByRole('article', { name: 'Forward' })).toBeVisible();
    await scan(page, 'progress with locks');

    await page.goto('/resources');
    await expect(page.getByRole('region', { name: 'Movies', exact: true })).toBeVisible();
    await scan(page, 'resources with locks');

    await page.goto('/topic_overview/2');
    await expectSubscribePrompt(page);
    await closeDialog(page);
    await expect(h1(page, 'This topic is part of full access')).toBeVisible();
    await scan(page, 'locked topic');

    await page.goto('/topic_detail/1');
    await expect(page.getByRole('heading', { level: 2, name: connect.steps.welcome.title })).toBeVisible();
    await scan(page, 'trial topic detail');
    await page.goto('/topic_detail/1?stepId=121&activityId=2');
    await expect(dialog(page).getByRole('heading', { name: connect.activities.journaling.title })).toBeVisible();
    await scan(page, 'journaling activity, trial');
  });
});
