import { expect } from '@playwright/test';
import { chooseFromTopicMenu, dialog, signInAsNewFullAccessUser, stepVideo, test } from '../support/learning.ts';

test.describe('a topic in French', () => {
  test('library, overview and detail speak French, with French captions and meditation audio', async ({ page, request }) => {
    await signInAsNewFullAccessUser(page, request, { name: 'Camille Exemple', preferred_language: 'fr' });

    await page.goto('/topics');
    await expect(page.getByRole('heading', { level: 1, name: 'Bibliothèque' })).toBeVisible();
    await expect(page).toHaveTitle('Innerway - Bibliothèque [local]');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Se relier', exact: true }) });
    await expect(card).toContainText("Revenir à l'instant présent");
    await expect(page.getByRole('link', { name: 'Connect', exact: true })).toHaveCount(0);
    await card.getByRole('link', { name: 'Se relier', exact: true }).click();

    await expect(page).toHaveURL(/\/topic_overview\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Se relier' })).toBeVisible();
    await expect(page).toHaveTitle('Innerway - Se relier [local]');
    await expect(page.getByText('0 segments terminés sur 2')).toBeVisible();
    const segments = page.getByRole('region', { name: 'Dans ce thème' });
    await expect(segments.getByRole('link')).toHaveCount(2);
    await expect(segments.getByRole('link').nth(0)).toContainText('Arriver là où vous êtes');
    await expect(segments.getByRole('link').nth(1)).toContainText('Revenir à vos sens');
    await expect(page.getByRole('link', { name: 'Retour à la bibliothèque' })).toBeVisible();
    await page.getByRole('link', { name: 'Commencer', exact: true }).click();

    await expect(page).toHaveURL(/\/topic_detail\/1\?stepId=111$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Se relier' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Bienvenue dans Se relier' })).toBeVisible();
    await expect(page.getByText('Partie 1 · Arriver là où vous êtes')).toBeVisible();

    // The video's captions are the French file, offered as French.
    const captions = stepVideo(page).locator('track[kind="captions"]');
    await expect(captions).toHaveAttribute('src', /\/captions\/step-111\.fr\.vtt$/);
    await expect(captions).toHaveAttribute('srclang', 'fr');
    await expect(captions).toHaveAttribute('label', 'Français');
    // The browser loaded them: the first caption is the French narration.
    await expect
      .poll(() => stepVideo(page).evaluate((video: HTMLVideoElement) => (video.textTracks[0]?.cues?.[0] as VTTCue | undefined)?.text.replace(/\s+/g, ' ')))
      .toBe('Bienvenue. Vous voilà ici, et cela compte déjà.');

    // The meditation plays the French recordings, in either voice.
    await chooseFromTopicMenu(page, /^Trois minutes pour atterrir/, 'fr');
    const meditation = dialog(page);
    await expect(meditation.getByRole('heading', { name: 'Trois minutes pour atterrir' })).toBeVisible();
    const play = meditation.getByRole('button', { name: 'Lecture', exact: true });
    await expect(meditation.locator('audio')).toHaveAttribute('src', /\/audio\/meditation-1-female-fr\.mp3$/);
    // Ready to play: the French file loaded.
    await expect(play).not.toHaveAttribute('aria-disabled', 'true');
    await meditation.getByRole('tab', { name: 'Voix masculine' }).click();
    await expect(meditation.locator('audio')).toHaveAttribute('src', /\/audio\/meditation-1-male-fr\.mp3$/);
    await expect(play).not.toHaveAttribute('aria-disabled', 'true');
  });
});
