import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../test/test-user';
import EmailVerificationBanner from './email-verification-banner';

beforeEach(async () => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  await initTestI18n('en');
});

describe('verification banner', () => {
  const unverified = { ...testUser, is_email_verified: false };

  it('resends the mail from its popup', async () => {
    mockApi({ 'GET /email/resend': { data: { already_verified: false } } });
    renderRoute(<EmailVerificationBanner />, { path: '/', user: unverified });
    expect(screen.getByText(/We sent a link to sam@example.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(/We sent another email to sam@example.com/)).toBeInTheDocument();
  });

  it('can be dismissed for the visit', async () => {
    renderRoute(<EmailVerificationBanner />, { path: '/', user: unverified });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss for now' }));
    expect(screen.queryByText(/We sent a link/)).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('innerway_verification_banner_dismissed')).toBe('sam@example.com');
  });

  it('shows again for a new address', async () => {
    window.sessionStorage.setItem('innerway_verification_banner_dismissed', 'old@example.com');
    renderRoute(<EmailVerificationBanner />, { path: '/', user: unverified });
    expect(screen.getByText(/We sent a link to sam@example.com/)).toBeInTheDocument();
  });
});
