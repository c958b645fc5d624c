import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  StudioLimits,
  studioMediaFieldsOf,
  studioMediaKindOf,
  type TLanguage,
  type TMediaSettings,
  type TMediaUploadResult,
  type TStudioItem,
  type TStudioMedia,
  type TStudioPart,
} from '@innerway/domain';
import { Card, TextField } from '../../../components/ui';
import { useMessageText } from '../../../lib/server-error';
import type { TPartEditor } from '../lib/use-part-editor';
import { ConflictPanel } from './conflict-panel';
import { LanguageColumns } from './language-columns';
import { MediaField } from './media-field';
import { PartActions } from './part-status';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-content.module.css';

type TMedia = Record<string, string | null>;

/**
 * The item's media: the files members get (for every language in the settings' part, per
 * language in each language's part), uploaded here and saved with the part's own draft, so
 * French audio is saved and published with French. Keys only are saved: the server reads each
 * file's kind and length from what it recorded when the file was uploaded.
 */
export function MediaSection({ item, editors }: { item: TStudioItem; editors: Record<TStudioPart, TPartEditor> }) {
  const { t } = useTranslation('staffContent');
  const headingId = useId();
  const settings = editors.fields.values as TMediaSettings;
  const kindOf = (field: string) => studioMediaKindOf(item.kind, field, settings);
  const neutral = Object.keys(studioMediaFieldsOf(item.kind, 'fields'));
  const perLanguage = Object.keys(studioMediaFieldsOf(item.kind, 'en'));
  if (neutral.length === 0 && perLanguage.length === 0) return null;
  const takesFiles = perLanguage.some((field) => kindOf(field) !== null) || neutral.length > 0;
  const describe = (key: string | null): TStudioMedia | undefined => (key ? item.media.find((media) => media.key === key) : undefined);

  return (
    <Card as="section" aria-labelledby={headingId} className={page.section}>
      <h2 id={headingId} className={page.sectionHeading}>
        {t('media.heading')}
      </h2>
      <p className={page.muted}>{t('media.hint')}</p>
      {takesFiles && perLanguage.length > 0 && <p className={page.muted}>{t('media.englishFallback')}</p>}
      {!takesFiles && <p className={page.muted}>{t(item.kind === 'activity' ? 'media.noRecordingsForType' : 'media.noFileForCategory')}</p>}
      {neutral.length > 0 && (
        <div className={styles.mediaShared}>
          <MediaForm
            editor={editors.fields}
            fields={neutral}
            kindOf={kindOf}
            describe={describe}
            formLabel={t('media.neutralFormLabel')}
            saveLabel={t('fieldsPart.save')}
          />
        </div>
      )}
      {takesFiles && perLanguage.length > 0 && (
        <LanguageColumns landmarks={false}>
          {(language) => (
            <MediaForm
              editor={editors[language]}
              fields={perLanguage}
              kindOf={kindOf}
              describe={describe}
              language={language}
              withFileName={item.kind === 'resource' && kindOf('file_key') === 'file'}
              formLabel={t('media.formLabel', { language: t(`languages.${language}`) })}
              saveLabel={t('texts.save', { language: t(`languages.${language}`) })}
            />
          )}
        </LanguageColumns>
      )}
    </Card>
  );
}

interface MediaFormProps {
  editor: TPartEditor;
  fields: string[];
  kindOf: (field: string) => ReturnType<typeof studioMediaKindOf>;
  describe: (key: string | null) => TStudioMedia | undefined;
  language?: TLanguage;
  withFileName?: boolean;
  formLabel: string;
  saveLabel: string;
}

/** One part's media fields, saved with that part (its texts or settings included, as one draft). */
function MediaForm({ editor, fields, kindOf, describe, language, withFileName, formLabel, saveLabel }: MediaFormProps) {
  const { t } = useTranslation('staffContent');
  const messageText = useMessageText();
  const id = useId();
  const media = (editor.values.media ?? {}) as TMedia;
  // Files uploaded in this visit, described by their upload's reply until the saved item describes them.
  const [uploads, setUploads] = useState<Record<string, TMediaUploadResult>>({});
  const setMedia = (field: string, value: string | null) => editor.setField('media', { ...media, [field]: value });
  const label = (field: string) => {
    const name = field === 'file_key' ? `file_key_${kindOf(field)}` : field;
    const text = t(`mediaFields.${name}`);
    return language ? `${text} (${t(`languages.${language}`)})` : text;
  };
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        editor.submit();
      }}
    >
      <ConflictPanel editor={editor} fieldLabel={(field) => (field === 'media' ? t('media.heading') : t(`fields.${field}`))} lang={language} />
      {fields.map((field) => {
        const kind = kindOf(field);
        if (!kind) return null;
        const value = media[field] ?? null;
        const upload = uploads[field];
        return (
          <MediaField
            key={field}
            id={`${id}-${field}`}
            label={label(field)}
            kind={kind}
            value={value}
            media={describe(value) ?? (upload && upload.key === value ? { key: upload.key, kind, duration_seconds: upload.duration_seconds ?? null, url: '' } : undefined)}
            onChange={(result) => {
              if (result) setUploads((current) => ({ ...current, [field]: result }));
              setMedia(field, result?.key ?? null);
            }}
            problem={messageText(editor.problems[`media.${field}`])}
            lang={language}
          />
        );
      })}
      {withFileName && (
        <TextField
          label={label('file_name')}
          value={media.file_name ?? ''}
          maxLength={StudioLimits.fileNameMax}
          autoComplete="off"
          error={messageText(editor.problems['media.file_name'])}
          onChange={(event) => editor.setField('media', { ...media, file_name: event.target.value })}
        />
      )}
      <PartActions editor={editor} saveLabel={saveLabel} />
    </form>
  );
}
