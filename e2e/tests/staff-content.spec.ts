import { test, expect, type Page } from '@playwright/test';
import { demo, expectAccessible, registerByApi, signIn } from '../support/fixtures.ts';
import { fullAccessCode } from '../support/learning.ts';

/**
 * Each screen size works on a topic of its own, whose French title no other journey reads, so
 * the three runs and the other journeys never see each other's drafts or publishes.
 */
const topicOf: Record<string, { id: number; english: string; french: string }> = {
  small: { id: 6, english: 'Reach', french: 'Tendre la main' },
  medium: { id: 7, english: 'Respond', french: 'Répondre' },
  large: { id: 8, english: 'Unlock', french: 'Libérer' },
};

const column = (page: Page, language: 'English' | 'French' | 'Spanish') => page.getByRole('region', { name: language, exact: true });

test.describe('the content studio', () => {
  // Two people, a publish and its reload on the server: longer than one screen's journey.
  test.beforeEach(() => test.slow());

  test('an editor retitles a published topic in French; members see it only once French alone is published', async ({ page, request, browser }, testInfo) => {
    const topic = topicOf[testInfo.project.name]!;
    const stem = Date.now().toString(36);
    const newFrench = `${topic.french} ${stem}`;

    // A French member with full access (the demo institution's code), in a browser of their own.
    const member = await registerByApi(request, { name: 'Camille Exemple', preferred_language: 'fr', institution_code: fullAccessCode });
    const memberBrowser = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    const memberPage = await memberBrowser.newPage();
    await signIn(memberPage, member.email, member.password);

    await signIn(page, demo.editor);
    await page.goto('/studio/content');
    await expect(page.getByRole('heading', { level: 1, name: 'Content studio' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Topics' }).getByRole('link', { name: topic.english, exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('region', { name: 'Topics' }).getByRole('link', { name: topic.english, exact: true }).click();

    // The three languages side by side; French and Spanish each get a draft of their own.
    await expect(page.getByRole('heading', { level: 1, name: topic.english })).toBeVisible();
    await expect(column(page, 'French')).toHaveAttribute('lang', 'fr');
    await expect(column(page, 'French').getByLabel('Title (French)', { exact: true })).toHaveValue(topic.french);
    await column(page, 'French').getByLabel('Title (French)', { exact: true }).fill(newFrench);
    await column(page, 'French').getByRole('button', { name: 'Save French' }).click();
    await expect(column(page, 'French').getByText('Saved as a draft.')).toBeVisible();
    await column(page, 'Spanish').getByLabel('Subtitle (Spanish)', { exact: true }).fill(`Borrador ${stem}`);
    await column(page, 'Spanish').getByRole('button', { name: 'Save Spanish' }).click();
    await expect(column(page, 'Spanish').getByText('Saved as a draft.')).toBeVisible();
    await expect(column(page, 'French').getByLabel('Title (French)', { exact: true })).toHaveValue(newFrench);
    await expectAccessible(page);

    // The member still has the published title.
    await memberPage.goto(`/topic_overview/${topic.id}`);
    await expect(memberPage.getByRole('heading', { level: 1, name: topic.french, exact: true })).toBeVisible();

    // The preview shows the draft, in French.
    await page.goto(`/studio/content/preview?path=${encodeURIComponent(`/topic_overview/${topic.id}`)}&language=fr&access=full`);
    const frame = page.frameLocator('iframe[title^="Preview"]');
    // The draft program is read for each of the frame's calls: slower than the members' copy in memory.
    await expect(frame.getByRole('heading', { level: 1, name: newFrench, exact: true })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);

    // Publish French only: Spanish stays a draft.
    await page.goto('/studio/content/publish');
    const form = page.getByRole('form', { name: 'Drafts to publish' });
    await form.getByRole('checkbox', { name: `French of ${topic.english}` }).check();
    await expect(form.getByRole('checkbox', { name: `Spanish of ${topic.english}` })).not.toBeChecked();
    await form.getByLabel('Note (optional)').fill('A warmer French title');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Publish 1 draft' }).click();
    await expect(page.getByText('Published 1 draft. Members see it now.')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: `Spanish of ${topic.english}` })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: `French of ${topic.english}` })).toHaveCount(0);

    // The French member now sees the new title.
    await expect(async () => {
      await memberPage.reload();
      await expect(memberPage.getByRole('heading', { level: 1, name: newFrench, exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await memberBrowser.close();

    // The publish is in the topic's history, with its note.
    await page.goto(`/studio/content/topic/${topic.id}`);
    await expect(page.getByRole('region', { name: 'History' }).getByText('Note: A warmer French title')).toBeVisible();
    await expectAccessible(page);
    // Tidy: the Spanish draft is discarded, and nothing stays pending for the next journey.
    await column(page, 'Spanish').getByRole('button', { name: 'Discard the draft' }).click();
    await expect(column(page, 'Spanish').getByText('The draft was discarded.')).toBeVisible();
  });

  test('an editor rewrites a published topic\'s English subtitle; members read the old words until it is published', async ({ page, request, browser }, testInfo) => {
    const topic = topicOf[testInfo.project.name]!;
    const newSubtitle = `Steady steps, one at a time ${Date.now().toString(36)}`;

    // An English member with full access, in a browser of their own, reads the published subtitle.
    const member = await registerByApi(request, { institution_code: fullAccessCode });
    const memberBrowser = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    const memberPage = await memberBrowser.newPage();
    await signIn(memberPage, member.email, member.password);
    await memberPage.goto(`/topic_overview/${topic.id}`);
    await expect(memberPage.getByRole('heading', { level: 1, name: topic.english, exact: true })).toBeVisible();
    const subtitleField = column(page, 'English').getByLabel('Subtitle (English)', { exact: true });

    await signIn(page, demo.editor);
    await page.goto(`/studio/content/topic/${topic.id}`);
    const oldSubtitle = await subtitleField.inputValue();
    expect(oldSubtitle).not.toBe('');
    await expect(memberPage.getByText(oldSubtitle, { exact: true })).toBeVisible();
    await subtitleField.fill(newSubtitle);
    await column(page, 'English').getByRole('button', { name: 'Save English' }).click();
    await expect(column(page, 'English').getByText('Saved as a draft.')).toBeVisible();

    // Saved, not published: the member still reads the old subtitle, even after a reload.
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { level: 1, name: topic.english, exact: true })).toBeVisible();
    await expect(memberPage.getByText(oldSubtitle, { exact: true })).toBeVisible();
    await expect(memberPage.getByText(newSubtitle)).toHaveCount(0);

    await page.goto('/studio/content/publish');
    const form = page.getByRole('form', { name: 'Drafts to publish' });
    await form.getByRole('checkbox', { name: `English of ${topic.english}` }).check();
    await form.getByRole('button', { name: 'Publish 1 draft' }).click();
    await expect(page.getByText('Published 1 draft. Members see it now.')).toBeVisible();

    // Published: the member reads the new subtitle.
    await expect(async () => {
      await memberPage.reload();
      await expect(memberPage.getByText(newSubtitle, { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(memberPage.getByText(oldSubtitle, { exact: true })).toHaveCount(0);
    await memberBrowser.close();
  });

  test('two editors save the same text: the second sees both versions and keeps what they choose', async ({ page, browser }, testInfo) => {
    const topic = topicOf[testInfo.project.name]!;
    const stem = Date.now().toString(36);
    const address = `/studio/content/topic/${topic.id}`;

    // The admin opens the topic first, then the editor saves a change to its English subtitle.
    const adminBrowser = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    const admin = await adminBrowser.newPage();
    await signIn(admin, demo.admin);
    await admin.goto(address);
    await expect(column(admin, 'English').getByLabel('Subtitle (English)', { exact: true })).toBeVisible();

    await signIn(page, demo.editor);
    await page.goto(address);
    await column(page, 'English').getByLabel('Subtitle (English)', { exact: true }).fill(`Editor's words ${stem}`);
    await column(page, 'English').getByRole('button', { name: 'Save English' }).click();
    await expect(column(page, 'English').getByText('Saved as a draft.')).toBeVisible();

    // The admin's save, based on the version they opened, is refused; both versions are shown.
    await column(admin, 'English').getByLabel('Subtitle (English)', { exact: true }).fill(`Admin's words ${stem}`);
    await column(admin, 'English').getByRole('button', { name: 'Save English' }).click();
    const english = column(admin, 'English');
    await expect(english.getByText('Someone else saved this in the meantime')).toBeVisible();
    await expect(english.getByText(`Editor's words ${stem}`)).toBeVisible();
    await expect(english.getByText(`Admin's words ${stem}`, { exact: true }).first()).toBeVisible();
    await expect(english.getByLabel('Subtitle (English)', { exact: true })).toHaveValue(`Admin's words ${stem}`);
    await expectAccessible(admin);

    // The admin keeps the editor's subtitle after all, and saves on the editor's version.
    await english.getByRole('radiogroup', { name: 'Keep for Subtitle' }).getByLabel('Theirs').check();
    await english.getByRole('button', { name: 'Save my choices' }).click();
    await expect(english.getByText('Saved as a draft.')).toBeVisible();
    await expect(english.getByLabel('Subtitle (English)', { exact: true })).toHaveValue(`Editor's words ${stem}`);
    await adminBrowser.close();

    // Tidy: the draft is discarded.
    await page.reload();
    await column(page, 'English').getByRole('button', { name: 'Discard the draft' }).click();
    await expect(column(page, 'English').getByText('The draft was discarded.')).toBeVisible();
  });
});
