import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, LoadError, LoadingRegion, PageHeader, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInsightQuery } from '../api/insight-query';
import { DateRangeForm } from '../components/date-range-form';
import { InsightFigures } from '../components/insight-figures';
import { deviceTimeZone, lastDays } from '../lib/date-range';
import styles from './insight-route.module.css';

const DefaultDays = 30;

/** /studio/insight (admins): how the program is used, from the rollups the server keeps. */
export default function InsightRoute() {
  const { t, i18n } = useTranslation('staffInsight');
  useDocumentTitle(t('title'));
  const [timeZone] = useState(deviceTimeZone);
  const [range, setRange] = useState(() => lastDays(DefaultDays, timeZone));
  const insight = useInsightQuery(range, timeZone);
  const refreshedAt = insight.data?.refreshed_at;

  return (
    <Screen>
      <PageHeader title={t('title')} subtitle={t('subtitle', { zone: timeZone })} />
      <div className={styles.body}>
        <DateRangeForm value={range} timeZone={timeZone} onChange={setRange} />
        {insight.isPending ? (
          <LoadingRegion label={t('loading')} className={styles.skeletons}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} shape="block" height={320} />
            ))}
          </LoadingRegion>
        ) : insight.isError ? (
          <LoadError title={t('error.title')} message={t('error.body')} onRetry={insight.refetch} retrying={insight.isFetching} />
        ) : (
          <>
            {refreshedAt ? (
              <p className={styles.asOf}>
                {t('refreshedAt', { time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(refreshedAt)) })}
              </p>
            ) : (
              <Alert tone="info" title={t('preparing.title')}>
                {t('preparing.body')}
              </Alert>
            )}
            <InsightFigures insight={insight.data} />
          </>
        )}
      </div>
    </Screen>
  );
}
