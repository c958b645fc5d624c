import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert, LoadError, LoadingRegion, PageHeader, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { errorStatus } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServerErrorText } from '../../../lib/server-error';
import { useInstitutionQuery } from '../api/institutions';
import { InstitutionCodes } from '../components/institution-codes';
import { InstitutionEditForm } from '../components/institution-edit-form';
import { InstitutionManagers } from '../components/institution-managers';
import { InstitutionMembers } from '../components/institution-members';
import { institutionName } from '../lib/institution-name';
import page from '../../../components/ui/staff-page.module.css';

/** `/studio/institutions/:id`: its names, codes, managers and members. */
export default function InstitutionRoute() {
  const { t } = useTranslation('staffInstitutions');
  const serverErrorText = useServerErrorText();
  const id = Number(useParams().id);
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const detail = useInstitutionQuery(id);
  const name = detail.data ? institutionName(detail.data.institution, currentLanguage()) : t('list.title');
  useDocumentTitle(name);

  const back = (
    <Link to=".." relative="path" className={page.back}>
      <ArrowLeft aria-hidden="true" size={16} />
      {t('detail.back')}
    </Link>
  );

  if (detail.isPending) {
    return (
      <Screen>
        {back}
        <LoadingRegion label={t('loading')}>
          <Skeleton shape="block" height={320} />
        </LoadingRegion>
      </Screen>
    );
  }
  if (detail.isError) {
    return (
      <Screen>
        {back}
        <PageHeader title={t('list.title')} />
        {errorStatus(detail.error) === 404 ? (
          <Alert tone="error">{t('detail.notFound')}</Alert>
        ) : (
          <LoadError message={t('detail.loadFailed', { error: serverErrorText(detail.error) })} onRetry={detail.refetch} retrying={detail.isFetching} />
        )}
      </Screen>
    );
  }

  const { institution, codes, managers, invites } = detail.data;
  return (
    <Screen>
      {back}
      <PageHeader
        title={name}
        subtitle={`${t(institution.is_active ? 'status.active' : 'status.inactive')} · ${t('detail.summary', { members: institution.member_count, seats: institution.seats_used })}`}
      />
      <div className={page.stack}>
        {justCreated && <Alert tone="success">{t('detail.created')}</Alert>}
        <InstitutionEditForm institution={institution} displayName={name} />
        <InstitutionCodes institutionId={institution.id} institutionActive={institution.is_active} codes={codes} displayName={name} />
        <InstitutionManagers institutionId={institution.id} managers={managers} invites={invites} displayName={name} />
        <InstitutionMembers institutionId={institution.id} displayName={name} />
      </div>
    </Screen>
  );
}
