import { ScreenName, type TScreenName, type TUser } from '@innerway/domain';

/** The screen a route shows, for screen_view: the spec's name and the component's. */
export interface TScreenHandle {
  screenName: TScreenName;
  screenClass: string;
  /** Route params that open a popup over the screen rather than make another screen. */
  popupParams?: readonly string[];
}

/**
 * What a guard route lets through: `signedIn` shows the login screen in place to anyone else,
 * the others redirect, and a redirect is not a screen anyone saw.
 */
export type TRouteAccess = 'signedIn' | 'signedOut' | 'enabled' | 'unverified' | 'disabled';

/** `handle` of the route objects in app/router.tsx. */
export interface TRouteHandle {
  screen?: TScreenHandle;
  access?: TRouteAccess;
}

export const screenHandle = (screenName: TScreenName, screenClass: string, popupParams?: readonly string[]): TRouteHandle => ({
  screen: { screenName, screenClass, ...(popupParams ? { popupParams } : {}) },
});

/**
 * Which screen view this is: the screen and the params that make it (topic 1 and topic 2 are two
 * views of Topic Overview; the resource popup's id over the shelf is not another view).
 */
export function screenViewKey(screen: TScreenHandle, params: Record<string, string | undefined>): string {
  const own = Object.entries(params).filter(([name]) => name !== '*' && !screen.popupParams?.includes(name));
  return JSON.stringify([screen.screenName, own.sort(([a], [b]) => a.localeCompare(b))]);
}
export const accessHandle = (access: TRouteAccess): TRouteHandle => ({ access });

const loginScreen: TScreenHandle = { screenName: ScreenName.Login, screenClass: 'LoginRoute' };

export interface TSessionView {
  status: 'loading' | 'authenticated' | 'anonymous' | 'error';
  user: TUser | null;
}

/**
 * The screen the matched routes show this person, or null while that is not settled (the
 * session is loading) or when a guard is about to redirect. Handles run from the root down, as
 * the guards do.
 */
export function shownScreen(handles: readonly unknown[], session: TSessionView): TScreenHandle | null {
  if (session.status === 'loading' || session.status === 'error') return null;
  const user = session.user;
  let screen: TScreenHandle | null = null;
  for (const handle of handles as (TRouteHandle | undefined)[]) {
    switch (handle?.access) {
      case 'signedIn':
        if (!user) return loginScreen;
        break;
      case 'signedOut':
        if (user) return null;
        break;
      case 'enabled':
        if (user?.is_disabled) return null;
        break;
      case 'unverified':
        if (user?.is_email_verified) return null;
        break;
      case 'disabled':
        if (!user?.is_disabled) return null;
        break;
    }
    if (handle?.screen) screen = handle.screen;
  }
  return screen;
}
