import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, setUpI18n, testUser } from '../../auth/test/render';
import { SubscribeParamPrompt } from './subscribe-param-prompt';

beforeEach(async () => {
  await setUpI18n('en');
});

describe('SubscribeParamPrompt', () => {
  it('opens while the URL says subscribe=1 and removes only that parameter on close', async () => {
    renderRoute(<SubscribeParamPrompt />, { path: '/topics', url: '/topics?subscribe=1&view=grid', user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Get full access' });
    expect(within(dialog).getByText('This content is only available to those with full access.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/topics\?view=grid$/);
  });

  it('shows nothing without the parameter', () => {
    renderRoute(<SubscribeParamPrompt />, { path: '/topics', user: testUser });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('points to the app stores with badges that are real, labelled links', async () => {
    renderRoute(<SubscribeParamPrompt />, { path: '/topics', url: '/topics?subscribe=1', user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Get full access' });
    const stores = within(dialog).getByRole('list', { name: 'Get the app' });
    const apple = within(stores).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' });
    const google = within(stores).getByRole('link', { name: 'GET IT ON Google Play (opens in a new tab)' });
    expect(apple.getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(google.getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    for (const link of [apple, google]) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('speaks the reader’s language', async () => {
    await setUpI18n('fr');
    renderRoute(<SubscribeParamPrompt />, { path: '/topics', url: '/topics?subscribe=1', user: testUser });
    const dialog = await screen.findByRole('dialog', { name: 'Obtenir l’accès complet' });
    expect(within(dialog).getByRole('link', { name: /Télécharger dans l’App Store/ })).toBeInTheDocument();
    await setUpI18n('en');
  });
});
