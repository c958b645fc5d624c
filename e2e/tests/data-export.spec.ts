import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { clientInfo, expectAccessible, linkFromLatestMail, registerByApi, signIn, signOut } from '../support/fixtures.ts';
import { connect, finishConnectVideosAndActivitiesByApi, fullAccessCode } from '../support/learning.ts';

interface TExportFile {
  format: string;
  version: number;
  sections: Record<string, Record<string, unknown>>;
}

/**
 * What one member leaves in Innerway, each piece carrying `marker`, through the API the screens
 * call with the browser's own session: their name (at registration), progress, and an
 * assessment with written answers, and a journal entry.
 */
async function leaveData(page: Page, marker: string): Promise<{ email: string; password: string; id: number }> {
  const member = await registerByApi(page.request, { name: `Member ${marker}`, institution_code: fullAccessCode });
  await signIn(page, member.email, member.password);
  await finishConnectVideosAndActivitiesByApi(page);
  const answered = await page.request.post('/api/user_assessments', {
    headers: clientInfo,
    data: {
      module_id: connect.id,
      quantitative_answer: 5,
      qualitative_answer_one: `I noticed ${marker} <b>in bold</b>`,
      qualitative_answer_two: `Next time ${marker}`,
    },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  const written = await page.request.put(`/api/exercises/${connect.activities.journaling.id}/journal`, {
    headers: clientInfo,
    data: { text: `Dear journal, ${marker} was here.`, version: 0 },
  });
  expect(written.status(), await written.text()).toBe(200);
  return member;
}

/** The 'Your data' section of the account screen. */
const section = (page: Page) => page.getByRole('region', { name: 'Your data' });

/** Downloads the ready export through its link, as a person would, and reads both files of the zip. */
async function downloadExport(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), section(page).getByRole('link', { name: /Download my data/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^innerway-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(files).sort()).toEqual(['innerway-data.html', 'innerway-data.json']);
  const json = strFromU8(files['innerway-data.json']!);
  return { json, data: JSON.parse(json) as TExportFile, page: strFromU8(files['innerway-data.html']!) };
}

test.describe('download my data', () => {
  // Two members' journeys and a job to wait for.
  test.beforeEach(() => test.slow());

  test('a member asks for their data, waits while it is prepared, downloads it, and it holds their data and nothing of another member', async ({
    page,
  }) => {
    const other = await leaveData(page, 'Bramble');
    await signOut(page);
    const member = await leaveData(page, 'Juniper');

    await page.goto('/users/me');
    await expect(section(page).getByRole('heading', { name: 'Your data' })).toBeVisible();
    await section(page).getByRole('button', { name: 'Prepare my data' }).click();
    // The section follows the job on its own: no reload.
    await expect(section(page).getByText(/We are preparing your data|Your data is ready/)).toBeVisible();
    await expect(section(page).getByText(/^Your data is ready\. You can download it until .+; then we delete it\.$/)).toBeVisible();
    await expectAccessible(page);

    const exported = await downloadExport(page);
    expect(exported.data).toMatchObject({ format: 'innerway-data-export', version: 1 });
    const { sections } = exported.data;
    expect(sections.profile!.account).toMatchObject({ id: member.id, email: member.email, name: 'Member Juniper' });
    expect(sections.assessments!.answers).toEqual([
      expect.objectContaining({ topic: connect.title, rating: 5, first_answer: 'I noticed Juniper <b>in bold</b>', second_answer: 'Next time Juniper' }),
    ]);
    expect(sections.progress!.videos).toHaveLength(Object.keys(connect.steps).length);
    expect(sections.access!.events).toEqual([expect.objectContaining({ kind: 'institution_code_redeemed', code: fullAccessCode })]);
    expect(sections.journal!.entries).toEqual([
      expect.objectContaining({ topic: connect.title, activity: connect.activities.journaling.title, text: 'Dear journal, Juniper was here.' }),
    ]);

    // Nothing of the other member, in the file or on the page.
    const theirs = [other.email, 'Member Bramble', 'Bramble'];
    for (const text of [exported.json, exported.page]) {
      for (const data of theirs) expect(text).not.toContain(data);
    }

    // The readable page, as the member opens it: their words as text, never as markup.
    await page.setContent(exported.page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Innerway data' })).toBeVisible();
    await expect(page.getByText('I noticed Juniper <b>in bold</b>')).toBeVisible();
    await expect(page.locator('b')).toHaveCount(0);
    await expectAccessible(page);

    // The mail says it is ready and leads back to the section.
    const link = await linkFromLatestMail(page.request, member.email, '/users/me\\?data_export=1');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(section(page).getByRole('heading', { name: 'Your data' })).toBeFocused();

    // Signed out, the file is not there for anyone.
    const fileUrl = await section(page).getByRole('link', { name: /Download my data/ }).getAttribute('href');
    await signOut(page);
    expect((await page.request.get(fileUrl!)).status()).toBe(401);
    // Nor for the other member, under their own id or the member's.
    await signIn(page, other.email, other.password);
    expect((await page.request.get(fileUrl!)).status()).toBe(403);
    expect((await page.request.get(fileUrl!.replace(`/users/${member.id}/`, `/users/${other.id}/`))).status()).toBe(404);
  });

  test('the section reads in Spanish for a Spanish-speaking member', async ({ page }) => {
    const member = await registerByApi(page.request, { name: 'Miembro', preferred_language: 'es' });
    await signIn(page, member.email, member.password);
    await page.goto('/users/me');
    const region = page.getByRole('region', { name: 'Tus datos' });
    await region.getByRole('button', { name: 'Preparar mis datos' }).click();
    await expect(region.getByText(/^Tus datos están listos\./)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), region.getByRole('link', { name: /Descargar mis datos/ }).click()]);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const readable = strFromU8(files['innerway-data.html']!);
    expect(readable).toContain('<html lang="es">');
    expect(readable).toContain('Tus datos de Innerway');
  });
});
