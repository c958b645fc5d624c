import { Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { StaffShell, useStaffMe } from '../../features/staff';
import { AppShell } from '../layout/app-shell';
import { ErrorPanel } from '../layout/error-panel';
import { LanguageToggle } from '../layout/language-toggle';
import { PageSpinner } from '../layout/page-spinner';
import { SkipLink } from '../layout/skip-link';
import { useFocusMainOnNavigation } from '../layout/use-focus-main-on-navigation';
import { staffRoutes, type TStaffRouteHandle } from '../staff-routes';
import NotFoundRoute from './not-found-route';

/** The area of /studio an address belongs to, from the staff route table's handles. */
function areaAt(pathname: string): TStaffRouteHandle['staffArea'] | undefined {
  const within = pathname.replace(/^\/studio/, '') || '/';
  const matches = matchRoutes(staffRoutes, within) ?? [];
  return matches.map((match) => (match.route.handle as TStaffRouteHandle | undefined)?.staffArea).findLast(Boolean);
}

/**
 * The staff area at /studio, loaded only when someone opens it. A signed-in person with no staff
 * role gets the members' not-found screen, as for any address that is not theirs; a staff member
 * opening an area their roles do not open gets it inside the staff frame. The server checks
 * every call again: this only spares people screens they cannot use.
 */
export default function StudioRoute() {
  const staff = useStaffMe();
  const { pathname } = useLocation();
  const screen = useRoutes(staffRoutes);
  useFocusMainOnNavigation();
  if (staff.isPending) return <PageSpinner />;
  if (staff.isError) return <ErrorPanel />;
  const { areas } = staff.data;
  if (areas.length === 0) {
    return (
      <AppShell>
        <NotFoundRoute />
      </AppShell>
    );
  }
  const area = areaAt(pathname);
  const allowed = area === undefined || areas.includes(area);
  return (
    <>
      <SkipLink />
      <StaffShell areas={areas} tools={<LanguageToggle />}>
        <Suspense fallback={<PageSpinner inline />}>{allowed ? screen : <NotFoundRoute inStudio />}</Suspense>
      </StaffShell>
    </>
  );
}
