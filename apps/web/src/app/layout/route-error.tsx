import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { ErrorPanel } from './error-panel';
import { PublicFrame } from './public-frame';

function describe(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  return error === undefined ? undefined : String(error);
}

/** A failure inside one screen: the menu stays, the panel replaces the screen. */
function RouteError({ error }: FallbackProps) {
  return <ErrorPanel diagnostic={describe(error)} />;
}

/** The application itself failed (e.g. a stale build after a deploy: a screen's chunk is gone). */
function RootError({ error }: FallbackProps) {
  return (
    <PublicFrame>
      <ErrorPanel global diagnostic={describe(error)} />
    </PublicFrame>
  );
}

/** Going to another address (Back, a link of the menu) leaves the failed screen behind. */
function useResetKeys(): unknown[] {
  return [useLocation().key];
}

/** Route element around the screens: one that throws shows the panel in its place. */
export function ScreenErrorBoundary() {
  const resetKeys = useResetKeys();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={resetKeys}>
      <Outlet />
    </ErrorBoundary>
  );
}

/** Around the whole route table: what the screens' boundaries do not catch. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const resetKeys = useResetKeys();
  return (
    <ErrorBoundary FallbackComponent={RootError} resetKeys={resetKeys}>
      {children}
    </ErrorBoundary>
  );
}
