import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, id, className, ref, ...rest }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={[styles.checkboxField, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          {...rest}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={[rest['aria-describedby'], errorId].filter(Boolean).join(' ') || undefined}
        />
        <label htmlFor={inputId} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
