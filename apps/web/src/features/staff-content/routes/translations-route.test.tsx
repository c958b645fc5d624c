import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import TranslationsRoute from './translations-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const gaps = {
  gaps: [
    { kind: 'topic', id: 6, title: 'Reach', language: 'es', state: 'outdated', fields: [] },
    { kind: 'activity', id: 112, title: 'Three minutes to land', language: 'fr', state: 'missing', fields: ['body'] },
  ],
};

describe('the translation view', () => {
  it('lists what is missing or older than English, per language, each a way into its editor', async () => {
    mockApi({ 'GET /staff/content/translations': { data: gaps } });
    renderRoute(<TranslationsRoute />, { path: '/studio/content/translations', user: fullUser });
    const table = await screen.findByRole('table', { name: 'Texts to translate' });
    const activity = within(table).getByRole('row', { name: /Three minutes to land/ });
    expect(activity).toHaveTextContent('French');
    expect(activity).toHaveTextContent('Missing');
    expect(activity).toHaveTextContent('Text');
    expect(within(activity).getByRole('link')).toHaveAttribute('href', '/studio/content/activity/112');
    expect(within(table).getByRole('row', { name: /Reach/ })).toHaveTextContent('Older than English');
    // On a phone the row is stacked, each cell shown with its column's name.
    expect(within(activity).getByText('Missing').closest('td')).toHaveAttribute('data-label', 'State');
    expect(within(activity).getByText('Text').closest('td')).toHaveAttribute('data-label', 'Fields');

    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(within(table).queryByRole('row', { name: /Three minutes to land/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'en');
    expect(screen.getByText('Every text is translated and up to date.')).toBeInTheDocument();
  });
});
