import { expect, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

// Steps of the content studio's journeys (tests/studio-*.spec.ts), through its screens.

export type TStudioLanguage = 'English' | 'French' | 'Spanish';
export const studioLanguages: readonly TStudioLanguage[] = ['English', 'French', 'Spanish'];

/** One language's column of the item editor's texts (the media section has columns of its own). */
export function column(page: Page, language: TStudioLanguage): Locator {
  return page.getByRole('region', { name: language, exact: true }).filter({ has: page.getByRole('form', { name: `Texts in ${language}` }) });
}

/** The item editor's media form of one language, or the one for every language. */
export function mediaForm(page: Page, language?: TStudioLanguage): Locator {
  return page.getByRole('form', { name: language ? `Media in ${language}` : 'Media for every language' });
}

/** Small real files for the upload fields, a few kilobytes each, made once per worker. */
export interface TStudioMediaFiles {
  video: string;
  femaleVoice: string;
  maleVoice: string;
  captions: Record<TStudioLanguage, string>;
}

let mediaFiles: TStudioMediaFiles | undefined;

/**
 * A 3-second MP4 (H.264 and AAC, as the server accepts), two 30-second MP3 voices and WebVTT
 * captions in each language, made with ffmpeg (which the server needs as well) at test setup.
 */
export function studioMediaFiles(): TStudioMediaFiles {
  if (mediaFiles) return mediaFiles;
  const folder = mkdtempSync(join(tmpdir(), 'innerway-e2e-media-'));
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  const video = join(folder, 'standing-still.mp4');
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15:duration=3', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '35', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '32k', '-shortest', '-movflags', '+faststart', video],
  );
  const voice = (name: string, frequency: number) => {
    const file = join(folder, `${name}.mp3`);
    // Half a minute (8 kHz mono, 30 KB): long enough for a member to drag its timeline before it ends.
    ffmpeg('-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=30`, '-ac', '1', '-ar', '8000', '-c:a', 'libmp3lame', '-b:a', '8k', file);
    return file;
  };
  const cue = { English: 'Stand still, and feel the floor.', French: 'Restez immobile, et sentez le sol.', Spanish: 'Quédate quieto y siente el suelo.' };
  const captions = Object.fromEntries(
    studioLanguages.map((language) => {
      const file = join(folder, `captions-${language.toLowerCase()}.vtt`);
      writeFileSync(file, `WEBVTT\n\n00:00:00.000 --> 00:00:02.500\n${cue[language]}\n`);
      return [language, file];
    }),
  ) as Record<TStudioLanguage, string>;
  mediaFiles = { video, femaleVoice: voice('female-voice', 330), maleVoice: voice('male-voice', 220), captions };
  return mediaFiles;
}

/** Chooses a file in an upload field of a media form and waits until the server has checked it. */
export async function uploadMedia(form: Locator, label: string, file: string): Promise<void> {
  await form.getByLabel(label, { exact: true }).setInputFiles(file);
  // Uploaded, then checked by the server (ffmpeg reads every packet): seconds on a busy machine.
  await expect(form.getByText(new RegExp(`^${basename(file).replace(/\./g, '\\.')} is uploaded and checked`))).toBeVisible({ timeout: 60_000 });
}

/** The program screen's section of topics. */
export function topicsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Topics', exact: true });
}

/** The id of the item whose editor is open (`/studio/content/<kind>/<id>`). */
function openItemId(page: Page): number {
  const match = /\/studio\/content\/[a-z]+\/(\d+)$/.exec(new URL(page.url()).pathname);
  expect(match, page.url()).not.toBeNull();
  return Number(match![1]);
}

/**
 * Fills the create dialog that a "New ..." button of the program opened, and waits for the new
 * item's editor; returns its id.
 */
export async function createFromDialog(page: Page, dialogName: string, title: string, activityType?: string): Promise<number> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Title in English').fill(title);
  if (activityType) await dialog.getByLabel('Type of activity').selectOption({ label: activityType });
  await dialog.getByRole('button', { name: 'Create and edit' }).click();
  await expect(page.getByText('Created. It is a draft: fill it in, preview it, then publish it.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return openItemId(page);
}

/** Opens the children of a topic or segment in the program tree (its "n segments of ..." button). */
export async function openChildren(page: Page, name: RegExp): Promise<void> {
  const toggle = page.getByRole('button', { name });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Types a body into a language column's rich-text field, as a person would. */
async function typeBody(page: Page, language: TStudioLanguage, text: string): Promise<void> {
  const body = column(page, language).getByRole('textbox', { name: `Text (${language})` });
  await body.click();
  await page.keyboard.type(text);
  await expect(body).toContainText(text);
}

/** Fills a language column's plain text fields (by their label without the language), then saves that language's draft. */
export async function saveTexts(page: Page, language: TStudioLanguage, texts: Record<string, string>, body?: string): Promise<void> {
  const part = column(page, language);
  for (const [label, value] of Object.entries(texts)) await part.getByLabel(`${label} (${language})`, { exact: true }).fill(value);
  if (body !== undefined) await typeBody(page, language, body);
  await part.getByRole('button', { name: `Save ${language}` }).click();
  await expect(part.getByText('Saved as a draft.')).toBeVisible();
}

/** The item editor's settings form. */
export function settingsForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Settings' });
}
