import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStaffRolesQuery } from '../api/staff-roles';
import { StaffRolesView } from '../components/staff-roles-view';

export default function StaffRolesRoute() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('roles.title'));
  const roles = useStaffRolesQuery();
  return <StaffRolesView list={roles.data} isPending={roles.isPending} isError={roles.isError} onRetry={() => void roles.refetch()} />;
}
