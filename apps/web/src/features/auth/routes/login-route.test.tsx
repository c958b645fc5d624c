import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet } from '../../../lib/api-client';
import { connectSessionToApiClient, wasSessionLost } from '../../session';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../test/test-user';
import LoginRoute from './login-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

describe('login screen', () => {
  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockApi({});
    renderRoute(<LoginRoute />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, you need to enter your email and password!');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ties the message to the invalid fields', async () => {
    mockApi({});
    renderRoute(<LoginRoute />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByRole('alert');
    expect(alert.id).not.toBe('');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Oops, you need to enter your email and password!');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
  });

  it('shows the server error inside the sign-in message', async () => {
    mockApi({ 'POST /auth/login': { status: 401, code: 'auth.invalid_credentials' } });
    renderRoute(<LoginRoute />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem attempting to sign in (These credentials do not match our records.)',
    );
  });

  it('signs in and leaves /login for the dashboard', async () => {
    const fetchMock = mockApi({ 'POST /auth/login': { data: { user: testUser, token: 't' } } });
    const { queryClient } = renderRoute(<LoginRoute />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'Sam@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'innerway-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(queryClient.getQueryData(['session'])).toEqual(testUser);
    expect(sentBody(fetchMock, 'POST /auth/login')).toEqual({
      email: 'sam@example.com',
      password: 'innerway-demo',
      anonymous_locale: 'en',
    });
  });

  it('has limits and autocomplete hints on its inputs', () => {
    renderRoute(<LoginRoute />, { path: '/login' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/password/reset');
  });
});

describe('login screen after a lost session', () => {
  /** A call answers 401 while `user` is in the session; the guard would now show this form. */
  async function answer401(user: typeof testUser | null) {
    mockApi({ 'GET /modules': { status: 401, code: 'auth.not_signed_in' } });
    const { queryClient } = renderRoute(<div />, { path: '/', user });
    connectSessionToApiClient(queryClient);
    await apiGet('/modules').catch(() => undefined);
    cleanup();
    return queryClient;
  }

  it('says once that the visitor no longer has access, when a 401 took a signed-in user away', async () => {
    const queryClient = await answer401(testUser);
    expect(queryClient.getQueryData(['session'])).toBeNull();

    renderRoute(<LoginRoute />, { path: '/topics' });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this resource.');
    expect(wasSessionLost()).toBe(false);

    cleanup();
    renderRoute(<LoginRoute />, { path: '/topics' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it in the reader\'s language', async () => {
    await answer401(testUser);
    await initTestI18n('fr');
    renderRoute(<LoginRoute />, { path: '/topics' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous n’avez pas accès à cette ressource.');
  });

  it('says nothing when no one was signed in', async () => {
    await answer401(null);
    expect(wasSessionLost()).toBe(false);
    renderRoute(<LoginRoute />, { path: '/topics' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the message with a successful sign-in', async () => {
    await answer401(testUser);
    mockApi({ 'POST /auth/login': { data: { user: testUser, token: 't' } } });
    const { queryClient } = renderRoute(<LoginRoute />, { path: '/topics' });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this resource.');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'innerway-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toEqual(testUser));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
