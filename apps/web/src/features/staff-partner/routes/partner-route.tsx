import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, LoadError, LoadingRegion, PageHeader, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useServerErrorText } from '../../../lib/server-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePartnerReportQuery, useReportInstitutionsQuery } from '../api/partner-report-query';
import { InstitutionChooser } from '../components/institution-chooser';
import { PartnerReport } from '../components/partner-report';
import styles from './partner-route.module.css';

/** The chosen institution is in the address (`?institution=<id>`), so a report can be linked to and reloaded. */
const institutionParam = 'institution';

/**
 * /studio/partner: an institution's aggregate report. A manager of one institution sees it at
 * once; anyone who may read several (an admin, a manager of more) chooses first.
 */
export default function PartnerRoute() {
  const { t } = useTranslation('staffPartner');
  useDocumentTitle(t('title'));
  const institutions = useReportInstitutionsQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const serverErrorText = useServerErrorText();

  const list = institutions.data ?? [];
  const asked = Number(searchParams.get(institutionParam));
  const chosen = list.length === 1 ? list[0]! : (list.find((institution) => institution.id === asked) ?? null);
  const choose = (institutionId: number) => setSearchParams({ [institutionParam]: String(institutionId) });

  return (
    <Screen>
      <PageHeader title={t('title')} subtitle={chosen ? t('subtitle', { institution: chosen.name }) : t('subtitleNone')} />
      <div className={styles.body}>
        {institutions.isPending ? (
          <LoadingRegion label={t('loadingInstitutions')}>
            <Skeleton width="16rem" height="2.75rem" shape="block" />
          </LoadingRegion>
        ) : institutions.isError ? (
          <LoadError
            title={t('errorInstitutions')}
            message={serverErrorText(institutions.error)}
            onRetry={institutions.refetch}
            retrying={institutions.isFetching}
          />
        ) : list.length === 0 ? (
          <Alert tone="info">{t('none')}</Alert>
        ) : (
          <>
            {list.length > 1 && <InstitutionChooser institutions={list} chosenId={chosen?.id ?? null} onChoose={choose} />}
            {chosen ? <ReportSection institutionId={chosen.id} /> : <p className={styles.prompt}>{t('chooser.prompt')}</p>}
          </>
        )}
      </div>
    </Screen>
  );
}

function ReportSection({ institutionId }: { institutionId: number }) {
  const { t } = useTranslation('staffPartner');
  const report = usePartnerReportQuery(institutionId);
  const serverErrorText = useServerErrorText();
  if (report.isPending) {
    return (
      <LoadingRegion label={t('loading')} className={styles.skeletons}>
        <Skeleton height="5rem" shape="block" />
        <Skeleton height="16rem" shape="block" />
        <Skeleton height="12rem" shape="block" />
      </LoadingRegion>
    );
  }
  if (report.isError) {
    return (
      <LoadError title={t('error')} message={serverErrorText(report.error)} onRetry={report.refetch} retrying={report.isFetching} />
    );
  }
  return <PartnerReport report={report.data} />;
}
