import { useTranslation } from 'react-i18next';
import { CircleCheck, Download, RefreshCw, Trash2 } from 'lucide-react';
import { Alert, Button } from '../../../components/ui';
import type { TDownloadFailure, TDownloadItem } from '../../../platform/downloads/download-store';
import { formatSize } from '../lib/format-size';
import styles from './offline.module.css';

const failureText: Record<TDownloadFailure, string> = {
  offline: 'failed.offline',
  interrupted: 'failed.interrupted',
  'no-space': 'failed.noSpace',
  locked: 'failed.locked',
  error: 'failed.error',
};

export interface DownloadStatusProps {
  title: string;
  item: TDownloadItem | undefined;
  online: boolean;
  onDownload(): void;
  onRemove(): void;
}

/**
 * One meditation's download, in the state it is in: not downloaded (a button, or a word on being
 * offline), downloading (a progress bar), downloaded (its size, and removing it), updated on the
 * server since, or failed (why, and trying again).
 */
export function DownloadStatus({ title, item, online, onDownload, onRemove }: DownloadStatusProps) {
  const { t, i18n } = useTranslation('downloads');
  const language = i18n.resolvedLanguage ?? 'en';

  if (!item) {
    return (
      <div className={styles.download}>
        {online ? (
          <Button variant="secondary" icon={<Download aria-hidden size={18} />} onClick={onDownload}>
            {t('download')}
          </Button>
        ) : (
          <p className={styles.note} role="status">
            {t('offlineNotDownloaded')}
          </p>
        )}
      </div>
    );
  }

  if (item.status === 'downloading') {
    const percent = item.total ? Math.min(100, Math.floor((item.received / item.total) * 100)) : null;
    return (
      <div className={styles.download}>
        <progress
          className={styles.progress}
          max={100}
          {...(percent === null ? {} : { value: percent })}
          aria-label={t('progressLabel', { title })}
        />
        <p className={styles.note} role="status">
          {percent === null ? t('downloadingUnknown') : t('downloading', { percent })}
        </p>
      </div>
    );
  }

  if (item.status === 'failed') {
    return (
      <div className={styles.download}>
        <Alert tone={item.reason === 'error' ? 'error' : 'info'}>{t(failureText[item.reason])}</Alert>
        <div className={styles.actions}>
          {item.reason !== 'locked' && online && (
            <Button variant="secondary" icon={<RefreshCw aria-hidden size={18} />} onClick={onDownload}>
              {t('retry')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.download}>
      <p className={styles.downloaded}>
        <CircleCheck aria-hidden size={18} />
        {t('downloaded', { size: formatSize(item.bytes, language) })}
      </p>
      {item.outdated && <p className={styles.note}>{t('outdated')}</p>}
      <div className={styles.actions}>
        {item.outdated && online && (
          <Button variant="secondary" icon={<RefreshCw aria-hidden size={18} />} onClick={onDownload}>
            {t('refresh')}
          </Button>
        )}
        <Button variant="ghost" icon={<Trash2 aria-hidden size={18} />} onClick={onRemove}>
          {t('remove')}
        </Button>
      </div>
    </div>
  );
}
