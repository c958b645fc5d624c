import { Navigate } from 'react-router';
import { keepScroll } from '../../../lib/keep-scroll';
import { useStaffMe } from '../api/staff-me';

/**
 * /studio opens the first area the caller's roles open (the studio route has loaded them). The
 * address is only tidied: the landing is not a second page, so the focus is not moved again.
 */
export default function StaffHomeRoute() {
  const first = useStaffMe().data?.areas[0];
  return first ? <Navigate to={`/studio/${first}`} replace state={keepScroll()} /> : null;
}
