import '../../test/auth-mocks';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';

beforeAll(async () => {
  await initTestI18n();
});

describe('RequireAnonymous', () => {
  it('sends a signed-in person who opens a gift link on to the prompt, with the code filled in', async () => {
    const { router } = renderApp('/register?code=ab7cd8ef', testUser);
    await waitFor(() => expect(router.location().pathname).toBe('/'));
    expect(router.location().search).toBe('?subscribe=1&code=AB7CD8EF');
    expect(await screen.findByRole('dialog', { name: 'Get full access' })).toBeInTheDocument();
  });

  it('sends a signed-in person home from /register without a code, and from /login', async () => {
    for (const path of ['/register', '/login?code=AB7CD8EF']) {
      const { router } = renderApp(path, testUser);
      await waitFor(() => expect(router.location().pathname).toBe('/'));
      expect(router.location().search).toBe('');
      cleanup();
    }
  });

  it('shows a signed-out visitor the registration screen, code and all', async () => {
    const { router } = renderApp('/register?code=AB7CD8EF', null);
    expect(await screen.findByRole('heading', { name: 'Register screen' })).toBeInTheDocument();
    expect(router.location().search).toBe('?code=AB7CD8EF');
  });

  it('does not open the prompt for someone who just registered with the code (it is redeemed already)', async () => {
    const { router, queryClient } = renderApp('/register?code=AB7CD8EF', null);
    await screen.findByRole('heading', { name: 'Register screen' });
    queryClient.setQueryData(['session'], { ...testUser, is_trial_mode: false });
    await waitFor(() => expect(router.location().pathname).toBe('/'));
    expect(router.location().search).toBe('');
  });
});
