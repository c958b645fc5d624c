import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../test/test-user';
import RegisterRoute from './register-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

async function fillForm(confirmation = 'calm-river-42') {
  await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Rivera');
  await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'calm-river-42');
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirmation);
}

describe('registration screen', () => {
  it('prefills the institution code from ?code= and upper-cases what is typed', async () => {
    renderRoute(<RegisterRoute />, { path: '/register', url: '/register?code=kw2l' });
    const code = screen.getByLabelText('Institution Code (optional)');
    expect(code).toHaveValue('KW2L');
    expect(code).toHaveAttribute('maxlength', '8');
    await userEvent.type(code, 'p84n');
    expect(code).toHaveValue('KW2LP84N');
  });

  it('asks for every field, then for a matching confirmation', async () => {
    renderRoute(<RegisterRoute />, { path: '/register' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, you need to complete all fields before submitting!');

    await fillForm('calm-river-43');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, your password confirmation must match your password!');
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ties the message to the invalid fields only', async () => {
    renderRoute(<RegisterRoute />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Rivera');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Oops, you need to complete all fields before submitting!');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Institution Code (optional)').getAttribute('aria-describedby')).not.toContain(alert.id);
  });

  it('keeps the final button disabled until both documents were opened, then registers', async () => {
    const fetchMock = mockApi({ 'POST /users/register': { status: 201, data: { user: testUser, token: 't' } } });
    const { queryClient } = renderRoute(<RegisterRoute />, { path: '/register', url: '/register?code=kw2lp84n' });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use' });
    const agree = within(dialog).getByRole('button', { name: 'Agree and Finish Registration' });
    expect(agree).toBeDisabled();
    expect(within(dialog).getByText('Open both documents to continue.')).toBeInTheDocument();

    const terms = within(dialog).getByRole('link', { name: /Terms of Use/ });
    expect(terms).toHaveAttribute('href', '/legal/terms.en.html');
    expect(terms).toHaveAttribute('target', '_blank');
    await userEvent.click(terms);
    expect(agree).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('link', { name: /Privacy Policy/ }));
    expect(agree).toBeEnabled();

    await userEvent.click(agree);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(sentBody(fetchMock, 'POST /users/register')).toEqual({
      name: 'Sam Rivera',
      email: 'sam@example.com',
      password: 'calm-river-42',
      password_confirmation: 'calm-river-42',
      institution_code: 'KW2LP84N',
      marketing_opt_in: false,
      agreed_to_conditions: true,
      preferred_language: 'en',
    });
    expect(window.localStorage.getItem('innerway_first_time')).toBe('1');
    expect(queryClient.getQueryData(['session'])).toEqual(testUser);
  });

  it('shows a failed registration in the popup and keeps the form', async () => {
    mockApi({ 'POST /users/register': { status: 409, code: 'auth.email_taken' } });
    renderRoute(<RegisterRoute />, { path: '/register' });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: /Terms of Use/ }));
    await userEvent.click(within(dialog).getByRole('link', { name: /Privacy Policy/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree and Finish Registration' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There was a problem saving this registration: This email address is already registered.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The focus goes back to the button that opened the popup.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus());
    expect(screen.getByLabelText('Full Name')).toHaveValue('Sam Rivera');
    expect(screen.getByRole('alert')).toHaveTextContent('This email address is already registered.');
  });
});
