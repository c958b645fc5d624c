import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { ContentStatus } from '@innerway/domain';
import { Alert, Button, ButtonLink, Card, LoadingRegion, SelectField, Skeleton } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { bundleExportUrl, useBundleOverviewQuery } from '../api/bundles';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-bundles.module.css';

/** Downloads the whole program, or one topic, as a bundle. */
export function BundleExport() {
  const { t } = useTranslation('staffBundles');
  const serverErrorText = useServerErrorText();
  const overview = useBundleOverviewQuery();
  const [topic, setTopic] = useState('');
  const chosen = overview.data?.topics.find((item) => item.uid === topic) ?? overview.data?.topics[0];

  return (
    <Card as="section" className={styles.section} aria-labelledby="bundle-export-heading">
      <h2 id="bundle-export-heading" className={page.sectionHeading}>
        {t('export.title')}
      </h2>
      <p className={page.muted}>{t('export.intro')}</p>
      <div>
        <ButtonLink to={bundleExportUrl()} reloadDocument download icon={<Download aria-hidden="true" size={18} />}>
          {t('export.program')}
        </ButtonLink>
      </div>
      {overview.isPending ? (
        <LoadingRegion label={t('export.loading')}>
          <Skeleton shape="block" height={72} />
        </LoadingRegion>
      ) : overview.isError ? (
        <Alert tone="error">
          {t('export.loadFailed', { error: serverErrorText(overview.error) })}{' '}
          <Button variant="ghost" onClick={() => void overview.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : overview.data.topics.length === 0 ? (
        <p className={page.muted}>{t('export.noTopics')}</p>
      ) : (
        <div className={styles.exportRow}>
          <SelectField label={t('export.topicLabel')} value={chosen?.uid ?? ''} onChange={(event) => setTopic(event.target.value)}>
            {overview.data.topics.map((item) => (
              <option key={item.uid} value={item.uid}>
                {item.publish_status === ContentStatus.Archived ? t('export.archivedTopic', { title: item.title }) : item.title}
              </option>
            ))}
          </SelectField>
          {chosen && (
            <ButtonLink to={bundleExportUrl(chosen.uid)} reloadDocument download variant="secondary" icon={<Download aria-hidden="true" size={18} />}>
              {t('export.topic')}
            </ButtonLink>
          )}
        </div>
      )}
    </Card>
  );
}
