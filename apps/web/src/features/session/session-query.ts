import { queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { ApiReadPath, type TUser } from '@innerway/domain';
import { apiGet, onUnauthorized } from '../../lib/api-client';
import { clearSessionTokens, sessionToken } from '../../platform/session-token';
import { markSessionLost } from './session-lost';

export const sessionQueryKey = ['session'] as const;

async function readSessionUser(signal: AbortSignal): Promise<TUser | null> {
  const sent = import.meta.env.VITE_APP_TARGET === 'native' ? sessionToken() : null;
  const user = await apiGet(ApiReadPath.session, { signal });
  // In the apps, a stored token the server no longer knows (expired, ended elsewhere) is dead:
  // drop it rather than keep sending it. Not one replaced by a sign-in meanwhile.
  if (import.meta.env.VITE_APP_TARGET === 'native' && user === null && sent !== null && sent === sessionToken()) {
    await clearSessionTokens().catch(() => undefined);
  }
  return user;
}

/** GET /users/me never answers 401: it gives the user, or null when signed out. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => readSessionUser(signal),
  staleTime: 60_000,
});

/**
 * Any 401 means the session is gone: forget the user so the guards show the login screen, and
 * remember that a signed-in user was lost (not a visitor who never signed in) so it can say why.
 */
export function connectSessionToApiClient(queryClient: QueryClient): void {
  onUnauthorized(() => {
    if (queryClient.getQueryData<TUser | null>(sessionQueryKey)) markSessionLost();
    queryClient.setQueryData<TUser | null>(sessionQueryKey, null);
  });
}

/**
 * Everything held besides the session was read for one person, with their access: the content
 * replies carry a trial user's locked items in their locked shape, a full user's whole. When
 * someone else signs in (after an ended or lost session), none of it is shown to them; when the
 * same person's access changes (full access granted, here or on another device), it is read again.
 */
export function keepHeldRepliesWithTheirViewer(queryClient: QueryClient): void {
  let viewer: Pick<TUser, 'id' | 'is_trial_mode'> | null = null;
  const notSession = { predicate: (query: Query) => query.queryKey[0] !== sessionQueryKey[0] };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== sessionQueryKey[0]) return;
    const user = event.query.state.data as TUser | null | undefined;
    if (!user) return;
    if (viewer && viewer.id !== user.id) queryClient.removeQueries(notSession);
    else if (viewer && viewer.is_trial_mode !== user.is_trial_mode) void queryClient.invalidateQueries(notSession);
    viewer = { id: user.id, is_trial_mode: user.is_trial_mode };
  });
}
