import { lazy } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../features/session';
import { PublicFrame } from '../layout/public-frame';

const LoginRoute = lazy(() => import('../../features/auth/routes/login-route'));

/**
 * Signed-out visitors see the login screen in place: the address stays, so once they sign in
 * (which stores the user in the session) they are where they meant to go.
 */
export function RequireAuth() {
  const { status } = useSession();
  if (status !== 'authenticated') {
    return (
      <PublicFrame>
        <LoginRoute />
      </PublicFrame>
    );
  }
  return <Outlet />;
}
