import { useTranslation } from 'react-i18next';
import { StudioLimits, StudioTextFields, type TLanguage, type TStudioItem } from '@innerway/domain';
import { TextAreaField, TextField } from '../../../components/ui';
import { useMessageText } from '../../../lib/server-error';
import type { TPartEditor } from '../lib/use-part-editor';
import { BodyField } from './body-field';
import { ConflictPanel } from './conflict-panel';
import { PartActions } from './part-status';
import styles from './staff-content.module.css';

const limits: Record<string, number> = {
  title: StudioLimits.titleMax,
  subtitle: StudioLimits.subtitleMax,
  body: StudioLimits.bodyMax,
  assessment_intro: StudioLimits.assessmentIntroMax,
  quantitative_assessment_question: StudioLimits.questionMax,
  qualitative_assessment_question_one: StudioLimits.questionMax,
  qualitative_assessment_question_two: StudioLimits.questionMax,
};

/** One language's texts of an item, saved as that language's own draft. */
export function LanguageTexts({ item, language, editor }: { item: TStudioItem; language: TLanguage; editor: TPartEditor }) {
  const { t } = useTranslation('staffContent');
  const messageText = useMessageText();
  const languageName = t(`languages.${language}`);
  const fieldLabel = (field: string) => t(`fields.${field}`);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('texts.formLabel', { language: languageName })}
      onSubmit={(event) => {
        event.preventDefault();
        editor.submit();
      }}
    >
      <ConflictPanel editor={editor} fieldLabel={fieldLabel} lang={language} />
      {StudioTextFields[item.kind].map((field) => {
        const value = typeof editor.values[field] === 'string' ? (editor.values[field] as string) : '';
        const error = messageText(editor.problems[field]);
        const label = `${fieldLabel(field)} (${languageName})`;
        if (field === 'body') return <BodyField key={field} label={label} value={value} lang={language} error={error} onChange={(html) => editor.setField(field, html)} />;
        const Field = field === 'assessment_intro' ? TextAreaField : TextField;
        return (
          <Field
            key={field}
            label={label}
            value={value}
            maxLength={limits[field]}
            autoComplete="off"
            error={error}
            onChange={(event: { target: { value: string } }) => editor.setField(field, event.target.value)}
          />
        );
      })}
      <PartActions editor={editor} saveLabel={t('texts.save', { language: languageName })} />
    </form>
  );
}
