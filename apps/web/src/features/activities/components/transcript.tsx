import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { Button, Skeleton } from '../../../components/ui';
import { apiCredentials } from '../../../lib/api-client';
import { mediaUrl } from '../../../lib/media';
import styles from './transcript.module.css';

async function fetchTranscript(key: string): Promise<string> {
  const response = await fetch(mediaUrl(key), { credentials: apiCredentials });
  if (!response.ok) throw new Error(String(response.status));
  return response.text();
}

/** Blank lines separate the paragraphs of the transcript files. */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The text of the spoken audio (WCAG 1.2.1, a text alternative for audio-only content), in a
 * disclosure that loads the file the first time it is opened.
 */
export function Transcript({ transcriptKey }: { transcriptKey: string }) {
  const { t } = useTranslation('activities');
  const { t: tCommon } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: ['transcript', transcriptKey],
    queryFn: () => fetchTranscript(transcriptKey),
    enabled: open,
    staleTime: Infinity,
  });

  return (
    <details className={styles.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        <span>{t('transcript.title')}</span>
        <ChevronDown className={styles.chevron} aria-hidden="true" size={20} />
      </summary>
      <div className={styles.body}>
        {query.isPending ? (
          <div className={styles.loading} aria-busy="true">
            <span className="visually-hidden">{t('transcript.loading')}</span>
            <Skeleton className={styles.line} />
            <Skeleton className={styles.line} />
            <Skeleton className={styles.shortLine} />
          </div>
        ) : query.isError ? (
          <div className={styles.error}>
            <p role="alert">{t('transcript.failed')}</p>
            <Button variant="ghost" onClick={() => void query.refetch()}>
              {tCommon('actions.tryAgain')}
            </Button>
          </div>
        ) : (
          paragraphs(query.data).map((paragraph, index) => <p key={index}>{paragraph}</p>)
        )}
      </div>
    </details>
  );
}
