import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerError } from '@innerway/domain';
import { mockApi, renderRoute, sentBody, setUpI18n, testUser } from '../test/render';
import LoginRoute from './login-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await setUpI18n('en');
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

  it('shows the server error inside the sign-in message', async () => {
    mockApi({ 'POST /auth/login': { status: 401, error: ServerError.invalidCredentials } });
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
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
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
