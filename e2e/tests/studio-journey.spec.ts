import { expect, type Page } from '@playwright/test';
import { demo, expectAccessible, registerByApi, signIn } from '../support/fixtures.ts';
import { chooseFromTopicMenu, completeMeditation, dialog, fullAccessCode, stepVideo, test, watchVideoToEnd } from '../support/learning.ts';
import {
  createFromDialog,
  mediaForm,
  openChildren,
  saveTexts,
  settingsForm,
  studioLanguages,
  studioMediaFiles,
  topicsSection,
  uploadMedia,
  type TStudioLanguage,
} from '../support/studio.ts';

/**
 * The content studio's main journey: an editor builds a new topic in three languages through the
 * studio's screens, its video, captions and both meditation voices uploaded as real files, previews it in French as a trial and a full-access member, publishes it; a
 * French member then finds it and completes it, and a trial member finds it locked. At the end the
 * topic is archived again (and that published), so the program the other journeys count is the
 * demo's eight topics once more.
 */

type TTexts = Record<TStudioLanguage, string>;

/** Each run's words carry a stem of their own, so the three screen sizes never meet. */
function wordsOf(stem: string) {
  const texts = (en: string, fr: string, es: string): TTexts => ({ English: `${en} ${stem}`, French: `${fr} ${stem}`, Spanish: `${es} ${stem}` });
  return {
    topic: texts('Steady ground', 'Un sol stable', 'Suelo firme'),
    topicSubtitle: texts('Finding balance when things move', "Trouver l'équilibre quand tout bouge", 'Encontrar el equilibrio cuando todo se mueve'),
    topicBody: texts('A topic about standing steady.', 'Un thème pour tenir debout.', 'Un tema para mantenerse firme.'),
    segment: texts('Feet on the floor', 'Les pieds au sol', 'Los pies en el suelo'),
    segmentBody: texts('Notice where you stand.', 'Remarquez où vous vous tenez.', 'Observa dónde estás.'),
    step: texts('Standing still', 'Rester immobile', 'Quedarse quieto'),
    meditation: texts('A grounding breath', 'Un souffle ancré', 'Una respiración enraizada'),
    meditationBody: texts('Breathe in, feel the ground.', 'Inspirez, sentez le sol.', 'Inspira, siente el suelo.'),
    journaling: texts('Where I stood today', "Où je me tenais aujourd'hui", 'Dónde estuve hoy'),
    journalingBody: texts('Write a few lines about today.', "Écrivez quelques lignes sur aujourd'hui.", 'Escribe unas líneas sobre hoy.'),
  };
}

/**
 * Saves the three languages of the open item: its title, its other texts and its body where it has
 * one. An item whose only text is its title has its English from the create dialog already.
 */
async function saveThreeLanguages(page: Page, title: TTexts, fields: { subtitle?: TTexts; body?: TTexts } = {}): Promise<void> {
  for (const language of studioLanguages) {
    if (language === 'English' && !fields.subtitle && !fields.body) continue;
    const texts: Record<string, string> = { Title: title[language] };
    if (fields.subtitle) texts.Subtitle = fields.subtitle[language];
    await saveTexts(page, language, texts, fields.body?.[language]);
  }
}

/** Saves a media form (its part's draft) and waits for the draft. */
async function saveMedia(page: Page, language?: TStudioLanguage): Promise<void> {
  const form = mediaForm(page, language);
  await form.getByRole('button', { name: language ? `Save ${language}` : 'Save settings' }).click();
  await expect(form.getByText('Saved as a draft.')).toBeVisible();
}

/**
 * Chooses a preview control's option. The choice lives in the address: the radio shows it once
 * the address has changed, which is waited for rather than read at once.
 */
async function choosePreview(page: Page, control: string, option: string): Promise<void> {
  const radio = page.getByRole('radiogroup', { name: control }).getByRole('radio', { name: option });
  await radio.click();
  await expect(radio).toBeChecked();
}

/** From the program screen, opens a new item's dialog inside the topic's (and the segment's) children. */
async function openProgramAt(page: Page, topic: string, segment?: string): Promise<void> {
  await page.goto('/studio/content');
  await expect(topicsSection(page).getByRole('link', { name: topic, exact: true })).toBeVisible();
  await openChildren(page, new RegExp(`^\\d+ segments? of ${topic}$`));
  if (segment) await openChildren(page, new RegExp(`^\\d+ steps? (and|or) activit(y|ies) of ${segment}$`));
}

