import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/fixtures.ts';
import { queryDatabase } from '../support/database.ts';
import { connect, dialog, finishConnectVideosAndActivitiesByApi, signInAsNewFullAccessUser, test } from '../support/learning.ts';

const medium = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);

function reflections(page: Page): Locator {
  return page.getByRole('region', { name: 'Reflections over time' });
}

/** Answers the open self-assessment: a rating and two written answers, then Submit and Done. */
async function answerAssessment(page: Page, rating: string, one: string, two: string): Promise<void> {
  const wizard = dialog(page);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: rating }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('textbox', { name: 'What helped you feel most present this week?' }).fill(one);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('textbox', { name: 'Where in your day could you take one mindful breath?' }).fill(two);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard.getByRole('heading', { name: 'Saved' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a member sees their self-assessments over time, and checks in again 30 days later', async ({ page, request }) => {
  // Two assessments walked page by page and two axe scans.
  test.setTimeout(150_000);
  const { email } = await signInAsNewFullAccessUser(page, request);

  // Nothing yet: the progress screen says what will appear.
  await page.goto('/progress');
  await expect(reflections(page).getByText(/Your answers will be kept here/)).toBeVisible();
  await expectAccessible(page);

  // The first check-in: the topic's assessment.
  await finishConnectVideosAndActivitiesByApi(page);
  await page.goto(`/topic_detail/${connect.id}?assessment=true`);
  await answerAssessment(page, 'A little bit', 'Breathing on the stairs.', 'Before the first meeting.');

  await page.goto('/progress');
  const connectCard = reflections(page).getByTestId('topic-reflection').filter({ has: page.getByRole('heading', { name: connect.title }) });
  const checkIns = connectCard.getByRole('list', { name: `Your check-ins on ${connect.title}` }).getByRole('listitem');
  await expect(checkIns).toHaveCount(1);
  await expect(checkIns.first()).toContainText('A little bit');
  await expect(checkIns.first()).toContainText('Breathing on the stairs.');
  await expect(checkIns.first()).toContainText('Before the first meeting.');
  await expect(connectCard.getByTestId('rating-chart')).toBeVisible();
  // Not yet: the day it opens, 30 days after the check-in as stored, and no button.
  const stored = await queryDatabase(
    'select a.created_at from user_assessments a join users u on u.id = a.user_id where u.email = $1 and a.module_id = $2',
    [email, connect.id],
  );
  const opensAt = new Date((stored.rows[0] as { created_at: Date }).created_at.getTime() + 30 * 24 * 60 * 60 * 1000);
  await expect(connectCard.getByText(`You can check in again from ${medium(opensAt)}.`)).toBeVisible();
  await expect(connectCard.getByRole('link', { name: 'Check in again' })).toHaveCount(0);

  // The assessment itself says the same, and asks nothing.
  await page.goto(`/topic_detail/${connect.id}?assessment=true`);
  await expect(dialog(page).getByText(/You checked in on this topic on .* You can check in again from /)).toBeVisible();
  await expect(dialog(page).getByRole('radiogroup')).toHaveCount(0);

  // A month passes: the check-in is made 31 days old where it is kept.
  const aged = await queryDatabase(
    `update user_assessments set created_at = created_at - interval '31 days'
      where user_id = (select id from users where email = $1) and module_id = $2`,
    [email, connect.id],
  );
  expect(aged.rowCount).toBe(1);

  await page.goto('/progress');
  await connectCard.getByRole('link', { name: 'Check in again' }).click();
  await expect(page).toHaveURL(new RegExp(`/topic_detail/${connect.id}\\?.*assessment=true`));
  await expect(dialog(page).getByText(/^Your last check-in on this topic was on /)).toBeVisible();
  await answerAssessment(page, 'Quite a bit', 'Noticing my feet on the floor.', 'Between calls.');

  // Both check-ins, oldest first, each with its own words; the chart shows both ratings.
  await page.goto('/progress');
  await expect(checkIns).toHaveCount(2);
  await expect(checkIns.nth(0)).toContainText('A little bit');
  await expect(checkIns.nth(0)).toContainText('Breathing on the stairs.');
  await expect(checkIns.nth(1)).toContainText('Quite a bit');
  await expect(checkIns.nth(1)).toContainText('Noticing my feet on the floor.');
  await expect(connectCard.getByText('2 check-ins')).toBeVisible();
  await expect(connectCard.getByTestId('rating-chart').locator('[data-point]')).toHaveCount(2);
  // "Assessment completed" is still the first check-in: the card counts 1/1.
  await expect(page.getByRole('article', { name: connect.title })).toContainText('1/1');
  await expectAccessible(page);
});
