import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ScreenName } from '@innerway/domain';
import { accessHandle, screenHandle } from '../features/analytics';
import { appConfig } from '../lib/config';
import { LoginInPlace, RequireAnonymous, RequireAuth, RequireDisabled, RequireUnverified, SessionGate } from './guards';
import { AdaptiveFrame } from './layout/adaptive-frame';
import { AppShell } from './layout/app-shell';
import { PublicFrame } from './layout/public-frame';
import { RootLayout } from './layout/root-layout';
import { isLazyScreen, lazyScreen } from './lazy-screen';
import { RootErrorBoundary, ScreenErrorBoundary } from './layout/route-error';
import { RouteMatchesContext } from './route-matches';

/*
 * Every screen is its own chunk (`lazyScreen`), fetched when its route is first visited. The router
 * moves to a new address in a transition, so the screen on view stays until the next one's chunk
 * is here. The first screen's chunk is loaded before the first render (preloadScreensAt).
 */

const dashboard = lazyScreen(() => import('../features/dashboard/routes/dashboard-route'));
const dashboardHandle = screenHandle(ScreenName.Dashboard, 'DashboardRoute');
const resources = lazyScreen(() => import('../features/resources/routes/resources-route'));
const resourcesHandle = screenHandle(ScreenName.Resources, 'ResourcesRoute', ['resourceId']);

// `local` only: the developer showcase and the outbox; elsewhere these paths are not found.
const localOnly: RouteObject[] =
  appConfig.env === 'local'
    ? [
        { path: 'ui', Component: lazyScreen(() => import('./routes/ui-route')) },
        { path: 'dev/mail', Component: lazyScreen(() => import('./routes/dev-mail-route')) },
      ]
    : [];

