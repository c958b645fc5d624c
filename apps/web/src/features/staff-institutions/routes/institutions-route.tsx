import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRegion, PageHeader, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServerErrorText } from '../../../lib/server-error';
import { useInstitutionsQuery } from '../api/institutions';
import { InstitutionCreateForm } from '../components/institution-create-form';
import { InstitutionsTable } from '../components/institutions-table';
import page from '../../../components/ui/staff-page.module.css';

/** `/studio/institutions`: every institution, and a new one. */
export default function InstitutionsRoute() {
  const { t } = useTranslation('staffInstitutions');
  useDocumentTitle(t('list.title'));
  const serverErrorText = useServerErrorText();
  const institutions = useInstitutionsQuery();

  return (
    <Screen>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <div className={page.stack}>
        <InstitutionCreateForm />
        {institutions.isPending ? (
          <LoadingRegion label={t('loading')}>
            <Skeleton shape="block" height={200} />
          </LoadingRegion>
        ) : institutions.isError ? (
          <LoadError
            message={t('list.loadFailed', { error: serverErrorText(institutions.error) })}
            onRetry={institutions.refetch}
            retrying={institutions.isFetching}
          />
        ) : institutions.data.length === 0 ? (
          <p className={page.muted}>{t('list.empty')}</p>
        ) : (
          <InstitutionsTable institutions={institutions.data} />
        )}
      </div>
    </Screen>
  );
}
