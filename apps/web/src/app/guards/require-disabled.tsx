import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/session';
import { PageSpinner } from '../layout/page-spinner';
import { SessionFailure } from './session-gate';

/** /disabled exists only for disabled accounts. */
export function RequireDisabled() {
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'error') return <SessionFailure />;
  if (!user?.is_disabled) return <Navigate to="/" replace />;
  return <Outlet />;
}