/**
 * The route table of spec section 2. /health and /request-account-deletion load outside it (main.tsx).
 * Each screen's `handle` names it for screen_view (spec section 7); each guard's says who it lets
 * through, so that a redirect is not counted as a screen seen (analytics/screen-handles.ts).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        path: 'logout',
        handle: screenHandle(ScreenName.Logout, 'LogoutRoute'),
        Component: PublicFrame,
        children: [{ index: true, Component: lazyScreen(() => import('../features/auth/routes/logout-route')) }],
      },
      {
        path: 'disabled',
        handle: { ...accessHandle('disabled'), ...screenHandle(ScreenName.DisabledNotice, 'DisabledRoute') },
        Component: RequireDisabled,
        children: [
          {
            Component: PublicFrame,
            children: [{ index: true, Component: lazyScreen(() => import('../features/auth/routes/disabled-route')) }],
          },
        ],
      },
      {
        Component: SessionGate,
        handle: accessHandle('enabled'),
        children: [
          {
            Component: RequireAuth,
            handle: accessHandle('signedIn'),
            children: [
              // The staff area: one lazy screen with its own route table (app/staff-routes.tsx), so
              // that neither its screens nor their entries in a table are in a member's first load.
              { path: 'studio/*', Component: lazyScreen(() => import('./routes/studio-route')) },
              {
                Component: AppShell,
                children: [
                  {
                    Component: ScreenErrorBoundary,
                    children: [
                      { index: true, Component: dashboard, handle: dashboardHandle },
                      { path: 'dashboard', Component: dashboard, handle: dashboardHandle },
                      {
                        path: 'topics',
                        Component: lazyScreen(() => import('../features/topics/routes/library-route')),
                        handle: screenHandle(ScreenName.Library, 'LibraryRoute'),
                      },
                      {
                        path: 'topic_overview/:topicId',
                        Component: lazyScreen(() => import('../features/topics/routes/topic-overview-route')),
                        handle: screenHandle(ScreenName.TopicOverview, 'TopicOverviewRoute'),
                      },
                      {
                        path: 'topic_detail/:topicId',
                        Component: lazyScreen(() => import('../features/topic-detail/routes/topic-detail-route')),
                        handle: screenHandle(ScreenName.TopicDetail, 'TopicDetailRoute'),
                      },
                      {
                        path: 'progress',
                        Component: lazyScreen(() => import('../features/progress/routes/progress-route')),
                        handle: screenHandle(ScreenName.Progress, 'ProgressRoute'),
                      },
                      {
                        path: 'journal',
                        Component: lazyScreen(() => import('../features/journal/routes/journal-route')),
                        handle: screenHandle(ScreenName.Journal, 'JournalRoute'),
                      },
                      { path: 'resources', Component: resources, handle: resourcesHandle },
                      { path: 'resources/:resourceId', Component: resources, handle: resourcesHandle },
                      {
                        path: 'users/me',
                        Component: lazyScreen(() => import('../features/account/routes/account-route')),
                        handle: screenHandle(ScreenName.UserAccount, 'AccountRoute'),
                      },
                      {
                        path: 'email/verify',
                        handle: { ...accessHandle('unverified'), ...screenHandle(ScreenName.EmailVerification, 'VerificationPromptRoute') },
                        Component: RequireUnverified,
                        children: [
                          { index: true, Component: lazyScreen(() => import('../features/auth/routes/verification-prompt-route')) },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            Component: RequireAnonymous,
            handle: accessHandle('signedOut'),
            children: [
              {
                Component: PublicFrame,
                children: [
                  {
                    path: 'login',
                    Component: lazyScreen(() => import('../features/auth/routes/login-route')),
                    handle: screenHandle(ScreenName.Login, 'LoginRoute'),
                  },
                  {
                    path: 'register',
                    Component: lazyScreen(() => import('../features/auth/routes/register-route')),
                    handle: screenHandle(ScreenName.Registration, 'RegisterRoute'),
                  },
                  {
                    path: 'password/reset',
                    Component: lazyScreen(() => import('../features/auth/routes/forgot-password-route')),
                    handle: screenHandle(ScreenName.PasswordHelp, 'ForgotPasswordRoute'),
                  },
                ],
              },
            ],
          },
          {
            Component: AdaptiveFrame,
            children: [
              {
                Component: ScreenErrorBoundary,
                children: [
                  {
                    path: 'password/reset/:token',
                    Component: lazyScreen(() => import('../features/auth/routes/reset-password-route')),
                    handle: screenHandle(ScreenName.PasswordReset, 'ResetPasswordRoute'),
                  },
                  {
                    path: 'email/verify/:verificationId',
                    Component: lazyScreen(() => import('../features/auth/routes/verify-email-route')),
                    handle: screenHandle(ScreenName.EmailVerification, 'VerifyEmailRoute'),
                  },
                  // Opened from a reminder mail, signed in or not; no screen_view (not a screen of spec section 7).
                  { path: 'reminders/unsubscribe', Component: lazyScreen(() => import('../features/reminders/routes/unsubscribe-route')) },
                  ...localOnly,
                  {
                    path: '*',
                    Component: lazyScreen(() => import('./routes/not-found-route')),
                    handle: screenHandle(ScreenName.NotFound, 'NotFoundRoute'),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the screen the route table shows at `pathname`: for someone signed out on a
 * signed-in route, the login screen RequireAuth shows in place. `signedIn` is undefined when the
 * session could not be read; the route's own screen is loaded then.
 */
export async function preloadScreensAt(pathname: string, signedIn: boolean | undefined): Promise<void> {
  const components = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.Component);
  const screens = signedIn === false && components.includes(RequireAuth) ? [LoginInPlace] : components.filter(isLazyScreen);
  await Promise.all(screens.map((screen) => screen.preload()));
}

/**
 * The route table at the current address, inside the router (BrowserRouter, or MemoryRouter in
 * tests). The matched routes go in a context for what reads their `handle`s (screen views, scroll).
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [location]);
  // Without a location argument: given one, useRoutes tells every route below that each
  // navigation was a POP, and the scroll restoration would then never start a new screen at the top.
  const screen = useRoutes(routes);
  return (
    <RouteMatchesContext value={matches}>
      <RootErrorBoundary>{screen}</RootErrorBoundary>
    </RouteMatchesContext>
  );
}
