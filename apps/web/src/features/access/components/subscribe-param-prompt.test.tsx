import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../../../test/users';
import { SubscribeParamPrompt } from './subscribe-param-prompt';

// The dialog is a lazy chunk: fetched here once, so the first test does not time out waiting for it.
beforeAll(() => import('./subscribe-prompt'));

beforeEach(async () => {
  vi.unstubAllGlobals();
  mockApi({ 'GET /users/7/gift_cards': { data: { purchased_gift_cards: [], redeemable_gift_card: null } } });
  await initTestI18n('en');
});

describe('SubscribeParamPrompt', () => {
  it('opens while the URL says subscribe=1 and removes only its parameters on close', async () => {
    renderRoute(<SubscribeParamPrompt />, { path: '/topics', url: '/topics?subscribe=1&view=grid&code=AB7CD8EF', user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Get full access' });
    expect(within(dialog).getByText('This content is only available to those with full access.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/topics\?view=grid$/);
  });

  it('shows nothing without the parameter', () => {
    renderRoute(<SubscribeParamPrompt />, { path: '/topics', user: testUser });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fills the code entry from the link', async () => {
    renderRoute(<SubscribeParamPrompt />, { path: '/', url: '/?subscribe=1&code=ab7cd8ef', user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Get full access' });
    expect(within(dialog).getByLabelText('Code')).toHaveValue('AB7CD8EF');
  });

  it('points to the app stores with badges that are real, labelled links', async () => {
    renderRoute(<SubscribeParamPrompt />, { path: '/topics', url: '/topics?subscribe=1', user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Get full access' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Get full access in the app' }));
    const stores = within(dialog).getByRole('list', { name: 'Get the app' });
    const apple = within(stores).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' });
    const google = within(stores).getByRole('link', { name: 'GET IT ON Google Play (opens in a new tab)' });
    expect(apple.getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(google.getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    for (const link of [apple, google]) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('speaks the reader’s language', async () => {
    await initTestI18n('fr');
    renderRoute(<SubscribeParamPrompt />, { path: '/topics', url: '/topics?subscribe=1', user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Obtenir l’accès complet' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Obtenir l’accès complet dans l’application' }));
    expect(within(dialog).getByRole('link', { name: /Télécharger dans l’App Store/ })).toBeInTheDocument();
    await initTestI18n('en');
  });
});
