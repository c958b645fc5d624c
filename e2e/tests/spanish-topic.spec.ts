import { expect } from '@playwright/test';
import { chooseFromTopicMenu, closeTopicMenu, dialog, openTopicMenu, signInAsNewFullAccessUser, stepVideo, test } from '../support/learning.ts';

test.describe('a topic in Spanish', () => {
  test('library, overview, detail, a journaling activity and the account speak Spanish, with Spanish captions and meditation audio', async ({
    page,
    request,
  }) => {
    await signInAsNewFullAccessUser(page, request, { name: 'Lucía Ejemplo', preferred_language: 'es' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.goto('/topics');
    await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca' })).toBeVisible();
    await expect(page).toHaveTitle('Innerway - Biblioteca [local]');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Conectar', exact: true }) });
    await expect(card).toContainText('Vuelve al momento presente');
    await expect(page.getByRole('link', { name: 'Connect', exact: true })).toHaveCount(0);
    await card.getByRole('link', { name: 'Conectar', exact: true }).click();

    await expect(page).toHaveURL(/\/topic_overview\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conectar' })).toBeVisible();
    await expect(page).toHaveTitle('Innerway - Conectar [local]');
    await expect(page.getByText('0 de 2 segmentos completados')).toBeVisible();
    const segments = page.getByRole('region', { name: 'En este tema' });
    await expect(segments.getByRole('link')).toHaveCount(2);
    await expect(segments.getByRole('link').nth(0)).toContainText('Llegar a donde estás');
    await expect(segments.getByRole('link').nth(1)).toContainText('Volver a tus sentidos');
    await expect(page.getByRole('link', { name: 'Volver a la biblioteca' })).toBeVisible();
    await page.getByRole('link', { name: 'Empezar', exact: true }).click();

    await expect(page).toHaveURL(/\/topic_detail\/1\?stepId=111$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conectar' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Te damos la bienvenida a Conectar' })).toBeVisible();
    await expect(page.getByText('Parte 1 · Llegar a donde estás')).toBeVisible();

    // The video's captions are the Spanish file, offered as Spanish, and the browser loaded it:
    // its first caption is the first cue of the file the server sends.
    const captions = stepVideo(page).locator('track[kind="captions"]');
    await expect(captions).toHaveAttribute('src', /\/captions\/step-111\.es\.vtt$/);
    await expect(captions).toHaveAttribute('srclang', 'es');
    await expect(captions).toHaveAttribute('label', 'Español');
    const vtt = await (await page.request.get((await captions.getAttribute('src'))!)).text();
    const cueLines = vtt.split(/\r?\n\r?\n/).find((block) => block.includes('-->'))!.split(/\r?\n/);
    const firstCue = cueLines.slice(cueLines.findIndex((line) => line.includes('-->')) + 1).join(' ');
    expect(firstCue).toMatch(/\S/);
    await expect
      .poll(() => stepVideo(page).evaluate((video: HTMLVideoElement) => (video.textTracks[0]?.cues?.[0] as VTTCue | undefined)?.text.replace(/\s+/g, ' ')))
      .toBe(firstCue.replace(/\s+/g, ' ').trim());

    // The meditation plays the Spanish recordings, in either voice.
    await chooseFromTopicMenu(page, /^Tres minutos para aterrizar/, 'es');
    const meditation = dialog(page);
    await expect(meditation.getByRole('heading', { name: 'Tres minutos para aterrizar' })).toBeVisible();
    const play = meditation.getByRole('button', { name: 'Reproducir', exact: true });
    await expect(meditation.locator('audio')).toHaveAttribute('src', /\/audio\/meditation-1-female-es\.mp3$/);
    await expect(play).not.toHaveAttribute('aria-disabled', 'true');
    await meditation.getByRole('tab', { name: 'Voz masculina' }).click();
    await expect(meditation.locator('audio')).toHaveAttribute('src', /\/audio\/meditation-1-male-es\.mp3$/);
    await expect(play).not.toHaveAttribute('aria-disabled', 'true');
    await meditation.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The journaling activity, in Spanish, marked complete: the menu says so, in Spanish.
    await chooseFromTopicMenu(page, /^Hoy me he dado cuenta/, 'es');
    const journaling = dialog(page);
    await expect(journaling.getByRole('heading', { name: 'Hoy me he dado cuenta' })).toBeVisible();
    await journaling.getByRole('button', { name: 'Marcar como completada' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const menu = await openTopicMenu(page, 'es');
    await expect(menu.getByRole('link', { name: /^Hoy me he dado cuenta/ })).toHaveAccessibleName(/Completado$/);
    await closeTopicMenu(page, 'es');
    await chooseFromTopicMenu(page, /^Hoy me he dado cuenta/, 'es');
    await expect(dialog(page).getByText('Has completado esta actividad.')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Marcar como completada' })).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Cerrar', exact: true }).click();

    // The account screen: Spanish headings, the language chosen, the deletion in the profile.
    await page.goto('/users/me');
    await expect(page).toHaveTitle('Innerway - Mi cuenta [local]');
    await expect(page.getByRole('heading', { level: 2, name: 'Perfil' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
    await expect(page.getByText('Lucía Ejemplo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eliminar cuenta' })).toBeVisible();
  });
});
