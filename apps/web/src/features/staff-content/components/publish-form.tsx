import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StudioLimits, type TStudioItem, type TStudioPart } from '@innerway/domain';
import { Alert, Button, Card, CheckboxField, Skeleton, TextAreaField } from '../../../components/ui';
import { errorStatus } from '../../../lib/api-client';
import { useServerErrorText } from '../../../lib/server-error';
import { useEnsureStudioItem, usePublishMutation, useStudioItemQuery } from '../api/studio';
import { itemEditorPath } from '../lib/item-path';
import type { TPendingItem } from '../lib/pending-items';
import fieldStyles from '../../../components/ui/field.module.css';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-content.module.css';

const changeKey = (kind: string, id: number, part: string) => `${kind}/${id}/${part}`;

/** The fields a part's draft changes from what members have. */
function changedFields(item: TStudioItem, part: TStudioPart): string[] {
  const draft = item.drafts[part].values as Record<string, unknown> | null;
  if (!draft) return [];
  const published = item.published[part] as Record<string, unknown>;
  return Object.keys(draft).filter((field) => JSON.stringify(draft[field]) !== JSON.stringify(published[field]));
}

/**
 * The drafts waiting, item by item and part by part (the settings, English, French, Spanish): the
 * editor ticks what goes out now, adds a note, and publishes it all at once (the server publishes
 * every chosen draft or none), each at the version shown here.
 */
export function PublishForm({ pending }: { pending: readonly TPendingItem[] }) {
  const { t } = useTranslation('staffContent');
  const serverErrorText = useServerErrorText();
  const noteId = useId();
  const ensureItem = useEnsureStudioItem();
  const publish = usePublishMutation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState('');
  const [published, setPublished] = useState<number | null>(null);

  const all = pending.flatMap((entry) => entry.parts.map((part) => changeKey(entry.kind, entry.id, part)));
  const toggle = (key: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const submit = async () => {
    const entries = pending.filter((entry) => entry.parts.some((part) => chosen.has(changeKey(entry.kind, entry.id, part))));
    const items = await Promise.all(entries.map((entry) => ensureItem(entry.kind, entry.id)));
    const changes = entries.flatMap((entry, index) =>
      entry.parts.filter((part) => chosen.has(changeKey(entry.kind, entry.id, part))).map((part) => ({ kind: entry.kind, id: entry.id, part, version: items[index]!.drafts[part].version })),
    );
    publish.mutate(
      { changes, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setPublished(changes.length);
          setChosen(new Set());
          setNote('');
        },
      },
    );
  };

  return (
    <>
      {published !== null && <Alert tone="success">{t('publish.done', { count: published })}</Alert>}
      {pending.length === 0 ? (
        <p className={page.muted}>{t('publish.empty')}</p>
      ) : (
        <Card as="section" className={page.section}>
          <form
            aria-label={t('publish.formLabel')}
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div className={page.buttonRow}>
              <Button variant="ghost" onClick={() => setChosen(new Set(all))}>
                {t('publish.chooseAll')}
              </Button>
              <Button variant="ghost" onClick={() => setChosen(new Set())}>
                {t('publish.chooseNone')}
              </Button>
            </div>
            <ul className={styles.checkList}>
              {pending.map((entry) => (
                <PendingEntry key={`${entry.kind}/${entry.id}`} entry={entry} chosen={chosen} onToggle={toggle} />
              ))}
            </ul>
            <TextAreaField id={noteId} label={t('publish.note')} hint={t('publish.noteHint')} value={note} maxLength={StudioLimits.noteMax} onChange={(event) => setNote(event.target.value)} />
            {publish.isError && (
              <Alert tone="error">{errorStatus(publish.error) === 409 ? t('publish.conflict') : t('publish.failed', { error: serverErrorText(publish.error) })}</Alert>
            )}
            <div className={page.buttonRow}>
              <Button type="submit" busy={publish.isPending} disabled={chosen.size === 0}>
                {t('publish.submit', { count: chosen.size })}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </>
  );
}

/** One item's waiting drafts, a box each, with the fields each one changes. */
function PendingEntry({ entry, chosen, onToggle }: { entry: TPendingItem; chosen: ReadonlySet<string>; onToggle: (key: string, on: boolean) => void }) {
  const { t } = useTranslation('staffContent');
  const item = useStudioItemQuery(entry.kind, entry.id);
  const serverErrorText = useServerErrorText();
  const title = entry.title || t('program.untitled');
  return (
    <li>
      <fieldset className={[styles.form, styles.pendingItem].join(' ')}>
        <legend className={styles.itemLine}>
          <span className={styles.itemKind}>{t(`kinds.${entry.kind}`)}</span>
          <Link to={itemEditorPath(entry.kind, entry.id)} className={styles.itemTitle}>
            {title}
          </Link>
        </legend>
        {item.isPending ? (
          <Skeleton shape="block" height={44} />
        ) : item.isError ? (
          <p className={fieldStyles.error}>{t('publish.itemFailed', { error: serverErrorText(item.error) })}</p>
        ) : (
          <div className={styles.checkGroup}>
            {entry.parts.map((part) => {
              const key = changeKey(entry.kind, entry.id, part);
              const fields = changedFields(item.data, part).map((field) => t(`fields.${field}`));
              return (
                <div key={key}>
                  <CheckboxField
                    label={t('publish.part', { part: t(`parts.${part}`), item: title })}
                    aria-describedby={`${key}-changes`}
                    checked={chosen.has(key)}
                    onChange={(event) => onToggle(key, event.target.checked)}
                  />
                  <p id={`${key}-changes`} className={[styles.small, page.muted].join(' ')}>
                    {t('publish.changes', { part: t(`parts.${part}`), fields: fields.join(', ') || t(item.data.status === 'unpublished' ? 'publish.firstPublish' : 'publish.noDifference') })}
                  </p>
                </div>
              );
            })}
          </div>
        )}
      </fieldset>
    </li>
  );
}
