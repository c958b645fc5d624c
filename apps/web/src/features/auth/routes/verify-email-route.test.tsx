import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../test/test-user';
import VerifyEmailRoute from './verify-email-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const path = '/email/verify/:verificationId';

describe('e-mail verification link', () => {
  it('verifies once, even under StrictMode, and stores the user', async () => {
    const fetchMock = mockApi({ 'GET /email/verify/abc': { data: { user: testUser, token: 't' } } });
    const { queryClient } = renderRoute(
      <StrictMode>
        <VerifyEmailRoute />
      </StrictMode>,
      { path, url: '/email/verify/abc' },
    );
    expect(screen.getByText('Verifying...')).toBeInTheDocument();
    expect(
      await screen.findByText('Thank you for verifying your email. Your account setup is now fully completed.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['session'])).toEqual(testUser);
    expect(screen.getByRole('link', { name: 'Go to the Dashboard' })).toHaveAttribute('href', '/');
  });

  it('says the link may be expired or invalid', async () => {
    mockApi({ 'GET /email/verify/old': { status: 400, error: 'This link is invalid or has expired.', data: { already_verified: false } } });
    renderRoute(<VerifyEmailRoute />, { path, url: '/email/verify/old' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem verifying your email. This link may be expired or invalid.',
    );
  });

  it('says the address already seems verified when the reply says so', async () => {
    mockApi({ 'GET /email/verify/used': { status: 400, error: 'Your email is already verified.', data: { already_verified: true } } });
    renderRoute(<VerifyEmailRoute />, { path, url: '/email/verify/used' });
    expect(
      await screen.findByText('There was a problem processing this request, but your email already seems to be verified anyway...'),
    ).toBeInTheDocument();
  });

  it('rejects an empty id without calling the server', () => {
    const fetchMock = mockApi({});
    renderRoute(<VerifyEmailRoute />, { path, url: '/email/verify/%20' });
    expect(screen.getByRole('alert')).toHaveTextContent('Verification URL is invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
