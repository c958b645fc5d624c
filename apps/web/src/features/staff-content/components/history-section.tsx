import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages, StudioLimits, type TStudioItem, type TStudioRevisions } from '@innerway/domain';
import { Alert, Button, Card, LoadingRegion, Modal, Skeleton, TextAreaField } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import { useRestoreRevisionMutation, useStudioRevisionsQuery } from '../api/studio';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-content.module.css';

type TRevision = TStudioRevisions['revisions'][number];

/**
 * Every publish of the item, newest first: when, by whom, which parts, the note. Restoring one
 * makes it the pending draft of each part where it differs (published by the normal path).
 */
export function HistorySection({ item }: { item: TStudioItem }) {
  const { t } = useTranslation('staffContent');
  const serverErrorText = useServerErrorText();
  const headingId = useId();
  const revisions = useStudioRevisionsQuery(item.kind, item.id);
  const restore = useRestoreRevisionMutation(item.kind, item.id);
  const [restoring, setRestoring] = useState<TRevision | null>(null);
  const [restored, setRestored] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const format = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });

  const confirm = () => {
    if (!restoring) return;
    const baseVersions = { fields: item.drafts.fields.version, en: item.drafts.en.version, fr: item.drafts.fr.version, es: item.drafts.es.version };
    restore.mutate(
      { number: restoring.number, baseVersions, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setRestored(restoring.number);
          setRestoring(null);
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby={headingId} className={page.section}>
      <h2 id={headingId} className={page.sectionHeading}>
        {t('history.heading')}
      </h2>
      {restored !== null && <Alert tone="success">{t('history.restored', { number: restored })}</Alert>}
      {revisions.isPending ? (
        <LoadingRegion label={t('loading')}>
          <Skeleton shape="block" height={120} />
        </LoadingRegion>
      ) : revisions.isError ? (
        <Alert tone="error">
          {t('history.loadFailed', { error: serverErrorText(revisions.error) })}{' '}
          <Button variant="ghost" onClick={() => void revisions.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : revisions.data.revisions.length === 0 ? (
        <p className={page.muted}>{t('history.empty')}</p>
      ) : (
        <ol className={styles.history}>
          {revisions.data.revisions.map((revision, index) => (
            <li key={revision.number} className={styles.historyEntry}>
              <div>
                <p className={styles.itemTitle}>{t('history.revision', { number: revision.number, when: format.format(new Date(revision.at)) })}</p>
                <p className={styles.small}>
                  {t('history.by', { who: revision.actor_email, parts: revision.parts.map((part) => t(`parts.${part}`)).join(', ') })}
                </p>
                {revision.note && <p className={styles.small}>{t('history.note', { note: revision.note })}</p>}
                <details>
                  <summary>{t('history.titles')}</summary>
                  <dl className={styles.definitions}>
                    {Languages.map((language) => (
                      <div key={language}>
                        <dt>{t(`languages.${language}`)}</dt>
                        <dd lang={language}>{String(revision.snapshot[language].title ?? '') || t('conflict.empty')}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </div>
              {index > 0 && (
                <Button
                  variant="secondary"
                  aria-label={t('history.restoreLabel', { number: revision.number })}
                  onClick={() => {
                    restore.reset();
                    setNote('');
                    setRestored(null);
                    setRestoring(revision);
                  }}
                >
                  {t('history.restore')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <Modal
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        dismissible={!restore.isPending}
        title={t('history.restoreTitle', { number: restoring?.number ?? 0 })}
        description={t('history.restoreBody')}
      >
        <div className={styles.form}>
          <TextAreaField label={t('publish.note')} hint={t('publish.noteHint')} value={note} maxLength={StudioLimits.noteMax} onChange={(event) => setNote(event.target.value)} />
          {restore.isError && <Alert tone="error">{t('history.restoreFailed', { error: serverErrorText(restore.error) })}</Alert>}
          <div className={page.buttonRow}>
            <Button onClick={confirm} busy={restore.isPending}>
              {t('history.restoreConfirm')}
            </Button>
          </div>
        </div>
      </Modal>
    </Card>
  );
}
