import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { useTrackScreenViews } from '../../features/analytics';
import { StorePurchaseRecovery } from '../../features/access';
import { useSession } from '../../features/session';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { useRouteMatches } from '../route-matches';
import { EnvBanner } from './env-banner';
import { OfflineNotice } from './offline-notice';
import { useScrollRestoration } from './use-scroll-restoration';

/** A user's saved language wins when they sign in or open the app; later switches are theirs. */
function useAdoptUserLanguage() {
  const { user } = useSession();
  const adoptedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!user || adoptedFor.current === user.id) return;
    adoptedFor.current = user.id;
    if (user.preferred_language !== currentLanguage()) void setLanguage(user.preferred_language);
  }, [user]);
}

export function RootLayout() {
  useAdoptUserLanguage();
  const matches = useRouteMatches();
  useTrackScreenViews(matches);
  useScrollRestoration();
  return (
    <>
      <EnvBanner />
      <OfflineNotice />
      <StorePurchaseRecovery />
      <Outlet />
    </>
  );
}
