import { test, expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { TAnalyticsDaily, TAnalyticsStoredEvent } from '@innerway/domain';
import { clientInfo, demo, demoPassword, registerByApi, signIn } from '../support/fixtures.ts';

/** A request context signed in as the demo admin: the analytics store is read through the admin API. */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: clientInfo });
  const login = await admin.post('/api/auth/login', { data: { email: demo.admin, password: demoPassword } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return admin;
}

const nav = (page: Page, name: RegExp) => page.getByRole('navigation', { name: /main/i }).getByRole('link', { name });

/** One line per event: its name and what tells it apart. */
const summary = (event: TAnalyticsStoredEvent) =>
  [event.name, event.params.screen_name ?? event.params.content_type ?? event.params.method ?? '', event.params.item_id ?? ''].join(' ').trim();

test.describe('analytics', () => {
  test("a short journey's events reach the first-party store in order, with the spec's screen names", async ({ page, request }, testInfo) => {
    const person = await registerByApi(request, { name: 'Ines Journey', onboarding: 'pending' });

    await signIn(page, person.email, person.password);
    // The tour offer: taken, and walked to its end.
    await page.getByRole('dialog', { name: 'Would you like a quick tour?' }).getByRole('button', { name: 'Yes, show me around' }).click();
    await page.getByRole('button', { name: 'Take a tour' }).click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: "Let's Get Started!" }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await nav(page, /Library/).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /Connect/ }).first().click();
    await expect(page).toHaveURL(/\/topic_overview\/1$/);
    await nav(page, /Resources/).click();
    await page.getByRole('region', { name: 'Meditations', exact: true }).getByRole('button', { name: /A three-minute landing/ }).click();
    const meditation = page.getByRole('dialog', { name: 'A three-minute landing' });
    await expect(meditation).toBeVisible();
    await meditation.getByRole('button', { name: 'Close', exact: true }).click();
    await nav(page, /Progress/).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
    // Leaving the app sends what is still waiting (page hide).
    await page.goto('about:blank');

    const admin = await adminApi(testInfo.project.use.baseURL!);
    let events: TAnalyticsStoredEvent[] = [];
    await expect
      .poll(async () => {
        const reply = await admin.get(`/api/admin/analytics/events?user_id=${person.id}`);
        events = ((await reply.json()) as { data: TAnalyticsStoredEvent[] }).data;
        return events.map(summary).at(-1);
      })
      .toBe('screen_view Progress');

    // The login screen's view may arrive before or after the sign-in: from the sign-in on, all is the person's.
    const fromLogin = events.map(summary).slice(events.findIndex((event) => event.name === 'login'));
    expect(fromLogin).toEqual([
      'login email',
      'screen_view Dashboard',
      'tutorial_begin',
      'tutorial_complete',
      'screen_view Library',
      'screen_view Topic Overview',
      'screen_view Resources',
      'select_content Meditation 1',
      'screen_view Progress',
    ]);
    const dashboardView = events.find((event) => event.params.screen_name === 'Dashboard')!;
    expect(dashboardView.params).toEqual({ screen_name: 'Dashboard', screen_class: 'DashboardRoute', page_title: 'Innerway - Dashboard [local]' });
    // Nothing about the person rides along.
    const stored = JSON.stringify(events);
    expect(stored).not.toContain(person.email);
    expect(stored).not.toContain('Ines');

    // The daily counts include today's screens, the signed-out login screen among them.
    const daily = ((await (await admin.get('/api/admin/analytics/daily')).json()) as { data: TAnalyticsDaily }).data;
    const screensToday = new Set(daily.screens.filter((row) => row.day === daily.to).map((row) => row.screen_name));
    for (const name of ['Login', 'Dashboard', 'Library', 'Topic Overview', 'Resources', 'Progress']) expect(screensToday, name).toContain(name);
    await admin.dispose();
  });

  test('the store refuses events from anyone but an admin to read, and batches it cannot take', async ({ request }) => {
    expect((await request.get('/api/admin/analytics/daily')).status()).toBe(401);
    const tooMany = Array.from({ length: 51 }, () => ({ name: 'tutorial_begin', params: {}, at: new Date().toISOString() }));
    expect((await request.post('/api/analytics/events', { headers: clientInfo, data: { events: tooMany } })).status()).toBe(413);
    const personal = [{ name: 'login', params: { method: 'email', email: 'ines@example.com' }, at: new Date().toISOString() }];
    expect((await request.post('/api/analytics/events', { headers: clientInfo, data: { events: personal } })).status()).toBe(400);
  });
});
