import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import type { TPartEditor } from '../lib/use-part-editor';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-content.module.css';

/**
 * Where a part stands and its buttons: unsaved changes, a draft waiting to be published (whose,
 * since when), or the same as members see; save, undo what was typed, discard the draft.
 */
export function PartActions({ editor, saveLabel }: { editor: TPartEditor; saveLabel: string }) {
  const { t } = useTranslation('staffContent');
  const serverErrorText = useServerErrorText();
  const { draft } = editor;
  const when = draft.updated_at ? new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(draft.updated_at)) : '';
  const refused = editor.save.isError && !editor.conflict ? editor.save.error : editor.discard.isError && !editor.conflict ? editor.discard.error : null;
  return (
    <div className={styles.form}>
      <p className={[styles.small, page.muted].join(' ')}>
        {editor.dirty
          ? t('part.unsaved')
          : draft.values !== null
            ? t(editor.published ? 'part.draft' : 'part.draftNew', { who: draft.updated_by ?? '', when })
            : t(editor.published ? 'part.asPublished' : 'part.notYetSaved')}
      </p>
      {editor.saved === 'saved' && <Alert tone="success">{t('part.saved')}</Alert>}
      {editor.saved === 'discarded' && <Alert tone="success">{t('part.discarded')}</Alert>}
      {Object.keys(editor.problems).length > 0 && <Alert tone="error">{t('part.problems')}</Alert>}
      {refused !== null && <Alert tone="error">{t('part.failed', { error: serverErrorText(refused) })}</Alert>}
      <div className={page.buttonRow}>
        <Button onClick={editor.submit} busy={editor.save.isPending} disabled={!editor.dirty && !editor.conflict}>
          {saveLabel}
        </Button>
        {editor.dirty && (
          <Button variant="ghost" onClick={editor.undo}>
            {t('part.undo')}
          </Button>
        )}
        {draft.values !== null && !editor.dirty && (
          <Button variant="secondary" onClick={editor.discardDraft} busy={editor.discard.isPending}>
            {t('part.discard')}
          </Button>
        )}
      </div>
    </div>
  );
}
