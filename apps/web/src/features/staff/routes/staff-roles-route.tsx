import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../session';
import { useStaffRolesQuery } from '../api/staff-roles';
import { StaffRolesView } from '../components/staff-roles-view';

export default function StaffRolesRoute() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('roles.title'));
  const roles = useStaffRolesQuery();
  const { user } = useSession();
  return <StaffRolesView list={roles.data} viewerId={user?.id} isPending={roles.isPending} isError={roles.isError} onRetry={() => void roles.refetch()} retrying={roles.isFetching} />;
}
