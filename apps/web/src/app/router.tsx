import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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

// `local` only: the developer showcase and the outbox; elsewhere these paths are not found.
const localOnly: RouteObject[] =
  appConfig.env === 'local'
    ? [
        { path: 'ui', lazy: screen(() => import('./routes/ui-route')) },
        { path: 'dev/mail', lazy: screen(() => import('./routes/dev-mail-route')) },
      ]
    : [];

/** The route table of spec section 2. /health and /request-account-deletion load outside it (main.tsx). */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: () => <PageSpinner />,
    children: [
      {
        path: 'logout',
        Component: PublicFrame,
        children: [{ index: true, lazy: screen(() => import('../features/auth/routes/logout-route')) }],
      },
      {
        path: 'disabled',
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
        children: [
          {
            Component: RequireAuth,
            children: [
              {
                Component: AppShell,
                children: [
                  {
                    ErrorBoundary: RouteError,
                    children: [
                      { index: true, lazy: dashboard },
                      { path: 'dashboard', lazy: dashboard },
                      { path: 'topics', lazy: screen(() => import('./routes/library-route')) },
                      { path: 'topic_overview/:topicId', lazy: screen(() => import('./routes/topic-overview-route')) },
                      { path: 'topic_detail/:topicId', lazy: screen(() => import('./routes/topic-detail-route')) },
                      { path: 'progress', lazy: screen(() => import('./routes/progress-route')) },
                      { path: 'resources', lazy: screen(() => import('./routes/resources-route')) },
                      { path: 'resources/:resourceId', lazy: screen(() => import('./routes/resources-route')) },
                      { path: 'users/me', lazy: screen(() => import('../features/account/routes/account-route')) },
                      {
                        path: 'email/verify',
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
            children: [
              {
                Component: PublicFrame,
                children: [
                  { path: 'login', lazy: screen(() => import('../features/auth/routes/login-route')) },
                  { path: 'register', lazy: screen(() => import('../features/auth/routes/register-route')) },
                  { path: 'password/reset', lazy: screen(() => import('../features/auth/routes/forgot-password-route')) },
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
                  { path: 'password/reset/:token', lazy: screen(() => import('../features/auth/routes/reset-password-route')) },
                  { path: 'email/verify/:verificationId', lazy: screen(() => import('../features/auth/routes/verify-email-route')) },
                  ...localOnly,
                  { path: '*', lazy: screen(() => import('./routes/not-found-route')) },
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
