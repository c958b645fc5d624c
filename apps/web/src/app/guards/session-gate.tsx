import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/session';
import { ErrorPanel } from '../layout/error-panel';
import { PageSpinner } from '../layout/page-spinner';
import { PublicFrame } from '../layout/public-frame';

/**
 * Every route but /disabled and /logout: waits for the current user, shows the global failure
 * when it cannot be had, and sends a disabled account to its notice.
 */
export function SessionGate() {
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'error') return <SessionFailure />;
  if (user?.is_disabled) return <Navigate to="/disabled" replace />;
  return <Outlet />;
}

export function SessionFailure() {
  return (
    <PublicFrame>
      <ErrorPanel global />
    </PublicFrame>
  );
}
