import '../../test/auth-mocks';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

beforeAll(async () => {
  await initTestI18n();
});

describe('route guards', () => {
  it('shows a signed-out visitor the login screen in place, keeping the address', async () => {
    const { router } = renderApp('/progress', null);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.location().pathname).toBe('/progress');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('lets the visitor through once the session has a user', async () => {
    const { queryClient } = renderApp('/progress', null);
    await screen.findByRole('heading', { name: 'Login screen' });
    queryClient.setQueryData(['session'], testUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to the dashboard', async () => {
    const { router } = renderApp('/login', testUser);
    expect(await screen.findByRole('heading', { name: 'Hi Ana,' })).toBeInTheDocument();
    expect(router.location().pathname).toBe('/');
  });

  it('sends a disabled user to /disabled from anywhere', async () => {
    const { router } = renderApp('/topics', { ...testUser, is_disabled: true });
    expect(await screen.findByRole('heading', { name: 'Disabled screen' })).toBeInTheDocument();
    expect(router.location().pathname).toBe('/disabled');
  });

  it('sends a user who is not disabled away from /disabled', async () => {
    const { router } = renderApp('/disabled', testUser);
    await waitFor(() => expect(router.location().pathname).toBe('/'));
  });

  it('lets a disabled user sign out', async () => {
    renderApp('/logout', { ...testUser, is_disabled: true });
    expect(await screen.findByRole('heading', { name: 'Logout screen' })).toBeInTheDocument();
  });

  it('shows the verification prompt to an unverified user and sends a verified one home', async () => {
    renderApp('/email/verify', { ...testUser, is_email_verified: false });
    expect(await screen.findByRole('heading', { name: 'Verification prompt screen' })).toBeInTheDocument();
    expect(screen.queryByText('Please verify your email')).not.toBeInTheDocument();
  });

  it('shows the verification banner to an unverified user elsewhere', async () => {
    renderApp('/topics', { ...testUser, is_email_verified: false });
    expect(await screen.findByText('Please verify your email')).toBeInTheDocument();
  });

  it('forgets the user on a 401 and shows the login screen', async () => {
    const { queryClient } = renderApp('/topics', testUser);
    await screen.findByRole('heading', { level: 1, name: 'Library' });
    queryClient.setQueryData(['session'], null);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });
});
