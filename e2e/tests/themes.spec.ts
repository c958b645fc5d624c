import { expect, type Page } from '@playwright/test';
import { expectAccessible, signOut } from '../support/fixtures.ts';
import { closeDialog, closeTopicMenu, connect, dialog, openTopicMenu, signInAsNewFullAccessUser, test } from '../support/learning.ts';

/** The page colour of each theme (apps/web/src/styles/tokens.css --color-bg), as computed styles give it. */
const pageColour = { light: 'rgb(251, 248, 243)', dark: 'rgb(21, 26, 29)' } as const;
/** The browser bar's colour of each theme (apps/web/index.html's theme-color tags). */
const barColour = { light: '#1f6f6b', dark: '#151a1d' } as const;
type TTheme = keyof typeof pageColour;

/** The theme the page shows: its attribute, its background, and the theme-color tag that applies. */
function shownTheme(page: Page) {
  return page.evaluate(() => ({
    attribute: document.documentElement.dataset.theme,
    background: getComputedStyle(document.body).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    bar: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((meta) => matchMedia(meta.media || 'all').matches)?.content,
  }));
}

/** Polled: the system's change reaches the page's listeners a moment after emulateMedia returns. */
async function expectTheme(page: Page, theme: TTheme): Promise<void> {
  await expect.poll(() => shownTheme(page)).toEqual({ attribute: theme, background: pageColour[theme], colorScheme: theme, bar: barColour[theme] });
}

