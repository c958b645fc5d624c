import { expect } from '@playwright/test';
import { closeDialog, connect, dialog, expectDoneInTopicMenu, row, signInAsNewFullAccessUser, watchVideoToEnd, test } from '../support/learning.ts';

test.describe('dashboard', () => {
  test('greets a newcomer, features the Introduction first and leads to the library and progress', async ({ page, request }) => {
    await signInAsNewFullAccessUser(page, request, { name: 'Dana Calm' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Dana Calm,' })).toBeVisible();
    await expect(page.getByText('Ready to get started?')).toBeVisible();
    await expect(page.getByText('Ready to keep going?')).toHaveCount(0);

    const summary = page.getByRole('region', { name: 'Track Your Progress' });
    await expect(row(summary, 'Topics completed')).toContainText('0/8');
    await expect(row(summary, 'Assessments completed')).toContainText('0/8');
    await expect(row(summary, 'Activities done')).toContainText('0/16');

    const featured = page.getByRole('region', { name: 'Featured for you' });
    const entries = featured.getByRole('listitem');
    await expect(entries.first()).toContainText('Tutorial');
    await expect(entries.first()).toContainText('Introduction to Innerway');
    await expect(entries).toHaveCount(8);

    // The Introduction opens in its popup, through the dashboard's own query parameters.
    await entries.first().getByRole('button').click();
    await expect(page).toHaveURL(/[?&]featuredItemId=0&contentType=R$/);
    await expect(dialog(page).getByRole('heading', { name: 'Introduction to Innerway' })).toBeVisible();
    await closeDialog(page);
    await expect(page).not.toHaveURL(/featuredItemId/);

    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/topics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'View my progress' }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  });

  test('a link to the tutorial opens its popup with a captioned video', async ({ page, request }) => {
    await signInAsNewFullAccessUser(page, request);
    await page.goto('/?featuredItemId=0&contentType=R');
    const popup = dialog(page);
    await expect(popup.getByRole('heading', { name: 'Introduction to Innerway' })).toBeVisible();
    const video = popup.locator('video');
    await expect(video).toHaveAttribute('src', /\/api\/content_media\/videos\/introduction\.mp4$/);
    const captions = video.locator('track[kind="captions"]');
    await expect(captions).toHaveAttribute('src', /captions\/tutorial-0\.en\.vtt$/);
    await expect(captions).toHaveAttribute('srclang', 'en');
    // The captions file is there for the browser to load.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode)).toBe('showing');
    const vtt = await page.request.get((await captions.getAttribute('src'))!);
    expect(vtt.ok()).toBeTruthy();
    expect(await vtt.text()).toMatch(/^WEBVTT/);
    // Before it plays, the video shows its poster frame, not an empty box.
    await expect(video).toHaveAttribute('poster', /\/api\/content_media\/videos\/introduction\.webp$/);
    const poster = await page.request.get((await video.getAttribute('poster'))!);
    expect(poster.ok()).toBeTruthy();
    expect(poster.headers()['content-type']).toBe('image/webp');
  });

  test("one watched video turns 'Ready to get started?' into 'Ready to keep going?'", async ({ page, request }) => {
    await signInAsNewFullAccessUser(page, request, { name: 'Noor Step' });
    await page.goto('/');
    await expect(page.getByText('Ready to get started?')).toBeVisible();

    // From the dashboard's own topic carousel into the first video.
    await page.getByRole('list', { name: 'Topics' }).getByRole('link', { name: connect.title, exact: true }).click();
    await expect(page).toHaveURL(/\/topic_overview\/1$/);
    await page.getByRole('link', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: connect.steps.welcome.title })).toBeVisible();
    await watchVideoToEnd(page);
    // Saved: the menu marks the video as watched.
    await expectDoneInTopicMenu(page, new RegExp(connect.steps.welcome.title));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Dashboard/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Noor Step,' })).toBeVisible();
    await expect(page.getByText('Ready to keep going?')).toBeVisible();
    await expect(page.getByText('Ready to get started?')).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: `Progress in ${connect.title}` })).not.toHaveAttribute('value', '0');
    await expect(row(page.getByRole('region', { name: 'Track Your Progress' }), 'Topics completed')).toContainText('0/8');

    // On Progress, Connect is under way, and the other topics not yet started.
    await page.getByRole('link', { name: 'View my progress' }).click();
    await expect(row(page.getByRole('article', { name: connect.title }), 'Videos')).toContainText('1/4');
    await expect(page.getByRole('article', { name: connect.title }).getByRole('link')).toHaveText('Continue Topic');
    await expect(page.getByRole('article', { name: 'Forward' }).getByRole('link')).toHaveText('Start Topic');
  });
});
