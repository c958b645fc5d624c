import '../test/auth-mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { initTestI18n } from '../test/i18n';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { fullUser } from '../test/users';

afterEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

/** The words of the not-found panel a screen shows for a topic that does not exist. */
async function notFoundPanel(path: string) {
  mockApi({ 'GET /modules/99': { status: 404, error: 'Not found.' } });
  renderApp(path, fullUser);
  const heading = await screen.findByRole('heading', { level: 1 });
  const panel = within(heading.closest('section')!);
  const words = {
    heading: heading.textContent,
    body: panel.getByRole('paragraph').textContent,
    action: panel.getByRole('link').textContent,
  };
  cleanup();
  return words;
}

describe('a topic that does not exist', () => {
  it.each(['en', 'fr', 'es'])('reads the same on the overview and the detail (%s)', async (language) => {
    await initTestI18n(language);
    const overview = await notFoundPanel('/topic_overview/99');
    expect(await notFoundPanel('/topic_detail/99')).toEqual(overview);
  });

  it("says so in one sentence with its full stop, in English", async () => {
    await initTestI18n('en');
    expect(await notFoundPanel('/topic_detail/99')).toEqual({
      heading: 'We could not find this topic.',
      body: 'It may have moved, or the link may be incomplete. The library has every topic.',
      action: 'Go to the Library',
    });
  });
});
