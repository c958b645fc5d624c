import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { connect, dialog, signInAsNewFullAccessUser, test } from '../support/learning.ts';

/** A recording of `seconds` (8 kHz mono MP3, as the studio journey makes its voices), made with ffmpeg. */
function shortRecording(seconds: number): Buffer {
  const file = join(mkdtempSync(join(tmpdir(), 'innerway-e2e-short-')), 'voice.mp3');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`],
    ...['-ac', '1', '-ar', '8000', '-c:a', 'libmp3lame', '-b:a', '8k', file],
  ]);
  return readFileSync(file);
}

/** Every meditation voice the page loads is `recording`, served with byte ranges as the API serves media. */
async function serveVoicesAs(page: Page, recording: Buffer): Promise<void> {
  await page.route('**/content_media/audio/**', async (route) => {
    const range = /^bytes=(\d+)-(\d*)$/.exec(route.request().headers().range ?? '');
    const headers = { 'content-type': 'audio/mpeg', 'accept-ranges': 'bytes', 'cache-control': 'no-store' };
    if (!range) return route.fulfill({ status: 200, headers, body: recording });
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), recording.length - 1) : recording.length - 1;
    return route.fulfill({
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${start}-${end}/${recording.length}` },
      body: recording.subarray(start, end + 1),
    });
  });
}

test.describe('a short meditation', () => {
  for (const seconds of [1, 3]) {
    test(`a ${seconds}-second recording: its timeline dragged to the end plays it out and completes it, with no load error`, async ({ page, request }) => {
      await signInAsNewFullAccessUser(page, request);
      await serveVoicesAs(page, shortRecording(seconds));
      const completed = page.waitForRequest(
        (sent) => sent.method() === 'PUT' && sent.url().endsWith(`/api/exercises/${connect.activities.meditation.id}/progress`) && sent.postDataJSON()?.progress === 100,
      );
      await page.goto('/resources');
      await expect(page.getByRole('complementary', { name: 'Verify Your Email' })).toBeVisible();
      await page.getByRole('region', { name: 'Meditations', exact: true }).getByRole('button', { name: connect.activities.meditation.title }).click();
      const popup = dialog(page);
      const play = popup.getByRole('button', { name: 'Play', exact: true });
      await expect(play).not.toHaveAttribute('aria-disabled', 'true');
      await play.click();
      await expect(popup.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

      // The end of the timeline, as a person drags it there.
      const timeline = popup.getByRole('slider', { name: 'Timeline' });
      const box = (await timeline.boundingBox())!;
      await timeline.click({ position: { x: box.width - 1, y: box.height / 2 } });

      // It plays to its end: the play button is back and the meditation is complete.
      await expect(play).toBeVisible();
      await completed;
      await expect(popup.getByRole('alert')).toHaveCount(0);
      await expect(popup.getByText('This audio could not be loaded', { exact: false })).toHaveCount(0);
      await expect(timeline).toBeEnabled();
    });
  }
});
