import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotebookPen, Pencil, Trash2 } from 'lucide-react';
import type { TJournalEntry } from '@innerway/domain';
import { Alert, Button, ButtonLink, Card, LoadError, PageHeader, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { lazyDialog, useDialogOpener } from '../../../lib/lazy-dialog';
import { useServerErrorText } from '../../../lib/server-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useExercisesQuery, useModulesQuery } from '../../content';
import { useJournalEntriesQuery } from '../api/journal-api';
import { LazyJournalEditor } from '../components/lazy-journal-editor';
import styles from './journal-route.module.css';

// The confirmation and its dialog code arrive when Delete is first pointed at or pressed.
const DeleteEntryDialog = lazyDialog(() => import('../components/delete-entry-dialog'));

/** My journal: every entry the member wrote, the latest first, to reread, edit or delete. */
export default function JournalRoute() {
  const { t } = useTranslation('journal');
  useDocumentTitle(t('title'));
  const errorText = useServerErrorText();
  const entries = useJournalEntriesQuery();
  const [editingId, setEditingId] = useState<number | null>(null);
  // An entry emptied is nothing to reread; the one being edited stays while it is.
  const shown = entries.data?.filter((entry) => entry.text.trim() !== '' || entry.id === editingId);

  return (
    <Screen narrow>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {entries.isPending && entries.fetchStatus === 'paused' && <Alert tone="info">{t('list.offline')}</Alert>}
      {entries.isPending && entries.fetchStatus !== 'paused' && <EntriesSkeleton />}
      {entries.isError && (
        <LoadError message={t('list.failed', { error: errorText(entries.error) })} onRetry={entries.refetch} retrying={entries.isFetching} />
      )}
      {shown?.length === 0 && <EmptyJournal />}
      {shown && shown.length > 0 && (
        <ol className={styles.list}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <EntryCard
                entry={entry}
                editing={editingId === entry.id}
                onEdit={(editing) => setEditingId(editing ? entry.id : null)}
              />
            </li>
          ))}
        </ol>
      )}
    </Screen>
  );
}

function EntriesSkeleton() {
  const { t } = useTranslation('journal');
  return (
    <div role="status" aria-label={t('list.loading')} className={styles.list}>
      {[0, 1, 2].map((index) => (
        <Card key={index} className={styles.entry}>
          <Skeleton width="40%" />
          <Skeleton width="70%" height="1.5em" />
          <Skeleton shape="block" height="4.5em" />
        </Card>
      ))}
    </div>
  );
}

function EmptyJournal() {
  const { t } = useTranslation('journal');
  return (
    <Card className={styles.empty}>
      <NotebookPen aria-hidden="true" size={32} className={styles.emptyIcon} />
      <h2 className={styles.emptyTitle}>{t('list.emptyTitle')}</h2>
      <p>{t('list.emptyBody')}</p>
      <ButtonLink to="/topics" variant="secondary">
        {t('list.toLibrary')}
      </ButtonLink>
    </Card>
  );
}

function EntryCard({ entry, editing, onEdit }: { entry: TJournalEntry; editing: boolean; onEdit: (editing: boolean) => void }) {
  const { t, i18n } = useTranslation('journal');
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDialogOpener(DeleteEntryDialog);
  const topics = useModulesQuery();
  const activities = useExercisesQuery();
  const topic = topics.data?.find((each) => each.id === entry.module_id);
  const activity = activities.data?.find((each) => each.id === entry.exercise_id);
  const date = new Date(entry.updated_at);

  return (
    <Card as="article" className={styles.entry} aria-labelledby={titleId}>
      <header className={styles.entryHeader}>
        <p className={styles.meta}>
          <time dateTime={entry.updated_at}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(date)}</time>
          {topic && <span>{topic.title}</span>}
        </p>
        <h2 id={titleId} className={styles.entryTitle}>
          {activity?.title ?? (entry.exercise_id === null ? t('entry.removedActivity') : t('entry.activity'))}
        </h2>
      </header>
      {editing && entry.exercise_id !== null ? (
        <Suspense fallback={<p className={styles.text}>{entry.text}</p>}>
          <LazyJournalEditor exerciseId={entry.exercise_id} label={t('entry.editLabel')} />
        </Suspense>
      ) : (
        <p className={styles.text}>{entry.text}</p>
      )}
      <div className={styles.actions}>
        {entry.exercise_id !== null && (
          <Button variant="secondary" icon={editing ? undefined : <Pencil aria-hidden="true" />} onClick={() => onEdit(!editing)}>
            {editing ? t('entry.done') : t('entry.edit')}
          </Button>
        )}
        <Button
          variant="ghost"
          icon={<Trash2 aria-hidden="true" />}
          busy={deletion.busy}
          {...deletion.intent}
          onClick={() => deletion.open(() => setConfirming(true))}
        >
          {t('entry.delete')}
        </Button>
      </div>
      {deletion.error && <Alert tone="error">{deletion.error}</Alert>}
      <DeleteEntryDialog entry={entry} open={confirming} onOpenChange={setConfirming} />
    </Card>
  );
}
