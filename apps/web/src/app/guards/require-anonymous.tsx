import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { codeParam, subscribePathWithCode } from '../../features/access';
import { useSession } from '../../features/session';

/**
 * /login, /register and /password/reset are for signed-out visitors only. A signed-in person who
 * opens a gift mail's link (`/register?code=...`) is sent on to the subscribe prompt with the code
 * filled in, so the gift still reaches them.
 */
export function RequireAnonymous() {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  // Whether they arrived signed in: registering here signs them in too, and the register screen
  // then takes them home itself, with the code already redeemed.
  const [arrivedSignedIn] = useState(status === 'authenticated');
  if (status === 'authenticated') {
    const code = new URLSearchParams(search).get(codeParam);
    const giftLink = arrivedSignedIn && pathname === '/register' && code;
    return <Navigate to={giftLink ? subscribePathWithCode(code) : '/'} replace />;
  }
  return <Outlet />;
}
