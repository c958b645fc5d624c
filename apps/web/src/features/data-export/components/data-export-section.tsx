import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FolderDown } from 'lucide-react';
import type { TUser } from '@innerway/domain';
import { AddressedSection } from '../../../components/ui';
import { appConfig } from '../../../lib/config';
import { useRevealOnArrival } from '../../../lib/use-reveal-on-arrival';
import { DataExportSkeleton } from './data-export-skeleton';
import styles from './data-export.module.css';

// The states and their requests load after the screen's first paint: few visits use them.
const DataExportState = lazy(() => import('./data-export-state'));

/** `/users/me?data_export=1` (the ready mail's link) leads here. */
const dataExportParam = 'data_export';

/** The account screen's "Your data" section: a copy of everything held about the member (GDPR articles 15 and 20). */
export function DataExportSection({ user }: { user: TUser }) {
  const { t } = useTranslation('dataExport');
  const [params] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useRevealOnArrival(headingRef, params.get(dataExportParam) === '1');

  return (
    <AddressedSection headingId="data-export-heading" icon={FolderDown} title={t('heading')} headingRef={headingRef}>
      <p className={styles.muted}>{t('intro', { product: appConfig.productName })}</p>
      <Suspense fallback={<DataExportSkeleton />}>
        <DataExportState userId={user.id} />
      </Suspense>
    </AddressedSection>
  );
}
