import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, RefreshCw } from 'lucide-react';
import type { TDataExport } from '@innerway/domain';
import { Alert, Button, ButtonLink, LoadError, Spinner } from '../../../components/ui';
import { DataExportSkeleton } from './data-export-skeleton';
import { appConfig } from '../../../lib/config';
import { useServerErrorText } from '../../../lib/server-error';
import { useDataExportQuery, useRequestDataExportMutation } from '../api/data-export-query';
import { downloadPath } from '../lib/download-path';
import styles from './data-export.module.css';

/**
 * Where the member's export stands, and what they can do: ask for one, wait while it is prepared
 * (the query reads again meanwhile), download it until it expires, ask again after a failure or
 * once it has expired. Each state's message is a live region of its own, so a change is said.
 */
export default function DataExportState({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation(['dataExport', 'common']);
  const serverErrorText = useServerErrorText();
  const query = useDataExportQuery(userId);
  const request = useRequestDataExportMutation(userId);
  const statusRef = useRef<HTMLDivElement>(null);

  // The button pressed goes away with the state it belonged to: the focus goes to what replaced it.
  useEffect(() => {
    if (request.isSuccess) statusRef.current?.focus();
  }, [request.isSuccess, request.submittedAt]);

  if (query.isPending) return <DataExportSkeleton />;
  if (query.isError) {
    return (
<LoadError message={t('dataExport:loadError')} onRetry={query.refetch} retrying={query.isFetching} />
    );
  }

  const dataExport = query.data;
  const formatDate = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  // Asking again (after a failure, or for a fresher copy) says so with its icon; the first time, the words alone.
  const ask = (label: string, variant: 'primary' | 'secondary', again: boolean) => (
    <div className={styles.actions}>
      <Button variant={variant} busy={request.isPending} icon={again ? <RefreshCw aria-hidden /> : undefined} onClick={() => request.mutate()}>
        {label}
      </Button>
    </div>
  );

  return (
    <div className={styles.stack}>
      <div ref={statusRef} tabIndex={-1} className={styles.status}>
        {dataExport && <StateText dataExport={dataExport} formatDate={formatDate} />}
      </div>
      {request.isError && <Alert tone="error">{serverErrorText(request.error)}</Alert>}
      {dataExport?.state === 'ready' && <DownloadLink userId={userId} dataExport={dataExport} />}
      {!dataExport && ask(t('dataExport:request'), 'primary', false)}
      {dataExport?.state === 'failed' && ask(t('dataExport:retry'), 'primary', true)}
      {dataExport?.state === 'expired' && ask(t('dataExport:request'), 'primary', false)}
      {dataExport?.state === 'ready' && ask(t('dataExport:requestAgain'), 'secondary', true)}
    </div>
  );
}

function StateText({ dataExport, formatDate }: { dataExport: TDataExport; formatDate: (iso: string) => string }) {
  const { t } = useTranslation('dataExport');
  switch (dataExport.state) {
    case 'preparing':
      return (
        <p className={styles.preparing} role="status">
          <Spinner size="small" />
          <span>{t('preparing')}</span>
        </p>
      );
    case 'ready':
      return <Alert tone="success">{t('ready', { date: formatDate(dataExport.expires_at!) })}</Alert>;
    case 'failed':
      return <Alert tone="error">{t('failed')}</Alert>;
    case 'expired':
      return <p className={styles.muted} role="status">{t('expired', { date: formatDate(dataExport.expires_at!) })}</p>;
  }
}

/** The zip, by a plain link on the website (the browser's own download, with the session cookie). */
function DownloadLink({ userId, dataExport }: { userId: number; dataExport: TDataExport }) {
  const { t, i18n } = useTranslation('dataExport');
  // The apps' session is a Bearer token, which a link cannot carry: the website serves the download.
  if (import.meta.env.VITE_APP_TARGET === 'native') return <p className={styles.muted}>{t('downloadOnWeb', { product: appConfig.productName })}</p>;
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: dataExport.size_bytes! >= 1_000_000 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(dataExport.size_bytes! >= 1_000_000 ? dataExport.size_bytes! / 1_000_000 : Math.max(1, Math.round(dataExport.size_bytes! / 1_000)));
  return (
    <div className={styles.actions}>
      <ButtonLink to={downloadPath(userId, dataExport)} reloadDocument download icon={<Download aria-hidden />}>
        {t('download')}
        <span className={styles.size}> ({t('downloadSize', { size })})</span>
      </ButtonLink>
    </div>
  );
}
