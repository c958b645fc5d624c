import { expect, type Locator } from '@playwright/test';
import { connect, dialog, nextUp, signInAsNewFullAccessUser, test, watchVideoToEnd } from '../support/learning.ts';

/** What a person reads: the rendered text, capitals from the style included. */
const seen = (locator: Locator) => locator.evaluate((element: HTMLElement) => element.innerText);

test.describe('the kind of an activity, as the spec writes it', () => {
  test("'Next up' names the meditation that comes next by its kind", async ({ page, request }, testInfo) => {
    // Small screens keep 'Next up' to the title and the play button.
    test.skip(testInfo.project.name === 'small', 'the kind line is not shown at this width');
    await signInAsNewFullAccessUser(page, request);
    await page.goto(`/topic_detail/${connect.id}?stepId=${connect.steps.breath.id}`);
    await watchVideoToEnd(page);
    await expect(nextUp(page)).toContainText(connect.activities.meditation.title);
    expect(await seen(nextUp(page).getByText('Meditation'))).toBe('MEDITATION');
  });

  for (const { language, meditation, journaling } of [
    { language: 'en', meditation: 'MEDITATION', journaling: 'JOURNALING' },
    { language: 'es', meditation: 'MEDITACIÓN', journaling: 'DIARIO' },
  ]) {
    test(`the popup shows a meditation's and a journaling's kind (${language})`, async ({ page, request }) => {
      await signInAsNewFullAccessUser(page, request, { preferred_language: language });
      for (const [activity, kind] of [
        [connect.activities.meditation, meditation],
        [connect.activities.journaling, journaling],
      ] as const) {
        await page.goto(`/topic_detail/${connect.id}?activityId=${activity.id}`);
        // The title is the activity's own, in the person's language; the kind is the line under it.
        await expect.poll(async () => (await seen(dialog(page))).split('\n')).toContain(kind);
      }
    });
  }
});
