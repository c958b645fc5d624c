import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, CloudOff, LoaderCircle } from 'lucide-react';
import { Limits, type TJournalEntry } from '@innerway/domain';
import { Alert, Button, TextAreaField, TextLink } from '../../../components/ui';
import { useSession } from '../../session';
import type { TConflictChoice, TSaveStatus } from '../lib/journal-sync';
import { useJournalSync } from '../lib/use-journal-sync';
import styles from './journal-editor.module.css';

export interface JournalEditorProps {
  exerciseId: number;
  /** Offers the way to My journal (inside an activity; not on My journal itself). */
  showJournalLink?: boolean;
  /** The field's label; the activity's place to write says 'Your journal'. */
  label?: string;
}

/** Counting starts near the limit: before that a number would only distract. */
const countFrom = Math.floor(Limits.journalTextMax * 0.9);

/**
 * The place to write in a journaling or written activity: saved as one types, kept on the device
 * until the server has it, with a calm word on where the writing stands.
 */
export default function JournalEditor({ exerciseId, showJournalLink = false, label }: JournalEditorProps) {
  const { user } = useSession();
  if (!user) return null;
  return <Editor userId={user.id} exerciseId={exerciseId} showJournalLink={showJournalLink} label={label} />;
}

function Editor({ userId, exerciseId, showJournalLink, label }: JournalEditorProps & { userId: number }) {
  const { t, i18n } = useTranslation('journal');
  const journal = useJournalSync(userId, exerciseId);
  const statusId = useId();
  const tooLong = journal.text.length > Limits.journalTextMax;
  const count = new Intl.NumberFormat(i18n.language).format(journal.text.length);
  const max = new Intl.NumberFormat(i18n.language).format(Limits.journalTextMax);

  return (
    <div className={styles.editor}>
      <TextAreaField
        label={label ?? t('editor.label')}
        rows={8}
        className={styles.field}
        value={journal.text}
        placeholder={t('editor.placeholder')}
        readOnly={journal.status === 'loading'}
        aria-invalid={tooLong || undefined}
        aria-describedby={statusId}
        onChange={(event) => journal.edit(event.target.value)}
        hint={
          <>
            {t('editor.private')}
            {journal.text.length >= countFrom && <span className={styles.count}>{t('editor.count', { count, max })}</span>}
          </>
        }
      />
      <SaveStatus id={statusId} status={journal.status} blank={journal.text === '' && journal.entryId === null} />
      {journal.status === 'conflict' && <ConflictNotice stored={journal.conflict} onResolve={journal.resolve} />}
      {showJournalLink && (
        <p className={styles.more}>
          <TextLink to="/journal">{t('editor.seeAll')}</TextLink>
        </p>
      )}
    </div>
  );
}

const statusIcons: Record<TSaveStatus, typeof CircleCheck> = {
  loading: LoaderCircle,
  saving: LoaderCircle,
  saved: CircleCheck,
  offline: CloudOff,
  retrying: CloudOff,
  tooLong: CircleAlert,
  conflict: CircleAlert,
  failed: CircleAlert,
};

/** `blank`: nothing written and nothing stored, where 'Saved' would say something untrue. */
function SaveStatus({ id, status, blank }: { id: string; status: TSaveStatus; blank: boolean }) {
  const { t } = useTranslation('journal');
  // The live region stays in the page, so that a screen reader hears the first 'Saving…'.
  if (blank && status === 'saved') return <p id={id} role="status" className={styles.status} />;
  const Icon = statusIcons[status];
  const text = status === 'tooLong' ? t('status.tooLong', { max: new Intl.NumberFormat().format(Limits.journalTextMax) }) : t(`status.${status}`);
  return (
    <p id={id} role="status" className={styles.status} data-status={status}>
      <Icon aria-hidden="true" size={16} className={styles.statusIcon} />
      <span>{text}</span>
    </p>
  );
}

function ConflictNotice({ stored, onResolve }: { stored: TJournalEntry | null; onResolve: (choice: TConflictChoice) => void }) {
  const { t } = useTranslation('journal');
  return (
    <Alert tone="info" title={t('conflict.title')}>
      <p>{t('conflict.body')}</p>
      <details className={styles.other}>
        <summary>{t('conflict.show')}</summary>
        <p className={styles.otherText}>{stored?.text}</p>
      </details>
      <div className={styles.choices}>
        <Button variant="secondary" onClick={() => onResolve('both')}>
          {t('conflict.both')}
        </Button>
        <Button variant="ghost" onClick={() => onResolve('mine')}>
          {t('conflict.mine')}
        </Button>
        <Button variant="ghost" onClick={() => onResolve('theirs')}>
          {t('conflict.theirs')}
        </Button>
      </div>
    </Alert>
  );
}
