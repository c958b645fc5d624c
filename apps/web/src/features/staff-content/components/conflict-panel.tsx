import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, RadioGroup, RichText } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import type { TPartEditor } from '../lib/use-part-editor';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-content.module.css';

type TValues = Record<string, unknown>;
type TSide = 'mine' | 'theirs';

const richFields = new Set(['body']);

/** A value as the editor reads it: rich text rendered, a flag as yes or no, nothing as a dash. */
function Shown({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation('staffContent');
  if (value === null || value === undefined || value === '') return <span className={page.muted}>{t('conflict.empty')}</span>;
  if (typeof value === 'boolean') return <span>{t(value ? 'conflict.yes' : 'conflict.no')}</span>;
  if (richFields.has(field) && typeof value === 'string') return <RichText html={value} />;
  return <span className={styles.conflictValue}>{Array.isArray(value) ? value.join(', ') : String(value)}</span>;
}

/**
 * Someone else saved this part after the editor began: their version and the editor's, field by
 * field, side by side. Nothing of either is lost: the editor keeps one or the other for each field
 * that differs (their own by default) and saves that, or goes on editing their own in the form.
 */
export function ConflictPanel({ editor, fieldLabel, lang }: { editor: TPartEditor; fieldLabel: (field: string) => string; lang?: string }) {
  const { t } = useTranslation('staffContent');
  const headingId = useId();
  const [choices, setChoices] = useState<Record<string, TSide>>({});
  const panel = useRef<HTMLElement>(null);
  const { conflict } = editor;
  // The refused save's button may be a long way below the panel (the texts' columns are long):
  // the editor is taken to the explanation, and a screen reader reads it from its heading.
  useEffect(() => {
    if (conflict) panel.current?.focus();
  }, [conflict]);
  if (!conflict) return null;
  const theirs: TValues = conflict.theirs.values ?? {};
  const fields = [...new Set([...Object.keys(conflict.mine), ...Object.keys(theirs)])].filter(
    (field) => JSON.stringify(conflict.mine[field]) !== JSON.stringify(theirs[field]),
  );
  const when = conflict.theirs.updated_at
    ? new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(conflict.theirs.updated_at))
    : '';
  const merged = () => Object.fromEntries(Object.keys({ ...theirs, ...conflict.mine }).map((field) => [field, (choices[field] ?? 'mine') === 'mine' ? conflict.mine[field] : theirs[field]]));

  return (
    <section ref={panel} tabIndex={-1} aria-labelledby={headingId} className={`${styles.form} ${styles.conflictPanel}`}>
      <Alert tone="error" title={<span id={headingId}>{t('conflict.title')}</span>}>
        {conflict.theirs.updated_by ? t('conflict.body', { who: conflict.theirs.updated_by, when }) : t('conflict.bodyPublished')}
      </Alert>
      {fields.length === 0 ? (
        <p>{t('conflict.same')}</p>
      ) : (
        fields.map((field) => (
          <div key={field} className={styles.form}>
            <h4 className={page.subHeading}>{fieldLabel(field)}</h4>
            <div className={styles.conflict}>
              <div className={styles.conflictSide}>
                <p className={styles.childHeading}>{t('conflict.theirs')}</p>
                <div lang={lang}>
                  <Shown field={field} value={theirs[field]} />
                </div>
              </div>
              <div className={styles.conflictSide}>
                <p className={styles.childHeading}>{t('conflict.mine')}</p>
                <div lang={lang}>
                  <Shown field={field} value={conflict.mine[field]} />
                </div>
              </div>
            </div>
            <RadioGroup
              label={t('conflict.keep', { field: fieldLabel(field) })}
              orientation="horizontal"
              value={choices[field] ?? 'mine'}
              onValueChange={(side) => setChoices((current) => ({ ...current, [field]: side as TSide }))}
              items={[
                { value: 'mine', label: t('conflict.keepMine') },
                { value: 'theirs', label: t('conflict.keepTheirs') },
              ]}
            />
          </div>
        ))
      )}
      <div className={page.buttonRow}>
        <Button onClick={() => editor.resolve(merged())} busy={editor.save.isPending}>
          {t('conflict.save')}
        </Button>
      </div>
    </section>
  );
}
