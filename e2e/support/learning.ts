import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { clientInfo, registerByApi, signIn } from './fixtures.ts';

/**
 * The journeys' `test`: the dashboard may greet a person with its own popups (the tour offer, the
 * age survey; spec section 4) whenever they are due. These journeys are about learning, so, as a
 * person who is not interested right now would, they answer 'Not now' or close the survey as soon
 * as one shows, before whatever the journey does next.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Would you like a quick tour?' }), async (offer) => {
      await offer.getByRole('button', { name: 'Not now' }).click();
    });
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'One quick question' }), async (survey) => {
      await survey.getByRole('button', { name: 'Close', exact: true }).click();
    });
    await use(page);
  },
});

/** Maple Grove University's institution code: registering with it grants full access. */
export const fullAccessCode = 'KW2LP84N';

/** The trial topic 'Connect' (content/topics/connect.json), as the journeys walk through it. */
export const connect = {
  id: 1,
  title: 'Connect',
  segments: ['Arriving where you are', 'Coming to your senses'],
  steps: {
    welcome: { id: 111, title: 'Welcome to Connect' },
    breath: { id: 112, title: 'Noticing your breath' },
    fiveThings: { id: 121, title: 'Five things you can notice' },
    comingBack: { id: 122, title: 'Coming back, again and again' },
  },
  activities: {
    meditation: { id: 1, title: 'A three-minute landing' },
    journaling: { id: 2, title: 'Today, I noticed' },
    written: { id: 3, title: "I'm having the thought that..." },
  },
} as const;

/** A fresh person with full access (so no two tests share progress), signed in in the browser. */
export async function signInAsNewFullAccessUser(
  page: Page,
  request: APIRequestContext,
  fields: { name?: string; preferred_language?: string } = {},
): Promise<{ email: string; password: string }> {
  const account = await registerByApi(request, { institution_code: fullAccessCode, ...fields });
  await signIn(page, account.email, account.password);
  return account;
}

/** The dialog on top (Radix renders one at a time here; the newest is the last). */
export function dialog(page: Page): Locator {
  return page.getByRole('dialog').last();
}

/** Closes the open dialog with its close button and waits for it to go. */
export async function closeDialog(page: Page): Promise<void> {
  const open = dialog(page);
  await open.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The subscribe prompt with the spec's sentence (section 4, locked content). */
export async function expectSubscribePrompt(page: Page): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Get full access' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('This content is only available to those with full access.')).toBeVisible();
}

/** A row of a definition list (progress card, progress summary) found by its label. */
export function row(container: Locator, label: string): Locator {
  return container.locator('dl > div').filter({ has: container.page().getByRole('term').filter({ hasText: label }) });
}

/** The step's video on the topic detail screen. */
export function stepVideo(page: Page): Locator {
  return page.getByRole('main').locator('video');
}

/** The players' own words, for the journeys in French. */
const playerLabels = {
  en: { nextUp: 'Next up', play: 'Play', pause: 'Pause', timeline: 'Timeline' },
  fr: { nextUp: 'À suivre', play: 'Lecture', pause: 'Pause', timeline: 'Position de lecture' },
} as const;
type TPlayerLanguage = keyof typeof playerLabels;

/** 'Next up', drawn over the video once it is watched to the end. */
export function nextUp(page: Page, language: TPlayerLanguage = 'en'): Locator {
  return page.getByRole('region', { name: playerLabels[language].nextUp });
}

/**
 * Starts the step's video. Muted, as a browser without a gesture allows; the person's press on
 * play is not reachable inside the native controls.
 */
async function playVideo(page: Page): Promise<void> {
  const video = stepVideo(page);
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
}

/** Moves the video to a fraction of its length (what dragging its timeline does). */
async function seekVideo(page: Page, fraction: number): Promise<void> {
  await stepVideo(page).evaluate((element: HTMLVideoElement, to: number) => {
    element.currentTime = Math.max(0, Math.min(element.duration * to, element.duration - 0.4));
  }, fraction);
}

/** Plays the step's video and lets it run out from its last moments; 'Next up' then shows. */
export async function watchVideoToEnd(page: Page, language: TPlayerLanguage = 'en'): Promise<void> {
  await playVideo(page);
  await seekVideo(page, 1);
  await expect(nextUp(page, language)).toBeVisible();
}

