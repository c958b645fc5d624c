import '../../test/auth-mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '../../test/i18n';
import { renderApp, testUser } from '../../test/render-app';

afterEach(async () => {
  await initTestI18n('en');
});

describe('not-found screen', () => {
  it("says the spec's texts, offers the way back and sets the title", async () => {
    await initTestI18n('en');
    renderApp('/no/such/page', null);
    expect(await screen.findByRole('heading', { name: 'Uh oh! Page not found.' })).toBeInTheDocument();
    expect(screen.getByText('Please check the URL and make sure it is valid, or return to the dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Innerway - 404 [local]'));
  });

  it('hides the language toggle in the default language and shows it in another', async () => {
    await initTestI18n('en');
    renderApp('/nowhere', testUser);
    await screen.findByRole('heading', { name: 'Uh oh! Page not found.' });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('offers the language toggle when the language is not English', async () => {
    await initTestI18n('fr');
    renderApp('/nowhere', null);
    expect(await screen.findByRole('radiogroup', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeInTheDocument();
  });
});
