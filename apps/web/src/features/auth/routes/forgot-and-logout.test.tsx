import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../test/test-user';
import ForgotPasswordRoute from './forgot-password-route';
import LogoutRoute from './logout-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  await initTestI18n('en');
});

describe('forgot password screen', () => {
  it('asks for an address, then replaces the form with the message', async () => {
    mockApi({ 'POST /password/email': { data: null } });
    renderRoute(<ForgotPasswordRoute />, { path: '/password/reset' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, you need to enter an email!');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for sam@example.com');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('ties the message to the e-mail field', async () => {
    mockApi({});
    renderRoute(<ForgotPasswordRoute />, { path: '/password/reset' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Oops, you need to enter an email!');
  });
});

describe('logout screen', () => {
  it('signs out, forgets the user and returns to /', async () => {
    const fetchMock = mockApi({ 'GET /auth/logout': { data: null } });
    const { queryClient } = renderRoute(<LogoutRoute />, { path: '/logout', user: testUser });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });

  it("forgets the previous person's flags on this browser but keeps the language", async () => {
    window.localStorage.setItem('innerway_first_time', '1');
    window.localStorage.setItem('preferred_language', 'fr');
    window.sessionStorage.setItem('innerway_verification_banner_dismissed', '1');
    mockApi({ 'GET /auth/logout': { data: null } });
    renderRoute(<LogoutRoute />, { path: '/logout', user: testUser });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('innerway_first_time')).toBeNull();
    expect(window.sessionStorage.getItem('innerway_verification_banner_dismissed')).toBeNull();
    expect(window.localStorage.getItem('preferred_language')).toBe('fr');
  });

  it('says so when signing out fails', async () => {
    mockApi({ 'GET /auth/logout': { status: 500, error: 'boom' } });
    renderRoute(<LogoutRoute />, { path: '/logout', user: testUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem while signing out. Please try again later.');
  });

  it('goes straight to / when already signed out', () => {
    const fetchMock = mockApi({});
    renderRoute(<LogoutRoute />, { path: '/logout' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
