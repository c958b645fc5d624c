import { useId } from 'react';
import type { TLanguage } from '@innerway/domain';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import fieldStyles from '../../../components/ui/field.module.css';
import styles from './staff-content.module.css';

export interface BodyFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  lang: TLanguage;
  error?: string | undefined;
}

/** A body: rich text limited to what members' screens render, with its problem said beside it. */
export function BodyField({ label, value, onChange, lang, error }: BodyFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.bodyField}>
      <RichTextEditor id={id} label={label} value={value} lang={lang} onChange={onChange} invalid={error !== undefined} describedBy={error ? errorId : undefined} />
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
