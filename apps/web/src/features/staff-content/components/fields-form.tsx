import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ActivityType, ResourceCategory, StudioLimits, type TStudioTree } from '@innerway/domain';
import { CheckboxField, LoadError, SelectField, TextField } from '../../../components/ui';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import type { TPartEditor } from '../lib/use-part-editor';
import { ConflictPanel } from './conflict-panel';
import { PartActions } from './part-status';
import fieldStyles from '../../../components/ui/field.module.css';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-content.module.css';

const flags = ['is_trial_content', 'is_featured', 'has_user_assessment', 'archived'] as const;

/**
 * What no language changes: where the item sits (its topic or segment, its place), its flags,
 * its type or category, its link, and a topic's or segment's attached resources. The choices of
 * topic, segment and resources come from the program, whose failed read is said with a retry.
 */
export function FieldsForm({ editor, program }: { editor: TPartEditor; program: UseQueryResult<TStudioTree> }) {
  const { t } = useTranslation('staffContent');
  const messageText = useMessageText();
  const serverErrorText = useServerErrorText();
  const tree = program.data;
  const resourcesId = useId();
  const { values } = editor;
  const has = (field: string) => field in values;
  const problem = (field: string) => messageText(editor.problems[field]);
  // A category or an activity type refused for the files the item has (the server names the
  // file's field): said beside the setting that was changed.
  const settingFileProblem = (fields: readonly string[]) => fields.map((field) => problem(`media.${field}`)).find(Boolean);
  const categoryFileProblem = settingFileProblem(['file_key', 'captions_key']);
  const typeFileProblem = settingFileProblem(['female_audio_key', 'male_audio_key', 'transcript_key']);
  const label = (field: string) => t(`fields.${field}`);
  const number = (field: string) => Number(values[field] ?? 0);
  const attached = Array.isArray(values.resource_ids) ? (values.resource_ids as number[]) : [];
  const segments = tree?.topics.flatMap((topic) => topic.segments.map((segment) => ({ ...segment, topicTitle: topic.title }))) ?? [];

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('fieldsPart.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        editor.submit();
      }}
    >
      <ConflictPanel editor={editor} fieldLabel={label} />
      {program.isError && (has('topic_id') || has('segment_id') || has('resource_ids')) && (
        <LoadError message={t('program.loadFailed', { error: serverErrorText(program.error) })} onRetry={program.refetch} retrying={program.isRefetching} />
      )}
      <div className={styles.fieldGrid}>
        {has('topic_id') && (
          <SelectField label={label('topic_id')} value={number('topic_id')} error={problem('topic_id')} onChange={(event) => editor.setField('topic_id', Number(event.target.value))}>
            {tree?.topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.title}
              </option>
            ))}
          </SelectField>
        )}
        {has('segment_id') && (
          <SelectField label={label('segment_id')} value={number('segment_id')} error={problem('segment_id')} onChange={(event) => editor.setField('segment_id', Number(event.target.value))}>
            {segments.map((segment) => (
              <option key={segment.id} value={segment.id}>
                {`${segment.topicTitle} · ${segment.title}`}
              </option>
            ))}
          </SelectField>
        )}
        {has('activity_type') && (
          <SelectField label={label('activity_type')} value={number('activity_type')} error={problem('activity_type') ?? typeFileProblem} onChange={(event) => editor.setField('activity_type', Number(event.target.value))}>
            {Object.values(ActivityType).map((type) => (
              <option key={type} value={type}>
                {t(`activityTypes.${type}`)}
              </option>
            ))}
          </SelectField>
        )}
        {has('category') && (
          <SelectField label={label('category')} value={number('category')} error={problem('category') ?? categoryFileProblem} onChange={(event) => editor.setField('category', Number(event.target.value))}>
            {Object.values(ResourceCategory).map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={label('sort_order')}
          type="number"
          inputMode="numeric"
          min={0}
          max={StudioLimits.sortOrderMax}
          value={String(values.sort_order ?? 0)}
          error={problem('sort_order')}
          onChange={(event) => editor.setField('sort_order', event.target.value === '' ? 0 : Number(event.target.value))}
        />
        {(['vimeo_link', 'external_link'] as const).filter(has).map((field) => (
          <TextField
            key={field}
            label={label(field)}
            type="url"
            inputMode="url"
            maxLength={StudioLimits.linkMax}
            value={typeof values[field] === 'string' ? (values[field] as string) : ''}
            hint={t(`hints.${field}`)}
            error={problem(field)}
            onChange={(event) => editor.setField(field, event.target.value.trim() === '' ? null : event.target.value)}
          />
        ))}
      </div>
      <div className={styles.checkGroup}>
        {flags.filter(has).map((field) => (
          <CheckboxField key={field} label={label(field)} checked={values[field] === true} error={problem(field)} onChange={(event) => editor.setField(field, event.target.checked)} />
        ))}
      </div>
      {has('resource_ids') && (
        <fieldset className={styles.checkGroup} aria-describedby={problem('resource_ids') ? `${resourcesId}-error` : undefined}>
          <legend className={styles.childHeading}>{label('resource_ids')}</legend>
          {tree?.resources.length === 0 && <p className={page.muted}>{t('program.noResources')}</p>}
          {tree?.resources.map((resource) => (
            <CheckboxField
              key={resource.id}
              label={`${resource.title} (${t(`categories.${resource.category}`)})`}
              checked={attached.includes(resource.id)}
              onChange={(event) =>
                editor.setField('resource_ids', event.target.checked ? [...attached, resource.id] : attached.filter((id) => id !== resource.id))
              }
            />
          ))}
          {problem('resource_ids') && (
            <p id={`${resourcesId}-error`} className={fieldStyles.error}>
              {problem('resource_ids')}
            </p>
          )}
        </fieldset>
      )}
      <PartActions editor={editor} saveLabel={t('fieldsPart.save')} />
    </form>
  );
}