test.describe('the content studio, from a new topic to a member', () => {
  // Five items built in three languages, eleven files uploaded and checked, a preview, a publish
  // and three people: many screens' journeys in one, on a machine the other journeys share.
  test.beforeEach(() => test.setTimeout(600_000));

  test('an editor builds, previews and publishes a topic; a French member completes it and a trial member finds it locked', async ({ page, request, browser }, testInfo) => {
    const words = wordsOf(`${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`);
    await signIn(page, demo.editor);

    // The topic, in three languages.
    await page.goto('/studio/content');
    await topicsSection(page).getByRole('button', { name: 'New topic' }).click();
    const topicId = await createFromDialog(page, 'New topic', words.topic.English);
    await saveThreeLanguages(page, words.topic, { subtitle: words.topicSubtitle, body: words.topicBody });
    // Not open to trial members: the trial member will find it locked.
    await expect(settingsForm(page).getByLabel('Open to trial members')).not.toBeChecked();

    // A segment inside it.
    await openProgramAt(page, words.topic.English);
    await page.getByRole('button', { name: 'New segment' }).click();
    const segmentId = await createFromDialog(page, 'New segment', words.segment.English);
    await saveThreeLanguages(page, words.segment, { body: words.segmentBody });
    await expect(settingsForm(page).getByLabel('Topic', { exact: true })).toHaveValue(String(topicId));

    // A video step.
    await openProgramAt(page, words.topic.English, words.segment.English);
    await page.getByRole('button', { name: 'New video step' }).click();
    const stepId = await createFromDialog(page, 'New video step', words.step.English);
    await saveThreeLanguages(page, words.step);
    await expect(settingsForm(page).getByLabel('Segment', { exact: true })).toHaveValue(String(segmentId));
    // Its video, uploaded (its length read by the server from the file), and captions in each language.
    const files = studioMediaFiles();
    await uploadMedia(mediaForm(page), 'Video', files.video);
    await expect(mediaForm(page).getByText(/^Length 0:0[23], read from the file\.$/)).toBeVisible();
    await saveMedia(page);
    for (const language of studioLanguages) {
      await uploadMedia(mediaForm(page, language), `Captions (${language})`, files.captions[language]);
      await saveMedia(page, language);
    }

    // A meditation.
    await openProgramAt(page, words.topic.English, words.segment.English);
    await page.getByRole('button', { name: 'New activity' }).click();
    await createFromDialog(page, 'New activity', words.meditation.English, 'Meditation');
    await saveThreeLanguages(page, words.meditation, { body: words.meditationBody });
    await expect(settingsForm(page).getByLabel('Type of activity')).toHaveValue('2');
    // Both voices, in each language.
    for (const language of studioLanguages) {
      await uploadMedia(mediaForm(page, language), `Meditation, female voice (${language})`, files.femaleVoice);
      await uploadMedia(mediaForm(page, language), `Meditation, male voice (${language})`, files.maleVoice);
      await saveMedia(page, language);
    }

    // A journaling activity.
    await openProgramAt(page, words.topic.English, words.segment.English);
    await page.getByRole('button', { name: 'New activity' }).click();
    await createFromDialog(page, 'New activity', words.journaling.English, 'Journaling');
    await saveThreeLanguages(page, words.journaling, { body: words.journalingBody });

    // The tree shows the new topic's contents in their order, none of it published yet.
    await openProgramAt(page, words.topic.English, words.segment.English);
    const contents = page.getByRole('heading', { name: `Steps and activities of ${words.segment.English}` }).locator('xpath=..');
    await expect(contents.getByRole('link')).toHaveText([words.step.English, words.meditation.English, words.journaling.English]);
    await expect(contents.getByText('New, not published yet')).toHaveCount(3);

    // The preview, in French: as a trial member the topic is locked; with full access it is all there.
    await page.goto(`/studio/content/topic/${topicId}`);
    await page.getByRole('link', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
    await choosePreview(page, 'Language', 'French');
    await choosePreview(page, 'Member', 'Trial');
    const frame = page.frameLocator('iframe[title="Preview in French, Trial"]');
    // The draft program is built for each of the frame's calls: slower than the members' copy in memory.
    await expect(frame.getByText('Ce thème fait partie de l’accès complet')).toBeVisible({ timeout: 30_000 });
    await choosePreview(page, 'Member', 'Full access');
    const fullFrame = page.frameLocator('iframe[title="Preview in French, Full access"]');
    await expect(fullFrame.getByRole('heading', { level: 1, name: words.topic.French, exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(fullFrame.getByText(words.topicSubtitle.French)).toBeVisible();
    await expect(fullFrame.getByRole('region', { name: 'Dans ce thème' }).getByRole('link')).toContainText(words.segment.French);

    // Publish the whole new topic at once (only its own drafts: other journeys' may be waiting).
    await page.goto('/studio/content/publish');
    const form = page.getByRole('form', { name: 'Drafts to publish' });
    const items = [words.topic, words.segment, words.step, words.meditation, words.journaling];
    for (const item of items) {
      for (const part of ['Settings', 'English', 'French', 'Spanish']) await form.getByRole('checkbox', { name: `${part} of ${item.English}`, exact: true }).check();
    }
    await form.getByLabel('Note (optional)').fill('A new topic: Steady ground');
    await form.getByRole('button', { name: 'Publish 20 drafts' }).click();
    await expect(page.getByText('Published 20 drafts. Members see them now.')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: new RegExp(`of ${words.topic.English}$`) })).toHaveCount(0);

    // A French member with full access finds the topic and completes what it holds.
    const member = await registerByApi(request, { name: 'Camille Exemple', preferred_language: 'fr', institution_code: fullAccessCode });
    const memberContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member.email, member.password);
    await expect(async () => {
      await memberPage.goto(`/topic_overview/${topicId}`);
      await expect(memberPage.getByRole('heading', { level: 1, name: words.topic.French, exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(memberPage.getByText('0 segment terminé sur 1')).toBeVisible();
    await memberPage.getByRole('link', { name: 'Commencer', exact: true }).click();
    await expect(memberPage).toHaveURL(new RegExp(`/topic_detail/${topicId}\\?stepId=${stepId}$`));
    await expect(memberPage.getByRole('heading', { level: 2, name: words.step.French, exact: true })).toBeVisible();
    // The uploaded video, with the French captions offered as French, watched to its end.
    const captions = stepVideo(memberPage).locator('track[kind="captions"]');
    await expect(captions).toHaveAttribute('srclang', 'fr');
    await expect
      .poll(() => stepVideo(memberPage).evaluate((video: HTMLVideoElement) => (video.textTracks[0]?.cues?.[0] as VTTCue | undefined)?.text))
      .toBe('Restez immobile, et sentez le sol.');
    await watchVideoToEnd(memberPage, 'fr');

    // The meditation, in French, in either voice; listened to the end.
    await chooseFromTopicMenu(memberPage, new RegExp(words.meditation.French), 'fr');
    const meditation = dialog(memberPage);
    await expect(meditation.getByRole('heading', { name: words.meditation.French })).toBeVisible();
    await expect(meditation.getByText(words.meditationBody.French)).toBeVisible();
    await meditation.getByRole('tab', { name: 'Voix masculine' }).click();
    await completeMeditation(memberPage, 'fr');
    await memberPage.keyboard.press('Escape');
    await expect(memberPage.getByRole('dialog')).toHaveCount(0);

    // The journaling activity.
    await chooseFromTopicMenu(memberPage, new RegExp(words.journaling.French), 'fr');
    await expect(dialog(memberPage).getByRole('heading', { name: words.journaling.French })).toBeVisible();
    await expect(dialog(memberPage).getByText(words.journalingBody.French)).toBeVisible();
    await dialog(memberPage).getByRole('button', { name: 'Marquer comme terminée' }).click();
    await expect(memberPage.getByRole('dialog')).toHaveCount(0);

    // Everything in the topic is done: its only segment is complete.
    await memberPage.goto(`/topic_overview/${topicId}`);
    await expect(memberPage.getByText('1 segment terminé sur 1')).toBeVisible();
    await memberContext.close();

    // A trial member finds it locked.
    const trial = await registerByApi(request, { name: 'Alex Essai', preferred_language: 'fr' });
    const trialContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    const trialPage = await trialContext.newPage();
    await signIn(trialPage, trial.email, trial.password);
    await trialPage.goto(`/topic_overview/${topicId}`);
    await expect(trialPage.getByRole('dialog').getByText('Ce contenu est réservé aux personnes disposant de l’accès complet.')).toBeVisible();
    await expect(trialPage.getByText('Ce thème fait partie de l’accès complet')).toBeVisible();
    await trialContext.close();

    // Tidy: the topic is archived and that published, so members no longer see it.
    await page.goto('/studio/content');
    await page.getByRole('button', { name: `Archive ${words.topic.English}` }).click();
    await expect(page.getByRole('button', { name: `Restore ${words.topic.English}` })).toBeVisible();
    await page.goto('/studio/content/publish');
    await form.getByRole('checkbox', { name: `Settings of ${words.topic.English}`, exact: true }).check();
    await form.getByRole('button', { name: 'Publish 1 draft' }).click();
    await expect(page.getByText('Published 1 draft. Members see it now.')).toBeVisible();
    await expectAccessible(page);
  });
});
