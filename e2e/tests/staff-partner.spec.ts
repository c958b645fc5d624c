import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { clientInfo, expectAccessible, registerByApi, signIn } from '../support/fixtures.ts';
import { connect, finishConnectVideosAndActivitiesByApi, fullAccessCode } from '../support/learning.ts';

const partner = 'partner@example.com';
const institutionName = 'Maple Grove University';

/** A member of the demo institution who leaves a name and written answers that no partner may ever see. */
async function leaveMemberData(page: Page, marker: string): Promise<string> {
  const member = await registerByApi(page.request, { name: `Member ${marker}`, institution_code: fullAccessCode });
  await signIn(page, member.email, member.password);
  await finishConnectVideosAndActivitiesByApi(page);
  const answered = await page.request.post('/api/user_assessments', {
    headers: clientInfo,
    data: { module_id: connect.id, quantitative_answer: 5, qualitative_answer_one: `Written by ${marker}`, qualitative_answer_two: `Also ${marker}` },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  await page.context().clearCookies();
  return member.email;
}

test.describe('the partner portal', () => {
  test('an institution manager sees only aggregates of their institution, suppressed figures shown as such, on screen and in CSV', async ({ page }) => {
    test.slow();
    const marker = `Quillwort${Date.now()}`;
    const memberEmail = await leaveMemberData(page, marker);

    await signIn(page, partner);
    await page.goto('/studio/partner');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner report' })).toBeVisible();
    // A manager of one institution sees it at once: nothing to choose.
    await expect(page.getByText(`How members of ${institutionName} use the program, in aggregate.`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Institution' })).toHaveCount(0);
    await expect(page.getByText('Only groups of 10 members or more')).toBeVisible();
    await expect(page.getByText(/A figure about fewer than 10 members is hidden/)).toBeVisible();

    const topics = page.getByRole('table', { name: 'Topics' });
    await expect(topics.getByRole('row', { name: new RegExp(connect.title) })).toBeVisible();
    // Suppressed cells carry the mark and its words, never a number.
    const suppressed = page.getByText('hidden to protect members’ privacy');
    expect(await suppressed.count()).toBeGreaterThan(0);
    for (const cell of await page.locator('td').filter({ hasText: 'hidden to protect members’ privacy' }).all()) {
      await expect(cell).toHaveText(/^hiddenhidden to protect members’ privacy$/);
    }
    // Nothing of a person: no member's name, address or written answer.
    const text = await page.locator('main').innerText();
    expect(text).not.toContain(marker);
    expect(text).not.toContain(memberEmail);
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^innerway-institution-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('section,item,figure,value');
    expect(csv).toContain(',<10\r\n');
    expect(csv).not.toContain(marker);
    expect(csv).not.toContain(memberEmail);
  });

  test('a manager cannot read another institution’s report, nor a member any', async ({ page }) => {
    const member = await registerByApi(page.request, { institution_code: fullAccessCode });
    await signIn(page, member.email, member.password);
    const mineAsMember = await page.request.get('/api/staff/partner/institutions');
    expect(mineAsMember.status()).toBe(403);
    await page.context().clearCookies();

    await signIn(page, partner);
    const mine = (await (await page.request.get('/api/staff/partner/institutions')).json()) as { data: { id: number }[] };
    expect(mine.data).toHaveLength(1);
    expect((await page.request.get(`/api/staff/institutions/${mine.data[0]!.id}/report`)).status()).toBe(200);
    const other = mine.data[0]!.id + 1;
    const refused = await page.request.get(`/api/staff/institutions/${other}/report`);
    expect(refused.status()).toBe(403);
    expect(await refused.text()).not.toContain('"members"');
    expect((await page.request.get(`/api/staff/institutions/${other}/report.csv`)).status()).toBe(403);
  });
});
