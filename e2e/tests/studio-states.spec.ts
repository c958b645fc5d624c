import { test, expect, type Locator, type Page } from '@playwright/test';
import { demo, signIn } from '../support/fixtures.ts';
import { column } from '../support/studio.ts';

/**
 * Every studio screen while its data is on the way (a loading state), when the server fails (a
 * message and a way to try again, which then works), in the browser with the real app: the call is
 * held, then answered 500, through the page's own network. The empty states are the screens' unit
 * tests' (nothing is ever empty on the journeys' server).
 */

interface TScreenStates {
  path: string;
  /** The call the screen waits for. */
  call: string;
  /** The start of the screen's message when that call fails. */
  failed: string;
  /** What the screen says to a screen reader while it waits, when not 'Loading…'. */
  loading?: string;
  /** What the screen shows once the call works. */
  loaded: (page: Page) => Locator;
}

const screens: Record<string, TScreenStates> = {
  program: {
    path: '/studio/content',
    call: '**/api/staff/content/tree',
    failed: 'The program could not be loaded',
    loaded: (page) => page.getByRole('region', { name: 'Topics', exact: true }).getByRole('link', { name: 'Connect', exact: true }),
  },
  'item editor': {
    path: '/studio/content/topic/1',
    call: '**/api/staff/content/topic/1',
    failed: 'This item could not be loaded',
    loaded: (page) => column(page, 'French').getByLabel('Title (French)', { exact: true }),
  },
  history: {
    path: '/studio/content/segment/11',
    call: '**/api/staff/content/segment/11/revisions',
    failed: 'The history could not be loaded',
    loaded: (page) => page.getByRole('region', { name: 'History' }).getByText(/No revisions yet|Version \d/).first(),
  },
  publish: {
    path: '/studio/content/publish',
    call: '**/api/staff/content/tree',
    failed: 'The drafts could not be loaded',
    loaded: (page) => page.getByRole('form', { name: 'Drafts to publish' }).or(page.getByText('Nothing is waiting to be published.')),
  },
  translations: {
    path: '/studio/content/translations',
    call: '**/api/staff/content/translations',
    failed: 'The translations could not be checked',
    loaded: (page) => page.getByRole('table', { name: 'Texts to translate' }).or(page.getByText('Every text is translated and up to date.')),
  },
  bundles: {
    path: '/studio/content/bundles',
    call: '**/api/staff/content/bundles',
    loading: 'Loading the topics…',
    failed: 'The topics could not be loaded',
    loaded: (page) => page.getByLabel('One topic'),
  },
};

test.describe('the content studio says when it is loading and when the server fails', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.editor);
  });

  for (const [name, screen] of Object.entries(screens)) {
    test(`the ${name}: loading, a failure, and trying again`, async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let failing = true;
      await page.route(screen.call, async (route) => {
        if (!failing) return route.fallback();
        await held;
        await route.fulfill({ status: 500, json: { data: null, error: 'The server failed.', code: 'server.internal' } });
      });

      await page.goto(screen.path);
      // While the call is held, the screen says it is loading (to a screen reader as well).
      await expect(page.locator('[aria-busy="true"]').getByRole('status').filter({ hasText: screen.loading ?? 'Loading…' })).toBeAttached();
      release();
      // The app tries a failing call again twice before it shows the failure.
      const alert = page.getByRole('alert').filter({ hasText: screen.failed });
      await expect(alert).toBeVisible({ timeout: 20_000 });
      await expect(screen.loaded(page)).toHaveCount(0);

      failing = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(screen.loaded(page)).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  }
});
