import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import UnsubscribeRoute from './unsubscribe-route';

const path = '/reminders/unsubscribe';
const open = (token = 'a.b.c') => renderRoute(<UnsubscribeRoute />, { path, url: `${path}?token=${token}` });

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});
afterEach(() => i18n.changeLanguage('en'));

describe('the unsubscribe page', () => {
  it('asks before it acts, in the member’s language, signed out', async () => {
    const fetchMock = mockApi({
      'GET /reminders/unsubscribe': { data: { state: 'valid', reminders_on: true, language: 'fr' } },
      'POST /reminders/unsubscribe': { data: { state: 'valid', reminders_on: false, language: 'fr' } },
    });
    open();
    const stop = await screen.findByRole('button', { name: 'Arrêter les rappels' });
    expect(callsTo(fetchMock, 'POST /reminders/unsubscribe')).toBe(0);
    await userEvent.click(stop);
    expect(await screen.findByText('C’est fait. Vous ne recevrez plus d’e-mail de rappel.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à mon compte' })).toHaveAttribute('href', '/users/me');
  });

  it('says plainly when the link was tampered with or is too old', async () => {
    mockApi({ 'GET /reminders/unsubscribe': { data: { state: 'invalid', reminders_on: false, language: null } } });
    const { unmount } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    unmount();
    mockApi({ 'GET /reminders/unsubscribe': { data: { state: 'expired', reminders_on: false, language: null } } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is too old to use.');
    expect(screen.queryByRole('button', { name: 'Stop reminders' })).not.toBeInTheDocument();
  });

  it('says when reminders are off already', async () => {
    mockApi({ 'GET /reminders/unsubscribe': { data: { state: 'valid', reminders_on: false, language: 'en' } } });
    open();
    expect(await screen.findByText(/Reminders are already off/)).toBeInTheDocument();
  });
});
