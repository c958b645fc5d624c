import { Navigate } from 'react-router';
import { useStaffMe } from '../api/staff-me';

/** /studio opens the first area the caller's roles open (the studio route has loaded them). */
export default function StaffHomeRoute() {
  const first = useStaffMe().data?.areas[0];
  return first ? <Navigate to={`/studio/${first}`} replace /> : null;
}
