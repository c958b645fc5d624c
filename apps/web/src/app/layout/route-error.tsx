import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from './error-panel';
import { PublicFrame } from './public-frame';

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return error === undefined ? undefined : String(error);
}

/** A failure inside one screen: the menu stays, the panel replaces the screen. */
export function RouteError() {
  return <ErrorPanel diagnostic={describe(useRouteError())} />;
}

/** The application itself failed (e.g. a stale build after a deploy). */
export function RootError() {
  return (
    <PublicFrame>
      <ErrorPanel global diagnostic={describe(useRouteError())} />
    </PublicFrame>
  );
}
