import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/session';

/** /email/verify: the prompt is for a signed-in user whose e-mail still needs verifying. */
export function RequireUnverified() {
  const { user } = useSession();
  if (user?.is_email_verified) return <Navigate to="/" replace />;
  return <Outlet />;
}
