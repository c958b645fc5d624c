import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ScreenName } from '@innerway/domain';
import { accessHandle, screenHandle } from '../analytics';
import { appConfig } from '../lib/config';
import { RequireAnonymous, RequireAuth, RequireDisabled, RequireUnverified, SessionGate } from './guards';
import { AdaptiveFrame } from './layout/adaptive-frame';
import { AppShell } from './layout/app-shell';
import { PageSpinner } from './layout/page-spinner';
import { PublicFrame } from './layout/public-frame';
import { RootLayout } from './layout/root-layout';
import { RootError, RouteError } from './layout/route-error';

/** Every screen is its own chunk, fetched when its route is first visited. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const dashboard = screen(() => import('./routes/dashboard-route'));
const dashboardHandle = screenHandle(ScreenName.Dashboard, 'DashboardRoute');
const resources = screen(() => import('./routes/resources-route'));
const resourcesHandle = screenHandle(ScreenName.Resources, 'ResourcesRoute', ['resourceId']);

// `local` only: the developer showcase and the outbox; elsewhere these paths are not found.
const localOnly: RouteObject[] =
  appConfig.env === 'local'
    ? [
        { path: 'ui', lazy: screen(() => import('./routes/ui-route')) },
        { path: 'dev/mail', lazy: screen(() => import('./routes/dev-mail-route')) },
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
    ErrorBoundary: RootError,
    HydrateFallback: () => <PageSpinner />,
    children: [
      {
        path: 'logout',
        handle: screenHandle(ScreenName.Logout, 'LogoutRoute'),
        Component: PublicFrame,
        children: [{ index: true, lazy: screen(() => import('../features/auth/routes/logout-route')) }],
      },
      {
        path: 'disabled',
        handle: { ...accessHandle('disabled'), ...screenHandle(ScreenName.DisabledNotice, 'DisabledRoute') },
        Component: RequireDisabled,
        children: [
          {
            Component: PublicFrame,
            children: [{ index: true, lazy: screen(() => import('../features/auth/routes/disabled-route')) }],
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
              {
                Component: AppShell,
                children: [
                  {
                    ErrorBoundary: RouteError,
                    children: [
                      { index: true, lazy: dashboard, handle: dashboardHandle },
                      { path: 'dashboard', lazy: dashboard, handle: dashboardHandle },
                      {
                        path: 'topics',
                        lazy: screen(() => import('./routes/library-route')),
                        handle: screenHandle(ScreenName.Library, 'LibraryRoute'),
                      },
                      {
                        path: 'topic_overview/:topicId',
                        lazy: screen(() => import('./routes/topic-overview-route')),
                        handle: screenHandle(ScreenName.TopicOverview, 'TopicOverviewRoute'),
                      },
                      {
                        path: 'topic_detail/:topicId',
                        lazy: screen(() => import('./routes/topic-detail-route')),
                        handle: screenHandle(ScreenName.TopicDetail, 'TopicDetailRoute'),
                      },
                      {
                        path: 'progress',
                        lazy: screen(() => import('./routes/progress-route')),
                        handle: screenHandle(ScreenName.Progress, 'ProgressRoute'),
                      },
                      { path: 'resources', lazy: resources, handle: resourcesHandle },
                      { path: 'resources/:resourceId', lazy: resources, handle: resourcesHandle },
                      {
                        path: 'users/me',
                        lazy: screen(() => import('../features/account/routes/account-route')),
                        handle: screenHandle(ScreenName.UserAccount, 'AccountRoute'),
                      },
                      {
                        path: 'email/verify',
                        handle: { ...accessHandle('unverified'), ...screenHandle(ScreenName.EmailVerification, 'VerificationPromptRoute') },
                        Component: RequireUnverified,
                        children: [
                          { index: true, lazy: screen(() => import('../features/auth/routes/verification-prompt-route')) },
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
                    lazy: screen(() => import('../features/auth/routes/login-route')),
                    handle: screenHandle(ScreenName.Login, 'LoginRoute'),
                  },
                  {
                    path: 'register',
                    lazy: screen(() => import('../features/auth/routes/register-route')),
                    handle: screenHandle(ScreenName.Registration, 'RegisterRoute'),
                  },
                  {
                    path: 'password/reset',
                    lazy: screen(() => import('../features/auth/routes/forgot-password-route')),
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
                ErrorBoundary: RouteError,
                children: [
                  {
                    path: 'password/reset/:token',
                    lazy: screen(() => import('../features/auth/routes/reset-password-route')),
                    handle: screenHandle(ScreenName.PasswordReset, 'ResetPasswordRoute'),
                  },
                  {
                    path: 'email/verify/:verificationId',
                    lazy: screen(() => import('../features/auth/routes/verify-email-route')),
                    handle: screenHandle(ScreenName.EmailVerification, 'VerifyEmailRoute'),
                  },
                  ...localOnly,
                  {
                    path: '*',
                    lazy: screen(() => import('./routes/not-found-route')),
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
