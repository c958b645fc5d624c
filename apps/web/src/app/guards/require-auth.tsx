import { Outlet } from 'react-router';
import { useSession } from '../../features/session';
import { lazyScreen } from '../lazy-screen';
import { PublicFrame } from '../layout/public-frame';

/** The login screen this guard shows in place; preloaded for a signed-out first load (router.tsx). */
export const LoginInPlace = lazyScreen(() => import('../../features/auth/routes/login-route'));

/**
 * Signed-out visitors see the login screen in place: the address stays, so once they sign in
 * (which stores the user in the session) they are where they meant to go.
 */
export function RequireAuth() {
  const { status } = useSession();
  if (status !== 'authenticated') {
    return (
      <PublicFrame>
        <LoginInPlace />
      </PublicFrame>
    );
  }
  return <Outlet />;
}
