import { test, expect } from '@playwright/test';
import { demo, expectAccessible, signIn } from '../support/fixtures.ts';
import { column, openChildren, topicsSection } from '../support/studio.ts';

/**
 * axe on every screen of the content studio, at a phone's width and a desk's, each screen in the
 * state that shows the most of it: the program with a topic and a segment open, an item editor of
 * each kind, the create dialog, the publish screen with a draft waiting, the translations, the
 * bundles with an import's plan, the preview with its frame, and the staff not-found screen.
 * (The history with its entries is checked where a journey publishes: staff-content.spec.ts.)
 */

/** A resource per screen size whose Spanish title no journey reads: its draft is this test's own. */
const resourceOf: Record<string, { id: number; title: string }> = {
  small: { id: 7, title: 'Paddington 2 (2017)' },
  large: { id: 8, title: 'The Secret Life of Walter Mitty (2013)' },
};

test.describe('the content studio is accessible', () => {
  test('program, item editors, create dialog, publish, translations, bundles, preview and not-found', async ({ page }, testInfo) => {
    test.skip(!(testInfo.project.name in resourceOf), 'checked at the phone and desk widths');
    test.slow();
    const resource = resourceOf[testInfo.project.name]!;
    await signIn(page, demo.editor);

    // The program, a topic and its first segment open.
    await page.goto('/studio/content');
    await expect(topicsSection(page).getByRole('link', { name: 'Connect', exact: true })).toBeVisible();
    await openChildren(page, /^2 segments of Connect$/);
    await openChildren(page, /of Arriving where you are$/);
    await expect(page.getByRole('heading', { name: 'Steps and activities of Arriving where you are' })).toBeVisible();
    await expectAccessible(page);

    // The create dialog.
    await topicsSection(page).getByRole('button', { name: 'New topic' }).click();
    const create = page.getByRole('dialog', { name: 'New topic' });
    await create.getByRole('button', { name: 'Create and edit' }).click();
    await expect(create.getByText('Please give it a title.')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(create).toHaveCount(0);

    // An item editor of each kind, with its history.
    for (const [kind, id, title] of [
      ['topic', 1, 'Connect'],
      ['segment', 11, 'Arriving where you are'],
      ['step', 111, 'Welcome to Connect'],
      ['activity', 1, 'A three-minute landing'],
      ['resource', 1, 'Weightless, by Marconi Union'],
    ] as const) {
      await page.goto(`/studio/content/${kind}/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(column(page, 'French').getByRole('button', { name: 'Save French' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'History' }).getByText(/No revisions yet|Version \d/).first()).toBeVisible();
      await expectAccessible(page);
    }

    // A draft waiting on the publish screen, with what it changes.
    await page.goto(`/studio/content/resource/${resource.id}`);
    await column(page, 'Spanish').getByLabel('Title (Spanish)', { exact: true }).fill(`${resource.title} (borrador)`);
    await column(page, 'Spanish').getByRole('button', { name: 'Save Spanish' }).click();
    await expect(column(page, 'Spanish').getByText('Saved as a draft.')).toBeVisible();
    await page.goto('/studio/content/publish');
    const form = page.getByRole('form', { name: 'Drafts to publish' });
    await form.getByRole('checkbox', { name: `Spanish of ${resource.title}` }).check();
    await expect(form.getByText('Spanish: Title', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    // The translations.
    await page.goto('/studio/content/translations');
    await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText('Every text is translated and up to date.'))).toBeVisible();
    await expectAccessible(page);

    // The bundles, with the plan of importing a topic exported here.
    await page.goto('/studio/content/bundles');
    await expect(page.getByRole('heading', { level: 1, name: 'Content bundles' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download this topic' }).or(page.getByRole('link', { name: 'Download this topic' })).click();
    const bundle = await (await downloading).path();
    await page.getByLabel('Bundle file (.zip)').setInputFiles(bundle);
    await page.getByRole('button', { name: 'Preview the changes' }).click();
    await expect(page.getByRole('heading', { name: /^What importing this/ })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);

    // The preview, with the member app in its frame.
    await page.goto(`/studio/content/preview?path=${encodeURIComponent('/topic_overview/1')}&language=fr&access=trial`);
    const frame = page.frameLocator('iframe[title="Preview in French, Trial"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Se relier', exact: true })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);

    // An address under /studio that is no screen.
    await page.goto('/studio/content-nowhere');
    await expect(page.getByRole('link', { name: 'Go to the staff home' })).toBeVisible();
    await expectAccessible(page);

    // Tidy: the resource's draft is discarded.
    await page.goto(`/studio/content/resource/${resource.id}`);
    await column(page, 'Spanish').getByRole('button', { name: 'Discard the draft' }).click();
    await expect(column(page, 'Spanish').getByText('The draft was discarded.')).toBeVisible();
  });
});
