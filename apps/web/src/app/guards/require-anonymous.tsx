import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/session';

/** /login, /register and /password/reset are for signed-out visitors only. */
export function RequireAnonymous() {
  const { status } = useSession();
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}
