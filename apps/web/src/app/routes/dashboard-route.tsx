import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui';
import { useSession } from '../../features/session';
import { Screen } from '../layout/screen';
import { useDocumentTitle } from '../use-document-title';

export default function DashboardRoute() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  useDocumentTitle(t('screens.dashboard'));
  return (
    <Screen>
      <PageHeader title={t('dashboard.greeting', { name: user?.name ?? '' })} subtitle={t('dashboard.prompt')} />
    </Screen>
  );
}