/** The topic menu's own words, for the journeys in another language. */
const menuLabels = {
  en: { toggle: /^Topic menu/, heading: 'In this topic', close: 'Close the topic menu' },
  fr: { toggle: /^Menu du thème/, heading: 'Dans ce thème', close: 'Fermer le menu du thème' },
  es: { toggle: /^Menú del tema/, heading: 'En este tema', close: 'Cerrar el menú del tema' },
} as const;
export type TMenuLanguage = keyof typeof menuLabels;

/**
 * The topic's menu: beside the player, or on small screens in the bottom sheet, which this opens.
 * Returns the menu's navigation landmark.
 */
export async function openTopicMenu(page: Page, language: TMenuLanguage = 'en'): Promise<Locator> {
  const labels = menuLabels[language];
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: labels.toggle });
  if (await toggle.isVisible()) {
    await toggle.click();
    return page.getByRole('dialog', { name: labels.heading }).getByRole('navigation', { name: labels.heading });
  }
  return page.getByRole('navigation', { name: labels.heading });
}

/** Closes the small screens' bottom sheet if it is open (choosing an entry closes it by itself). */
export async function closeTopicMenu(page: Page, language: TMenuLanguage = 'en'): Promise<void> {
  const labels = menuLabels[language];
  const sheet = page.getByRole('dialog', { name: labels.heading });
  if (await sheet.isVisible()) {
    await sheet.getByRole('button', { name: labels.close }).click();
    await expect(sheet).toHaveCount(0);
  }
}

/** Chooses an entry of the topic menu (a step, an activity or 'Assessment'). */
export async function chooseFromTopicMenu(page: Page, name: string | RegExp, language: TMenuLanguage = 'en'): Promise<void> {
  const menu = await openTopicMenu(page, language);
  await menu.getByRole('link', { name }).click();
  await expect(page.getByRole('dialog', { name: menuLabels[language].heading })).toHaveCount(0);
}

/** The accessible name of a menu entry says 'Completed' once the item is done. */
export async function expectDoneInTopicMenu(page: Page, name: string | RegExp): Promise<void> {
  const menu = await openTopicMenu(page);
  await expect(menu.getByRole('link', { name })).toHaveAccessibleName(/Completed$/);
  await closeTopicMenu(page);
}

/**
 * In the open meditation popup: presses play on the first voice, then drags the timeline past
 * 90 %, which completes the meditation.
 */
export async function completeMeditation(page: Page, language: TPlayerLanguage = 'en'): Promise<void> {
  const labels = playerLabels[language];
  const popup = dialog(page);
  const play = popup.getByRole('button', { name: labels.play, exact: true });
  await expect(play).not.toHaveAttribute('aria-disabled', 'true');
  await play.click();
  await expect(popup.getByRole('button', { name: labels.pause, exact: true })).toBeVisible();
  const timeline = popup.getByRole('slider', { name: labels.timeline });
  await expect(timeline).toBeEnabled();
  const box = (await timeline.boundingBox())!;
  await timeline.click({ position: { x: box.width * 0.96, y: box.height / 2 } });
  await expect.poll(async () => Number(await timeline.inputValue()) / Number(await timeline.getAttribute('max'))).toBeGreaterThan(0.9);
}

/** In the open written or journaling popup: 'Mark As Complete', after which the popup closes. */
export async function markActivityComplete(page: Page): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Mark As Complete' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Plays the step's video, pauses it and drags it to a fraction of its length; returns the position in seconds. */
export async function watchVideoTo(page: Page, fraction: number): Promise<number> {
  await playVideo(page);
  await stepVideo(page).evaluate((element: HTMLVideoElement) => element.pause());
  await seekVideo(page, fraction);
  return videoTime(page);
}

/** Where the step's video is, in seconds. */
export function videoTime(page: Page): Promise<number> {
  return stepVideo(page).evaluate((element: HTMLVideoElement) => element.currentTime);
}

/**
 * Arranges, through the API the player and the popups call, that every video and activity of
 * Connect is done, so a journey can start at the assessment. The browser's own session is used.
 */
export async function finishConnectVideosAndActivitiesByApi(page: Page): Promise<void> {
  for (const step of Object.values(connect.steps)) {
    const response = await page.request.put(`/api/steps/${step.id}/progress`, { headers: clientInfo, data: { progress: 100, time: 19 } });
    expect(response.ok(), await response.text()).toBeTruthy();
  }
  for (const activity of Object.values(connect.activities)) {
    const response = await page.request.put(`/api/exercises/${activity.id}/progress`, { headers: clientInfo, data: { progress: 100 } });
    expect(response.ok(), await response.text()).toBeTruthy();
  }
}
