import { test, expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { clientInfo, demo, expectAccessible, registerByApi, signIn, signOut } from '../support/fixtures.ts';
import { prompt, signInVerified } from '../support/access.ts';

/** A day two weeks ahead, as the date input takes it. */
function inTwoWeeks(): string {
  const day = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test.describe('institutions', () => {
  // An admin's screens, three members and a sign-in each: longer than one screen's journey.
  test.beforeEach(() => test.slow());

  test('an admin creates an institution and a code with 2 seats; two members redeem it, a third is refused', async ({ page, request, browser }, testInfo) => {
    const stem = `${testInfo.project.name} ${Date.now().toString(36)}`;
    const english = `Riverside College ${stem}`;
    const french = `Collège Riverside ${stem}`;

    await signIn(page, demo.admin);
    await page.goto('/studio/institutions');
    await expect(page.getByRole('heading', { level: 1, name: 'Institutions' })).toBeVisible();
    const create = page.getByRole('region', { name: 'New institution' });
    await expectAccessible(page);

    // Every name is needed: each empty field says so beside it.
    await create.getByRole('button', { name: 'Create institution' }).click();
    await expect(create.getByLabel('French')).toHaveAccessibleDescription('Please enter a name.');
    await create.getByLabel('English').fill(english);
    await create.getByLabel('French').fill(french);
    await create.getByLabel('Spanish').fill(`Colegio Riverside ${stem}`);
    await create.getByRole('button', { name: 'Create institution' }).click();
    await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    await expect(page.getByText('The institution was created. Generate a code for its members below.')).toBeVisible();

    // A code with 2 seats until two weeks from now.
    const codes = page.getByRole('region', { name: 'Codes', exact: true });
    await expect(codes.getByText('No codes yet.')).toBeVisible();
    const generate = codes.getByRole('form', { name: 'Generate a code' });
    await generate.getByRole('button', { name: 'Generate code' }).click();
    await expect(generate.getByLabel('Seats')).toHaveAccessibleDescription(/Seats must be a whole number from 1 to 100000\./);
    await generate.getByLabel('Seats').fill('2');
    await generate.getByLabel('End date').fill(inTwoWeeks());
    await generate.getByRole('button', { name: 'Generate code' }).click();
    const created = generate.getByRole('status').filter({ hasText: /^Code [A-Z2-9]{8} was created: 2 seats until / });
    await expect(created).toBeVisible();
    const code = /Code ([A-Z2-9]{8})/.exec((await created.textContent()) ?? '')![1]!;
    await expect(codes.getByRole('row', { name: new RegExp(code) })).toContainText('0 of 2');
    await expectAccessible(page);
    await signOut(page);

    // Two new members join with it; the second reads French and sees the French name.
    await registerByApi(request, { name: 'Ada First', institution_code: code });
    const second = await registerByApi(request, { name: 'Bea Second', institution_code: code, preferred_language: 'fr' });
    // In a browser of their own: signing in switches the app to French, which this one keeps in English.
    const secondBrowser = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    const secondPage = await secondBrowser.newPage();
    await signIn(secondPage, second.email, second.password);
    await secondPage.goto('/users/me');
    await expect(secondPage.getByText(french)).toBeVisible();
    await secondBrowser.close();

    // The third finds every seat taken, in words.
    const third = await registerByApi(request, { name: 'Cy Third' });
    await signIn(page, third.email, third.password);
    await page.goto('/users/me?subscribe=1');
    await prompt(page).getByLabel('Code').fill(code);
    await prompt(page).getByRole('button', { name: 'Unlock' }).click();
    await expect(prompt(page).getByRole('alert')).toHaveText('This code has already been used as many times as it allows.');
    await signOut(page);

    // The admin sees both seats used and both members, nothing they wrote.
    await signIn(page, demo.admin);
    await page.goto('/studio/institutions');
    await page.getByRole('link', { name: english }).click();
    await expect(page.getByRole('region', { name: 'Codes', exact: true }).getByRole('row', { name: new RegExp(code) })).toContainText('2 of 2');
    const members = page.getByRole('region', { name: 'Members', exact: true });
    await expect(members.getByRole('row')).toHaveCount(3);
    await expect(members.getByRole('rowheader', { name: 'Ada First' })).toBeVisible();
    await expect(members.getByRole('rowheader', { name: 'Bea Second' })).toBeVisible();
    await expectAccessible(page);

    // Deactivating the code asks why.
    await page.getByRole('button', { name: `Deactivate code ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate code ${code}?` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel(/reason/i).fill('The pilot group is complete');
    await dialog.getByRole('button', { name: 'Deactivate code' }).click();
    await expect(page.getByText(`Code ${code} was deactivated.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Codes', exact: true }).getByRole('row', { name: new RegExp(code) })).toContainText('Inactive');
  });

  test('a deactivated code refuses a member until the admin reactivates it; then it works', async ({ page, request, browser }, testInfo) => {
    await signIn(page, demo.admin);
    const { institutionId, english } = await institutionByApi(page, testInfo);
    const made = await page.request.post(`/api/staff/institutions/${institutionId}/codes`, {
      headers: clientInfo,
      data: { max_redemptions: 5, ends_at: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString() },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { code } = ((await made.json()) as { data: { code: string } }).data;

    await page.goto(`/studio/institutions/${institutionId}`);
    await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    const codes = page.getByRole('region', { name: 'Codes', exact: true });
    await codes.getByRole('button', { name: `Deactivate code ${code}` }).click();
    const stop = page.getByRole('dialog', { name: `Deactivate code ${code}?` });
    await stop.getByLabel(/reason/i).fill('Stopped the wrong code');
    await stop.getByRole('button', { name: 'Deactivate code' }).click();
    await expect(codes.getByRole('row', { name: new RegExp(code) })).toContainText('Inactive');

    // A member in a browser of their own is refused, in words.
    const { page: member, ...account } = await newPerson(browser, request, testInfo, 'Mo Member');
    await signIn(member, account.email, account.password);
    await member.goto('/users/me?subscribe=1');
    await prompt(member).getByLabel('Code').fill(code);
    await prompt(member).getByRole('button', { name: 'Unlock' }).click();
    await expect(prompt(member).getByRole('alert')).toHaveText('This code is no longer active.');

    // The admin reactivates it, with a reason; its seats used are as they were.
    await codes.getByRole('button', { name: `Reactivate code ${code}` }).click();
    const restart = page.getByRole('dialog', { name: `Reactivate code ${code}?` });
    await expect(restart).toContainText('The 0 seats already used stay used.');
    await expectAccessible(page);
    await restart.getByRole('button', { name: 'Reactivate code' }).click();
    await expect(restart.getByText('Please say why.')).toBeVisible();
    await restart.getByLabel(/reason/i).fill('Deactivated by mistake');
    await restart.getByRole('button', { name: 'Reactivate code' }).click();
    await expect(page.getByText(`Code ${code} works again.`)).toBeVisible();
    await expect(codes.getByRole('row', { name: new RegExp(code) })).toContainText('Active');
    await expect(codes.getByRole('row', { name: new RegExp(code) })).toContainText('0 of 5');

    // The same member's next try works.
    await prompt(member).getByRole('button', { name: 'Unlock' }).click();
    await expect(prompt(member).getByRole('heading', { name: 'You have full access' })).toBeFocused();
    await member.context().close();
    await page.reload();
    await expect(codes.getByRole('row', { name: new RegExp(code) })).toContainText('1 of 5');
  });

  test('an admin removes a manager on the institution page; the partner portal closes to them', async ({ page, request, browser }, testInfo) => {
    await signIn(page, demo.admin);
    const { institutionId, english } = await institutionByApi(page, testInfo);
    const partner = await newPerson(browser, request, testInfo, 'Pat Partner');
    await signInVerified(partner.page, partner.email, partner.password);

    await page.goto(`/studio/institutions/${institutionId}`);
    await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    const managers = page.getByRole('region', { name: 'Managers', exact: true });
    await managers.getByLabel('E-mail address').fill(partner.email);
    await managers.getByRole('button', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: `Invite ${partner.email} to manage ${english}?` });
    await invite.getByLabel(/reason/i).fill('Their wellbeing lead');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(managers.getByText(`${partner.email} now manages this institution. We sent them an e-mail.`)).toBeVisible();

    await partner.page.goto('/studio/partner');
    await expect(partner.page.getByRole('heading', { level: 1, name: 'Partner report' })).toBeVisible();
    await expect(partner.page.getByText(`How members of ${english} use the program, in aggregate.`)).toBeVisible();

    await managers.getByRole('button', { name: 'Remove Pat Partner as a manager' }).click();
    const remove = page.getByRole('dialog', { name: `Remove ${partner.email} as a manager of ${english}?` });
    await expectAccessible(page);
    await remove.getByLabel(/reason/i).fill('Left the company');
    await remove.getByRole('button', { name: 'Remove manager' }).click();
    await expect(managers.getByText(`${partner.email} no longer manages this institution.`)).toBeVisible();
    await expect(managers.getByText('Nobody manages this institution yet.')).toBeVisible();

    // Their only role is gone: the staff area is not found on their next visit.
    await partner.page.goto('/studio/partner');
    await expect(partner.page.getByRole('heading', { level: 1, name: 'Uh oh! Page not found.' })).toBeVisible();
    await partner.page.context().close();
  });
});

/** An institution made through the admin's own session (the page's journey covers the form). */
async function institutionByApi(page: Page, testInfo: TestInfo): Promise<{ institutionId: number; english: string }> {
  const english = `Harbour Trust ${testInfo.project.name} ${Date.now().toString(36)}`;
  const response = await page.request.post('/api/staff/institutions', {
    headers: clientInfo,
    data: { name_en: english, name_fr: english, name_es: english, is_active: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { institutionId: ((await response.json()) as { data: { institution: { id: number } } }).data.institution.id, english };
}

/** A new member with a browser of their own, not yet signed in. */
async function newPerson(browser: Browser, request: APIRequestContext, testInfo: TestInfo, name: string) {
  const person = await registerByApi(request, { name });
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  return { ...person, page: await context.newPage() };
}
