import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, LoadError, LoadingRegion, PageHeader, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useServerErrorText } from '../../../lib/server-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuditEventsQuery } from '../api/audit-events-query';
import { AuditFiltersForm } from '../components/audit-filters-form';
import { AuditTable } from '../components/audit-table';
import { auditFilterParams, auditFiltersOf } from '../lib/audit-filters';
import styles from '../components/staff-actions.module.css';

/** /studio/audit (admin): the audit log of staff actions, filtered, newest first, older on demand. */
export default function AuditRoute() {
  const { t } = useTranslation('staffActions');
  useDocumentTitle(t('audit.title'));
  const serverErrorText = useServerErrorText();
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersOf(params);
  const filtered = auditFilterParams(filters).size > 0;
  const log = useAuditEventsQuery(filters);
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <Screen>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      {/* A new address (back, forward, a link) starts the form again from its filters. */}
      <AuditFiltersForm key={params.toString()} filters={filters} onApply={(next) => setParams(auditFilterParams(next))} />
      {/* Not a landmark of its own: the table's scrolling region is named by its caption already. */}
      <div className={styles.results}>
        {log.isPending ? (
          <LoadingRegion label={t('audit.loading')}>
            <Skeleton shape="block" height={220} />
          </LoadingRegion>
        ) : log.isError && events.length === 0 ? (
          <LoadError message={t('audit.failed', { error: serverErrorText(log.error) })} onRetry={log.refetch} retrying={log.isFetching} />
        ) : events.length === 0 ? (
          <p className={styles.empty}>{t(filtered ? 'audit.empty' : 'audit.emptyAll')}</p>
        ) : (
          <>
            <p className={styles.count} role="status">
              {t('audit.shown', { count: events.length })}
            </p>
            <AuditTable events={events} />
            {log.isFetchNextPageError && <Alert tone="error">{t('audit.moreFailed', { error: serverErrorText(log.error) })}</Alert>}
            {log.hasNextPage ? (
              <Button variant="secondary" className={styles.more} busy={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                {t('audit.more')}
              </Button>
            ) : (
              <p className={styles.end}>{t('audit.end')}</p>
            )}
          </>
        )}
      </div>
    </Screen>
  );
}
