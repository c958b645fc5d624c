import { test, expect, type APIRequestContext } from '@playwright/test';
import { signInVerified } from '../support/access.ts';
import { clientInfo, expectAccessible, linkFromLatestMail, registerByApi } from '../support/fixtures.ts';

/** The reminder run at a chosen instant (local only): the journey's controlled clock. */
async function runRemindersAt(request: APIRequestContext, now: Date): Promise<void> {
  const response = await request.post('/api/dev/reminders/run', { headers: clientInfo, data: { now: now.toISOString() } });
  expect(response.status(), await response.text()).toBe(200);
}

async function remindersTo(request: APIRequestContext, email: string): Promise<{ subject: string; text: string }[]> {
  const mails = ((await (await request.get('/api/dev/outbox')).json()) as { data: { to: string; subject: string; text: string }[] }).data;
  return mails.filter((mail) => mail.to === email && mail.subject === 'A quiet moment for you');
}

const pad = (n: number) => String(n).padStart(2, '0');

test.describe('gentle reminders', () => {
  test('a member turns reminders on; the mail comes at the chosen local time and its link turns them off signed out', async ({ page, browser }) => {
    // Two browsers, a verification mail and five runs of the reminder job.
    test.setTimeout(120_000);
    const { email, password } = await registerByApi(page.request);
    await signInVerified(page, email, password);

    // Three hours ahead in Tokyo (no daylight saving there), to the minute: the worker's own
    // every-minute run on the real clock does not reach it during the journey.
    const due = new Date(Date.now() + 3 * 3_600_000);
    due.setUTCSeconds(0, 0);
    const time = `${pad((due.getUTCHours() + 9) % 24)}:${pad(due.getUTCMinutes())}`;

    await page.goto('/users/me');
    const section = page.getByRole('region', { name: 'Gentle reminders' });
    await expect(section.getByText('Reminders are off.')).toBeVisible();
    await section.getByRole('checkbox', { name: 'Remind me' }).check();
    await expect(section.getByRole('group', { name: 'Days' }).getByRole('checkbox')).toHaveCount(7);
    await section.getByLabel('Time', { exact: true }).fill(time);
    await section.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Tokyo');
    await expect(section.getByText(`By email to ${email}.`)).toBeVisible();
    await expectAccessible(page);
    await section.getByRole('button', { name: 'Save reminders' }).click();
    await expect(section.getByText('Your reminders were saved.')).toBeVisible();
    await expect(section.getByText(/^Reminders every day at /)).toBeVisible();

    // A minute early nothing is sent; at the chosen time the mail is there, once.
    await runRemindersAt(page.request, new Date(due.getTime() - 60_000));
    expect(await remindersTo(page.request, email)).toEqual([]);
    await runRemindersAt(page.request, due);
    await runRemindersAt(page.request, new Date(due.getTime() + 60_000));
    await expect.poll(async () => (await remindersTo(page.request, email)).length).toBe(1);

    // The mail's link, opened where nobody is signed in.
    const link = new URL(await linkFromLatestMail(page.request, email, '/reminders/unsubscribe'));
    const signedOut = await browser.newContext();
    const stranger = await signedOut.newPage();
    await stranger.goto(`${link.pathname}${link.search}`);
    await expect(stranger.getByText(/^Stop the reminder emails\?/)).toBeVisible();
    await expectAccessible(stranger);
    await stranger.getByRole('button', { name: 'Stop reminders' }).click();
    await expect(stranger.getByText('Done. You will not receive any more reminder emails.')).toBeVisible();

    // A link with its signature changed says so plainly.
    const token = link.searchParams.get('token')!;
    const tampered = `${token.slice(0, -10)}${token.at(-10) === 'A' ? 'B' : 'A'}${token.slice(-9)}`;
    await stranger.goto(`/reminders/unsubscribe?token=${encodeURIComponent(tampered)}`);
    await expect(stranger.getByRole('alert')).toContainText('This link is not valid.');
    await signedOut.close();

    // Off, with the chosen time kept for later; no more mail the next day.
    await page.reload();
    await expect(section.getByText('Reminders are off.')).toBeVisible();
    await expect(section.getByRole('checkbox', { name: 'Remind me' })).not.toBeChecked();
    await runRemindersAt(page.request, new Date(due.getTime() + 24 * 3_600_000));
    expect(await remindersTo(page.request, email)).toHaveLength(1);
  });
});
