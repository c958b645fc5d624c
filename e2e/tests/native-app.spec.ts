import { test, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { clientInfo, demo, demoPassword, linkFromLatestMail, passWelcomeStep, registerByApi } from '../support/fixtures.ts';
import { chooseFromTopicMenu, connect, dialog, expectDoneInTopicMenu, fullAccessCode, markActivityComplete } from '../support/learning.ts';
import {
  apiOrigin,
  choosePlatform,
  expectBundleForThisServer,
  launchWithLink,
  openLinkInRunningApp,
  serveNativeBundle,
} from '../support/native-app.ts';

/**
 * The apps' bundle (the production build with the test-only platform switch) at the apps' origin,
 * as iOS and as Android, against this server's API. What a browser cannot show, the native
 * plugins themselves, is covered by the platform module's unit tests with fakes.
 */
test.beforeAll(expectBundleForThisServer);

let api: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: apiOrigin });
});
test.afterAll(async () => {
  await api.dispose();
});

/** Every call the app makes to the API, preflights left out. */
function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${apiOrigin}/api/`) && request.method() !== 'OPTIONS') calls.push(request);
  });
  return calls;
}

async function signInInApp(page: Page, email: string, password = demoPassword) {
  await page.goto('/login');
  await passWelcomeStep(page);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Hi .+,$/)).toBeVisible();
}

for (const platform of ['ios', 'android'] as const) {
  test.describe(`the ${platform} app`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await serveNativeBundle(context, baseURL!);
      await choosePlatform(context, platform);
    });

    test('signs in with a Bearer token and no cookie, and offers the native account items', async ({ page, context }) => {
      const calls = recordApiCalls(page);
      await signInInApp(page, demo.full);

      const login = calls.find((call) => call.url().endsWith('/api/auth/login'))!;
      expect(await login.headerValue('x-client-info')).toMatch(new RegExp(`^platform=${platform};version=[^;]+;build=\\d+;window=390x844$`));
      // The calls carry the token as Bearer; media elements (here the banners) cannot send a
      // header and carry the session's media token in the URL instead.
      // The greeting can show before the dashboard's reads go out (its code is already here).
      const fetchedAfterLogin = () => calls.slice(calls.indexOf(login) + 1).filter((call) => call.resourceType() === 'fetch');
      await expect.poll(() => fetchedAfterLogin().length).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { name: 'Connect' }).first()).toBeVisible();
      const afterLogin = calls.slice(calls.indexOf(login) + 1);
      const fetched = fetchedAfterLogin();
      const withoutBearer: string[] = [];
      for (const call of fetched) if (!/^Bearer \S+$/.test((await call.headerValue('authorization')) ?? '')) withoutBearer.push(call.url());
      expect(withoutBearer).toEqual([]);
      const media = afterLogin.filter((call) => call.resourceType() !== 'fetch').map((call) => call.url());
      expect(media.filter((url) => !/[?&]media_token=[\w-]+/.test(url))).toEqual([]);
      expect(await context.cookies(apiOrigin)).toEqual([]);

      // The session survives a restart: the token comes back from the secure store.
      await page.goto('/users/me');
      await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Write a Review' })).toBeVisible();
      // Both apps: Google Play, like the App Store, requires account deletion inside the app.
      await page.getByRole('button', { name: 'Request Account Deletion' }).click();
      const dialog = page.getByRole('dialog', { name: 'Do you really want to delete your account?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'No' }).click();
      await expect(dialog).toHaveCount(0);
      expect(await context.cookies(apiOrigin)).toEqual([]);
    });

    test('buys inside the app: the subscribe prompt shows no store badges', async ({ page }) => {
      await signInInApp(page, demo.trial);
      await page.goto('/users/me?subscribe=1');
      const prompt = page.getByRole('dialog', { name: 'Get full access' });
      await expect(prompt.getByLabel('Code')).toBeVisible();
      await prompt.getByRole('button', { name: 'Buy full access' }).click();
      await expect(prompt.getByRole('button', { name: 'I have a code' })).toBeVisible();
      // The store's own purchase and its restore (the browser has no store: no price shows).
      await expect(prompt.getByRole('button', { name: /^Buy full access/ })).toBeVisible();
      await expect(prompt.getByRole('button', { name: 'Restore purchases' })).toBeVisible();
      // The website's way (tests/full-access.spec.ts) is the badges of both stores.
      await expect(prompt.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
    });

    test('progress made offline is kept through a restart and sent once the network is back', async ({ page, context }) => {
      await page.addLocatorHandler(page.getByRole('dialog', { name: 'Would you like a quick tour?' }), async (offer) => {
        await offer.getByRole('button', { name: 'Not now' }).click();
      });
      await page.addLocatorHandler(page.getByRole('dialog', { name: 'One quick question' }), async (survey) => {
        await survey.getByRole('button', { name: 'Close', exact: true }).click();
      });
      const { email, password } = await registerByApi(api, { institution_code: fullAccessCode });
      await signInInApp(page, email, password);
      const saved: string[] = [];
      page.on('response', (response) => {
        const match = /\/api\/exercises\/(\d+)\/progress$/.exec(response.url());
        if (match && response.request().method() === 'PUT' && response.ok()) saved.push(match[1]!);
      });

      // The connection drops while a save is on its way: it stays on the device.
      await page.goto(`/topic_detail/${connect.id}`);
      await context.route(`${apiOrigin}/api/exercises/*/progress`, (route) => route.abort('internetdisconnected'));
      await chooseFromTopicMenu(page, new RegExp(connect.activities.journaling.title));
      await expect(dialog(page).getByRole('heading', { name: connect.activities.journaling.title })).toBeVisible();
      await markActivityComplete(page);

      // The app is closed and opened again, online: the save is sent at the start.
      await context.unroute(`${apiOrigin}/api/exercises/*/progress`);
      await page.reload();
      await expect.poll(() => saved).toEqual([String(connect.activities.journaling.id)]);

      // Offline (the system says so) with the activity open: the save waits, and goes out once the network is back.
      await chooseFromTopicMenu(page, /^I'm having the thought that/);
      await expect(dialog(page).getByRole('button', { name: 'Mark As Complete' })).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByText(/offline/i).first()).toBeVisible();
      await markActivityComplete(page);
      expect(saved).toHaveLength(1);
      await context.setOffline(false);
      await expect.poll(() => saved).toEqual([String(connect.activities.journaling.id), String(connect.activities.written.id)]);
      await page.reload();
      await expectDoneInTopicMenu(page, new RegExp(connect.activities.journaling.title));
      await expectDoneInTopicMenu(page, new RegExp(connect.activities.written.title.replace(/\./g, '\\.')));
    });

    test('downloads a meditation in the chosen voice, shows it downloaded, and frees its space', async ({ page }) => {
      await page.addLocatorHandler(page.getByRole('dialog', { name: 'Would you like a quick tour?' }), async (offer) => {
        await offer.getByRole('button', { name: 'Not now' }).click();
      });
      await page.addLocatorHandler(page.getByRole('dialog', { name: 'One quick question' }), async (survey) => {
        await survey.getByRole('button', { name: 'Close', exact: true }).click();
      });
      const { email, password } = await registerByApi(api, { institution_code: fullAccessCode });
      await signInInApp(page, email, password);
      await page.goto(`/topic_detail/${connect.id}`);
      await chooseFromTopicMenu(page, new RegExp(connect.activities.meditation.title));
      const popup = dialog(page);
      await popup.getByRole('tab', { name: 'Male Voice', exact: true }).click();
      await popup.getByRole('button', { name: 'Download for offline listening' }).click();
      await expect(popup.getByText('Downloaded · 541 kB · plays without a connection')).toBeVisible();
      await popup.getByRole('button', { name: 'Close', exact: true }).click();

      // Kept through a restart, listed on the account screen with the space it takes.
      await page.goto('/users/me');
      const downloads = page.getByRole('region', { name: 'Downloads' });
      await expect(downloads.getByText('541 kB used on this device')).toBeVisible();
      await expect(downloads.getByText('Male voice · English · 541 kB')).toBeVisible();
      await downloads.getByRole('button', { name: 'Remove all downloads' }).click();
      await expect(downloads.getByText(/^Nothing is downloaded yet/)).toBeVisible();
    });

    test('links open the app at their screen, at a cold start and while it runs', async ({ page }) => {
      const { email } = await registerByApi(api);
      const sent = await api.post('/api/password/email', { headers: clientInfo, data: { email, anonymous_locale: 'en' } });
      expect(sent.ok()).toBeTruthy();
      const mailed = new URL(await linkFromLatestMail(api, email, '/password/reset/'));

      // A cold start from the e-mail's link, as the system hands it over (universal / app link).
      await page.goto('/');
      await launchWithLink(page, `https://innerway.app${mailed.pathname}${mailed.search}`);
      await expect(page).toHaveURL(`${mailed.pathname}${mailed.search}`);
      await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
      await expect(page.getByLabel(/e-?mail/i)).toHaveValue(email);

      // A link while the app runs (signed out): registration with the institution code filled in.
      await openLinkInRunningApp(page, 'https://innerway.app/register?code=KW2LP84N');
      await expect(page).toHaveURL(/\/register\?code=KW2LP84N$/);
      await expect(page.getByLabel('Institution Code (optional)')).toHaveValue('KW2LP84N');

      // Links that are not the app's are left alone.
      await openLinkInRunningApp(page, 'https://elsewhere.example/users/me');
      await expect(page).toHaveURL(/\/register\?code=KW2LP84N$/);
    });
  });
}
