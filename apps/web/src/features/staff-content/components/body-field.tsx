import { useId } from 'react';
import type { TLanguage } from '@innerway/domain';
import { TextAreaField } from '../../../components/ui';

export interface BodyFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  lang: TLanguage;
  error?: string | undefined;
}

/** A body: rich text limited to what members' screens render. */
export function BodyField({ label, value, onChange, lang, error }: BodyFieldProps) {
  const id = useId();
  return <TextAreaField id={id} label={label} value={value} lang={lang} rows={8} error={error} onChange={(event) => onChange(event.target.value)} />;
}