/** Checks the theme, then one axe scan (colour contrast included), named in the report. */
async function scan(page: Page, theme: TTheme, what: string): Promise<void> {
  await test.step(`${theme}: ${what}`, async () => {
    await expectTheme(page, theme);
    await expectAccessible(page);
  });
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('dark mode and reduced motion', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the main screens, a popup, the menu and a dialog read well in the system's ${theme} theme`, async ({ page, request }) => {
      test.setTimeout(150_000);
      await page.emulateMedia({ colorScheme: theme });

      await page.goto('/login');
      await expect(page.getByRole('button', { name: /^(Login|Next)$/ }).first()).toBeVisible();
      await scan(page, theme, 'sign-in');
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Uh oh! Page not found.' })).toBeVisible();
      await scan(page, theme, 'not found');

      await signInAsNewFullAccessUser(page, request, { name: 'Dana Dusk' });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Featured for you' }).getByRole('button').first()).toBeVisible();
      await scan(page, theme, 'dashboard');

      await page.goto(`/topic_detail/${connect.id}`);
      await expect(page.getByRole('heading', { level: 2, name: connect.steps.welcome.title })).toBeVisible();
      await scan(page, theme, 'topic detail');
      await openTopicMenu(page);
      await scan(page, theme, 'topic menu');
      await closeTopicMenu(page);
      await page.goto(`/topic_detail/${connect.id}?stepId=${connect.steps.breath.id}&activityId=${connect.activities.meditation.id}`);
      await expect(dialog(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      await scan(page, theme, 'meditation popup');
      await closeDialog(page);

      await page.goto('/progress');
      await expect(page.getByRole('article', { name: connect.title })).toBeVisible();
      await scan(page, theme, 'progress');
      await page.goto('/resources');
      await expect(h1(page, 'Resources')).toBeVisible();
      await scan(page, theme, 'resources');

      await page.goto('/users/me');
      await expect(page.getByRole('radiogroup', { name: 'Choose how the app looks' })).toBeVisible();
      await scan(page, theme, 'account');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await expect(dialog(page).getByText(/Do you really want to delete/)).toBeVisible();
      await scan(page, theme, 'delete account dialog');
      await dialog(page).getByRole('button', { name: 'No', exact: true }).click();
    });
  }

  test('the choice on the account screen wins over the system, stays on this device and paints first', async ({ page, request, context }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAsNewFullAccessUser(page, request);
    await page.goto('/users/me');
    const choice = page.getByRole('radiogroup', { name: 'Choose how the app looks' });
    await expect(choice.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
    await expectTheme(page, 'light');

    // At once, without a reload; the system changing does not undo a choice.
    await choice.getByRole('radio', { name: 'Dark' }).check();
    await expectTheme(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectTheme(page, 'dark');
    await scan(page, 'dark', 'account, chosen dark on a light system');

    // The first paint is already dark: with none of the app's code allowed to load, the page
    // (its splash) shows in the chosen theme, set by index.html's own script under the CSP.
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refusals.push(message.text());
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/progress');
    await expect(page.locator('.boot-splash')).toBeVisible();
    await expectTheme(page, 'dark');
    expect(refusals).toEqual([]);
    await page.unroute('**/assets/*.js');

    // Another tab of the same browser follows the choice as it changes.
    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: 'dark' });
    await other.goto('/progress');
    await expect(h1(other, 'Progress')).toBeVisible();
    await page.goto('/users/me');
    await choice.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(() => shownTheme(other)).toMatchObject({ attribute: 'light', background: pageColour.light });
    await scan(other, 'light', 'progress, chosen light on a dark system');

    // 'Same as this device' hands the choice back to the system.
    await choice.getByRole('radio', { name: 'Same as this device' }).check();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'dark');

    // A choice of this device, not of the account: signing out and in keeps it here.
    await choice.getByRole('radio', { name: 'Light' }).check();
    await signOut(page);
    await expectTheme(page, 'light');
  });

  test('with reduced motion nothing glides or keeps moving: the carousel jumps, dialogs and sheets appear at once', async ({ page, request }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Every CSS animation and transition that starts, on every page of the journey: its name,
    // how long it lasts (one entry per property of a transition list) and how often it repeats.
    const moved: { name: string; durations: string[]; iterations: string }[] = [];
    await page.exposeFunction('recordMotion', (motion: (typeof moved)[number]) => void moved.push(motion));
    await page.addInitScript(() => {
      const report = (window as unknown as { recordMotion: (motion: unknown) => void }).recordMotion;
      const record = (event: AnimationEvent | TransitionEvent) => {
        const style = getComputedStyle(event.target as Element, event.pseudoElement || null);
        report(
          event instanceof AnimationEvent
            ? { name: event.animationName, durations: style.animationDuration.split(', '), iterations: style.animationIterationCount }
            : { name: event.propertyName, durations: style.transitionDuration.split(', '), iterations: '1' },
        );
      };
      document.addEventListener('animationstart', record, true);
      document.addEventListener('transitionrun', record, true);
    });
    const running = () => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);

    await signInAsNewFullAccessUser(page, request);
    await page.goto('/');
    const carousel = page.getByRole('list', { name: 'Topics' });
    await expect(carousel.getByRole('link', { name: connect.title, exact: true })).toBeVisible();

    if (testInfo.project.name !== 'small') {
      // The scroll has already arrived when the press returns: no smooth scrolling.
      const scrolled = await page.evaluate(() => {
        const track = document.querySelector<HTMLElement>('ul[aria-label="Topics"]')!;
        document.querySelector<HTMLButtonElement>('button[aria-label="Next topics"]')!.click();
        return track.scrollLeft;
      });
      expect(scrolled).toBeGreaterThan(0);
    }

    await page.goto(`/topic_detail/${connect.id}`);
    await openTopicMenu(page);
    await closeTopicMenu(page);
    await page.goto(`/topic_detail/${connect.id}?stepId=${connect.steps.breath.id}&activityId=${connect.activities.meditation.id}`);
    await expect(dialog(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect.poll(running).toBe(0);
    await closeDialog(page);

    // Whatever moved did so in a blink, and once; only the busy spinner may keep its slow fade.
    const motions = moved.filter((motion) => !/(^|_)breathe$/.test(motion.name));
    expect(motions.length).toBeGreaterThan(0);
    expect(motions.filter((motion) => motion.durations.some((duration) => duration !== '0.001s') || motion.iterations !== '1')).toEqual([]);
  });
});
