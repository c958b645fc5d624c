import { expect, type Page } from '@playwright/test';
import { clientInfo, expectAccessible } from '../support/fixtures.ts';
import { connect, dialog, signInAsNewFullAccessUser, test } from '../support/learning.ts';

const journaling = connect.activities.journaling;

/** What the server holds of the signed-in person's entry for the journaling activity. */
async function storedText(page: Page): Promise<string | null> {
  const response = await page.request.get(`/api/exercises/${journaling.id}/journal`, { headers: clientInfo });
  expect(response.ok(), await response.text()).toBeTruthy();
  const body = (await response.json()) as { data: { text: string } | null };
  return body.data?.text ?? null;
}

test.describe('the journal', () => {
  test('nothing typed is lost: a reload mid-sentence, a cut network; then edited and deleted in My journal', async ({ page, request, context }) => {
    // One long journey: a reload, a network cut, two screens and a dialog.
    test.slow();
    await signInAsNewFullAccessUser(page, request);
    await page.goto(`/topic_detail/${connect.id}?activityId=${journaling.id}`);
    const popup = dialog(page);
    const box = popup.getByLabel('Your journal');
    const status = popup.getByRole('status').filter({ hasText: /Saved|Saving|Offline/ });
    // Nothing written yet: an empty page, and no word of anything saved.
    await expect(box).toBeEditable();
    await expect(box).toHaveValue('');
    await expect(status).toHaveCount(0);

    await box.fill('Today I noticed the morning light');
    await expect.poll(() => storedText(page)).toBe('Today I noticed the morning light');
    // Mid-sentence, and the page reloads before the pause in typing that would send it.
    await box.pressSequentially(' and the sound of');
    await page.reload();
    await expect(box).toHaveValue('Today I noticed the morning light and the sound of');
    await expect(status).toHaveText('Saved');
    expect(await storedText(page)).toBe('Today I noticed the morning light and the sound of');

    // The network goes; the writing goes on, kept on the device, and arrives when it is back.
    await context.setOffline(true);
    await box.press('End');
    await box.pressSequentially(' rain on the window.');
    await expect(status).toHaveText(/^Offline: saved on this device/);
    await context.setOffline(false);
    await expect(status).toHaveText('Saved');
    expect(await storedText(page)).toBe('Today I noticed the morning light and the sound of rain on the window.');
    // Writing completes nothing: 'Mark As Complete' is still the activity's own.
    await expect(popup.getByRole('button', { name: 'Mark As Complete' })).toBeVisible();
    await expectAccessible(page);

    await popup.getByRole('link', { name: /My journal/ }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My journal' })).toBeVisible();
    const entry = page.getByRole('article', { name: journaling.title });
    await expect(entry).toContainText('rain on the window.');
    await expect(entry).toContainText(connect.title);
    await expectAccessible(page);

    await entry.getByRole('button', { name: 'Edit' }).click();
    await entry.getByLabel('Edit this entry').fill('Rewritten, quietly.');
    await expect.poll(() => storedText(page)).toBe('Rewritten, quietly.');
    await entry.getByRole('button', { name: 'Done' }).click();
    await expect(entry.getByText('Rewritten, quietly.')).toBeVisible();

    await entry.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Nothing written yet' })).toBeVisible();
    expect(await storedText(page)).toBeNull();
    await expectAccessible(page);
  });
});
