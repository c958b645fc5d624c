import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TUser } from '@innerway/domain';
import { apiGet, onUnauthorized } from '../../lib/api-client';
import { clearSessionLost, connectSessionToApiClient, sessionQueryKey, useSetSessionUser, wasSessionLost } from '.';

const user = { id: 7, email: 'sam@example.com', name: 'Sam' } as TUser;

function answer401() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: false, data: null, error: 'You need to sign in first.' }), { status: 401 })),
  );
  return apiGet('/modules').catch(() => undefined);
}

function setUp(sessionUser: TUser | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, sessionUser);
  connectSessionToApiClient(queryClient);
  return queryClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
  onUnauthorized(null);
  clearSessionLost();
});

describe('lost session flag', () => {
  it('is set when a 401 clears a signed-in user', async () => {
    const queryClient = setUp(user);
    await answer401();
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(wasSessionLost()).toBe(true);
  });

  it('is not set when no one was signed in', async () => {
    setUp(null);
    await answer401();
    expect(wasSessionLost()).toBe(false);
  });

  it('is cleared when someone signs in again', async () => {
    const queryClient = setUp(user);
    await answer401();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSetSessionUser(), { wrapper });
    act(() => result.current(user));
    expect(wasSessionLost()).toBe(false);
  });
});
