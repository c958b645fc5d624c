import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../test/test-user';
import ResetPasswordRoute from './reset-password-route';

const url = '/password/reset/tok123?email=sam%40example.com';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

describe('reset password screen', () => {
  it('is "Reset Password" for a signed-out visitor, with the e-mail read-only', () => {
    renderRoute(<ResetPasswordRoute />, { path: '/password/reset/:token', url });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset Password');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute('href', '/');
  });

  it('is "Change Password" for a signed-in user', () => {
    renderRoute(<ResetPasswordRoute />, { path: '/password/reset/:token', url, user: testUser });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Change Password');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('shows the e-mail read-only even without ?email=, and the way back as a secondary button', () => {
    renderRoute(<ResetPasswordRoute />, { path: '/password/reset/:token', url: '/password/reset/tok123', user: testUser });
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveClass('secondary');
  });

  it('ties the message to the invalid fields, after their hints', async () => {
    renderRoute(<ResetPasswordRoute />, { path: '/password/reset/:token', url });
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    const alert = await screen.findByRole('alert');
    const password = screen.getByLabelText('New Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')?.split(' ')).toEqual([alert.id, `${password.id}-hint`]);
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Oops, you need to enter a new password before submitting!',
    );
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
  });

  it('validates, then resets and offers the dashboard', async () => {
    const fetchMock = mockApi({ 'POST /password/reset': { data: { user: testUser, token: 't' } } });
    renderRoute(<ResetPasswordRoute />, { path: '/password/reset/:token', url });
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, you need to enter a new password before submitting!');

    await userEvent.type(screen.getByLabelText('New Password'), 'calm-river-42');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'calm-river-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText('Your password was successfully reset!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset Password');
    expect(sentBody(fetchMock, 'POST /password/reset')).toMatchObject({ email: 'sam@example.com', token: 'tok123' });
  });

  it('shows a failure, and clears it when the language changes', async () => {
    mockApi({ 'POST /password/reset': { status: 400, code: 'auth.token_invalid' } });
    renderRoute(<ResetPasswordRoute />, { path: '/password/reset/:token', url });
    await userEvent.type(screen.getByLabelText('New Password'), 'calm-river-42');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'calm-river-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem resetting your password (This link is invalid or has expired.)',
    );
    await act(() => i18n.changeLanguage('fr'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
