import { expect, type Locator, type Page } from '@playwright/test';

// Steps of the content studio's journeys (tests/studio-*.spec.ts), through its screens.

export type TStudioLanguage = 'English' | 'French' | 'Spanish';
export const studioLanguages: readonly TStudioLanguage[] = ['English', 'French', 'Spanish'];

/** One language's column of the item editor. */
export function column(page: Page, language: TStudioLanguage): Locator {
  return page.getByRole('region', { name: language, exact: true });
}

/** The program screen's section of topics. */
export function topicsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Topics', exact: true });
}

/** The id of the item whose editor is open (`/studio/content/<kind>/<id>`). */
export function openItemId(page: Page): number {
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
export async function typeBody(page: Page, language: TStudioLanguage, text: string): Promise<void> {
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
