import { expect, type Page } from '@playwright/test';
import { loadContent } from '@innerway/content';
import { Constants } from '@innerway/domain';
import {
  chooseFromTopicMenu,
  closeDialog,
  completeMeditation,
  connect,
  dialog,
  expectDoneInTopicMenu,
  markActivityComplete,
  nextUp,
  row,
  signInAsNewFullAccessUser,
  watchVideoToEnd,
  test,
} from '../support/learning.ts';

const { steps, activities } = connect;
/** The overview's total: the topic's minutes, computed from its media, and the assessment's. */
const connectMinutes = loadContent().topics.find((topic) => topic.id === connect.id)!.minutes_to_complete + Constants.assessmentMinutes;
const gateText = 'You must complete all videos and activities before doing your assessment.';

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true });

/** Watches the current step to its end and takes 'Next up' to the following step. */
async function watchAndPlayNext(page: Page, next: string): Promise<void> {
  await watchVideoToEnd(page);
  await nextUp(page).getByRole('button', { name: `Play ${next}` }).click();
  await expect(stepHeading(page, next)).toBeVisible();
}

/** Watches the current step to its end and takes 'Next up' to the activity it offers. */
async function watchAndOpenActivity(page: Page, activity: string): Promise<void> {
  await watchVideoToEnd(page);
  await expect(nextUp(page)).toContainText(activity);
  await nextUp(page).getByRole('button', { name: `Open ${activity}` }).click();
  await expect(dialog(page).getByRole('heading', { name: activity })).toBeVisible();
}

test.describe('completing a topic', () => {
  test('a full-access person completes Connect: every video, every activity and the assessment', async ({ page, request }) => {
    test.setTimeout(180_000);
    await signInAsNewFullAccessUser(page, request);

    await page.goto('/topics');
    await page.getByRole('link', { name: connect.title, exact: true }).click();
    await expect(page).toHaveURL(/\/topic_overview\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: connect.title })).toBeVisible();
    await expect(page.getByText('0 of 2 segments completed')).toBeVisible();
    await expect(page.getByText(`${connectMinutes} min`, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\/topic_detail\/1\?stepId=111$/);
    await expect(stepHeading(page, steps.welcome.title)).toBeVisible();

    // Too early for the assessment: the gate says why.
    await chooseFromTopicMenu(page, /^Assessment/);
    const gate = dialog(page);
    await expect(gate.getByText(gateText)).toBeVisible();
    await gate.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Segment 1: two videos, then the meditation 'Next up' offers.
    await watchAndPlayNext(page, steps.breath.title);
    await expectDoneInTopicMenu(page, new RegExp(steps.welcome.title));
    await watchAndOpenActivity(page, activities.meditation.title);
    await completeMeditation(page);
    await closeDialog(page);
    await expectDoneInTopicMenu(page, new RegExp(activities.meditation.title));

    // Back on the overview, segment 1 is complete; segment 2's row opens its first video.
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/topic_overview\/1$/);
    await expect(page.getByText('1 of 2 segments completed')).toBeVisible();
    const segments = page.getByRole('region', { name: 'In this topic' }).getByRole('link');
    await expect(segments.nth(0)).toContainText(connect.segments[0]);
    await expect(segments.nth(0)).toContainText('complete');
    await expect(segments.nth(1)).not.toContainText('complete');
    await expect(page.getByRole('link', { name: 'Continue', exact: true })).toBeVisible();
    await segments.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/topic_detail/1\\?stepId=${steps.fiveThings.id}$`));

    // Segment 2: two videos, the journaling activity, then the written one from the menu.
    await expect(stepHeading(page, steps.fiveThings.title)).toBeVisible();
    await watchAndPlayNext(page, steps.comingBack.title);
    await watchAndOpenActivity(page, activities.journaling.title);
    await markActivityComplete(page);
    await chooseFromTopicMenu(page, /^I'm having the thought that/);
    await expect(dialog(page).getByRole('heading', { name: activities.written.title })).toBeVisible();
    await markActivityComplete(page);
    await expectDoneInTopicMenu(page, new RegExp(activities.written.title.replace(/\./g, '\\.')));
    // Done once: opened again, it says so and no longer offers 'Mark As Complete'.
    await chooseFromTopicMenu(page, new RegExp(activities.journaling.title));
    await expect(dialog(page).getByText('You have completed this activity.')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Mark As Complete' })).toHaveCount(0);
    await closeDialog(page);

    // The assessment wizard, page by page.
    await chooseFromTopicMenu(page, /^Assessment/);
    const wizard = page.getByRole('dialog', { name: 'Self-Assessment' });
    const progress = wizard.getByRole('progressbar', { name: 'Assessment progress' });
    await expect(wizard.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
    await expect(wizard.getByText('Take a moment to look back on this topic.')).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await wizard.getByRole('button', { name: 'Next' }).click();

    await expect(wizard.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Skip' })).toBeVisible();
    await wizard.getByRole('radio', { name: 'Quite a bit' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();

    await expect(wizard.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
    await wizard.getByRole('textbox', { name: 'What helped you feel most present this week?' }).fill('The walk to work.');
    await wizard.getByRole('button', { name: 'Next' }).click();

    await expect(wizard.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
    await wizard.getByRole('textbox', { name: 'Where in your day could you take one mindful breath?' }).fill('Before lunch.');
    await wizard.getByRole('button', { name: 'Next' }).click();

    await expect(wizard.getByRole('heading', { name: 'Your answers' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '80');
    for (const answer of ['Quite a bit', 'The walk to work.', 'Before lunch.']) {
      await expect(wizard.getByRole('definition').filter({ hasText: answer })).toBeVisible();
    }
    await wizard.getByRole('button', { name: 'Submit' }).click();

    await expect(wizard.getByRole('heading', { name: 'Saved' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(wizard.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await wizard.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectDoneInTopicMenu(page, /^Assessment/);

    // Full access: the way on to the next topic.
    await page.getByRole('link', { name: /^Next Topic/ }).click();
    await expect(page).toHaveURL(/\/topic_overview\/2$/);

    // Progress: everything in Connect reads 'Done'.
    await page.goto('/progress');
    const card = page.getByRole('article', { name: connect.title });
    await expect(row(card, 'Videos')).toContainText('4/4');
    await expect(row(card, 'Activities')).toContainText('3/3');
    await expect(row(card, 'Assessment')).toContainText('1/1');
    for (const label of ['Videos', 'Activities', 'Assessment']) await expect(row(card, label)).toContainText('Done');
    await expect(card.getByRole('link')).toHaveText('Done');

    // The dashboard counts one topic, one assessment and three activities.
    await page.goto('/');
    const summary = page.getByRole('region', { name: 'Track Your Progress' });
    await expect(row(summary, 'Topics completed')).toContainText('1/8');
    await expect(row(summary, 'Assessments completed')).toContainText('1/8');
    await expect(row(summary, 'Activities done')).toContainText('3/16');
    await expect(page.getByText('Ready to keep going?')).toBeVisible();
    // The topic carousel starts at the first topic not yet complete.
    const carousel = page.getByRole('list', { name: 'Topics' });
    await expect(carousel.getByRole('link', { name: 'Forward', exact: true })).toBeInViewport();
    await expect(carousel.getByRole('link', { name: connect.title, exact: true })).not.toBeInViewport();

    // And the overview: both segments complete.
    await page.goto('/topic_overview/1');
    await expect(page.getByText('2 of 2 segments completed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue', exact: true })).toBeVisible();
  });
});
