import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../../auth/test/test-user';
import { ProfileSection } from './profile-section';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const passwordHint = 'To change your email, enter the password you sign in with.';

async function editEmail(email: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const field = await screen.findByLabelText('Email');
  await userEvent.clear(field);
  if (email) await userEvent.type(field, email);
  return field;
}

describe('the profile form and the current password', () => {
  it('asks for the current password only while the e-mail differs from the saved one', async () => {
    renderRoute(<ProfileSection user={testUser} />, { path: '/users/me', user: testUser });
    const email = await editEmail('sam@example.org');
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription(passwordHint);

    // The saved address typed back, in another case, is no change.
    await userEvent.clear(email);
    await userEvent.type(email, 'SAM@example.com');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('will not send a new address without the password, and sends it with the password', async () => {
    const fetchMock = mockApi({ 'PUT /users/7': { data: { ...testUser, email: 'sam@example.org', is_email_verified: false } } });
    renderRoute(<ProfileSection user={testUser} />, { path: '/users/me', user: testUser });
    await editEmail('sam@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your current password to change your email.');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Current password'), 'my secret words');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/We sent a link to sam@example\.org: open it to verify your new address/)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT /users/7')).toEqual({
      name: 'Sam Rivera',
      email: 'sam@example.org',
      marketing_opt_in: testUser.marketing_opt_in,
      current_password: 'my secret words',
    });
  });

  it("shows the server's refusal on the field it is about", async () => {
    mockApi({
      'PUT /users/7': [
        { status: 403, code: 'auth.current_password_invalid' },
        { status: 409, code: 'auth.email_taken' },
      ],
    });
    renderRoute(<ProfileSection user={testUser} />, { path: '/users/me', user: testUser });
    const email = await editEmail('taken@example.com');
    const password = screen.getByLabelText('Current password');
    await userEvent.type(password, 'a wrong guess');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was a problem saving these changes: Your current password is not correct.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-describedby', expect.stringContaining(alert.id));
    await waitFor(() => expect(password).toHaveFocus());
    expect(email).not.toHaveAttribute('aria-invalid');

    // Editing the refused field clears the refusal.
    await userEvent.type(password, '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address is already registered.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  });
});
