import '../../test/auth-mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initTestI18n } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';
import { mockApi } from '../../test/mock-api';

afterEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

function stubFetch() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    return new Response(JSON.stringify({ success: true, data: { ...testUser, ...body }, error: null }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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

  it('keeps the toggle, and the focus on it, once English is picked', async () => {
    const fetchMock = stubFetch();
    await initTestI18n('fr');
    renderApp('/nowhere', null);
    await userEvent.click(await screen.findByRole('radio', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(await screen.findByRole('heading', { name: 'Uh oh! Page not found.' })).toBeInTheDocument();
    const english = screen.getByRole('radio', { name: 'English' });
    expect(english).toBeChecked();
    expect(english).toHaveFocus();
    expect(window.localStorage.getItem('preferred_language')).toBe('en');
    // Signed out: the choice stays on this device only.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves a signed-in person's choice on the account too", async () => {
    const fetchMock = stubFetch();
    await initTestI18n('fr');
    renderApp('/nowhere', { ...testUser, preferred_language: 'fr' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/7');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ preferred_language: 'es' });
    await waitFor(() => expect(i18n.language).toBe('es'));
  });
});

describe('not-found inside the staff area', () => {
  it('leads to the staff home, not the members’ dashboard', async () => {
    await initTestI18n('fr');
    mockApi({ 'GET /staff/me': { data: { roles: [{ role: 'support', institution_id: null }], areas: ['people'] } } });
    renderApp('/studio/nowhere', { ...testUser, preferred_language: 'fr' });
    expect(await screen.findByRole('link', { name: 'Aller à l’accueil de l’équipe' }, { timeout: 3000 })).toHaveAttribute('href', '/studio');
    expect(screen.getByText('Vérifiez l’adresse, ou revenez à l’accueil de l’équipe.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retour au tableau de bord' })).not.toBeInTheDocument();
  });

  it('leads there too from an area the roles do not open', async () => {
    await initTestI18n('en');
    mockApi({ 'GET /staff/me': { data: { roles: [{ role: 'support', institution_id: null }], areas: ['people'] } } });
    renderApp('/studio/insight', testUser);
    expect(await screen.findByRole('link', { name: 'Go to the staff home' }, { timeout: 3000 })).toHaveAttribute('href', '/studio');
  });
});
